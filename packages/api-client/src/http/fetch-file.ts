import { z } from 'zod/mini';
import { ApiError } from './api-error';
import { readEnvelope } from './read-envelope';

/** How much of a download has arrived, from 0 to 1; null while its size is unknown. */
export type DownloadProgress = (fraction: number | null) => void;

/** A file the API sent: its bytes and the name it gave it (Content-Disposition). */
export type DownloadedFile = { blob: Blob; fileName: string | null };

const fileNameOf = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;

/**
 * GETs a file the API answers with bytes (a PDF, a workbook), reading it as it arrives so a long
 * download shows its progress; a refusal is the API's envelope, thrown as its ApiError (an
 * 'Invalid date', a period too long) like any other call's.
 */
export async function fetchFile(url: string, headers: Record<string, string>, onProgress?: DownloadProgress): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch {
    throw ApiError.fromStatus(0);
  }
  if (!response.ok) return readEnvelope(response, z.never());
  const fileName = fileNameOf(response.headers.get('content-disposition'));
  const size = Number(response.headers.get('content-length')) || null;
  if (!response.body || !onProgress) return { blob: await response.blob(), fileName };
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(size ? 0 : null);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress(size ? Math.min(1, received / size) : null);
  }
  onProgress(1);
  return { blob: new Blob(parts, { type: response.headers.get('content-type') ?? undefined }), fileName };
}
