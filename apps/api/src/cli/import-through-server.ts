import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isFinished, ZCatalogImport, ZCatalogImportStarted, ZFailure, type TCatalogImport } from '@servicebay/domain';
import { OPERATOR_KEY_FILE } from '../platform/auth/operator-key';
import { describeLoaded, printOutcome } from './import-report';

/** A refusal the CLI explains in one message and exits 1 on, without a stack. */
export class ImportCliError extends Error {}

const POLL_INTERVAL_MS = 500;
const REQUEST_TIMEOUT_MS = 60_000;

/** OPERATOR_KEY, or the key the server generated into its DATA_DIR (readable by the same people who could open the database). */
export function operatorKeyFrom(env: NodeJS.ProcessEnv): { key: string; source: string } {
  if (env.OPERATOR_KEY) return { key: env.OPERATOR_KEY, source: 'OPERATOR_KEY' };
  const file = path.join(path.resolve(env.DATA_DIR || './data'), OPERATOR_KEY_FILE);
  if (!existsSync(file)) throw new ImportCliError(`No operator key: set OPERATOR_KEY to the server's key, or run where the server's ${file} can be read.`);
  return { key: readFileSync(file, 'utf8').trim(), source: file };
}

type Call = (url: string, init?: RequestInit) => Promise<{ status: number; body: unknown }>;

function caller(server: URL, operator: { key: string; source: string }): Call {
  return async (route, init = {}) => {
    const url = new URL(route, server);
    let response: Response;
    try {
      response = await fetch(url, { ...init, headers: { authorization: `Bearer ${operator.key}` }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new ImportCliError(
        `Cannot reach the ServiceBay server at ${server.origin} (${reason}). Start it, or name it with --server <url> or SERVICEBAY_URL.`,
      );
    }
    if (response.status === 401 || response.status === 403) {
      throw new ImportCliError(`The server at ${server.origin} refused the operator key (from ${operator.source}): use the key that server runs with.`);
    }
    const body = await response.json().catch(() => null);
    if (response.status >= 400) {
      const failure = ZFailure.safeParse(body);
      throw new ImportCliError(failure.success ? failure.data.error.message : `The server answered ${response.status}`);
    }
    return { status: response.status, body };
  };
}

/**
 * Uploads the sheet to the running server's import route, then follows its progress to the end.
 * Answers the exit code: 0 when loaded, 1 when the server refused rows or the import failed.
 */
export async function importThroughServer(options: { server: string; file: string; brand: string | undefined; env: NodeJS.ProcessEnv }): Promise<number> {
  const server = new URL(options.server);
  const call = caller(server, operatorKeyFrom(options.env));
  const form = new FormData();
  form.set('file', new Blob([await readFile(options.file)]), path.basename(options.file));
  if (options.brand) form.set('brand', options.brand);

  const started = await call('/api/operator/catalog/imports', { method: 'POST', body: form });
  const { importId } = ZCatalogImportStarted.parse((started.body as { data: unknown }).data);
  console.log(`Importing ${path.basename(options.file)} through ${server.origin} (import ${importId})`);

  let last = '';
  for (;;) {
    const progress: TCatalogImport = ZCatalogImport.parse(((await call(`/api/operator/catalog/imports/${importId}`)).body as { data: unknown }).data);
    const line =
      progress.status === 'queued'
        ? 'queued'
        : progress.rowsParsed === 0
          ? `${progress.status}: reading the sheet`
          : `${progress.status}: ${progress.rowsLoaded}/${progress.rowsParsed} rows loaded${describeLoaded(progress.loaded)}`;
    if (line !== last && !isFinished(progress.status)) console.log(line);
    last = line;
    if (isFinished(progress.status)) return printOutcome(progress);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}
