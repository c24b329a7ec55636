import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/api-process';

const dist = path.join(repoRoot, 'apps', 'customer', 'dist');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

/** The files the sign-in screen runs before anything is touched: index.html's scripts and what they import statically. */
function signInDownload(): Map<string, string> {
  const files = new Map<string, string>();
  const html = read('index.html');
  const pending = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  while (pending.length > 0) {
    const file = pending.pop() ?? '';
    if (files.has(file)) continue;
    const code = read(file);
    files.set(file, code);
    // Static imports only (`import{…}from"./x.js"`, `import"./x.js"`); `import("./x.js")` is on demand.
    for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) pending.push(`assets/${match[1]}`);
  }
  return files;
}

/**
 * Decision 0013: the sign-in screen downloads neither zod (the checks of the API's answers load
 * with the first request) nor the code screen (fetched once the visitor starts on the number).
 */
describe('the sign-in screen’s download', () => {
  const download = signInDownload();

  it('is the entry, the framework and the runtime', () => {
    expect([...download.keys()].map((file) => file.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual([
      'assets/framework',
      'assets/index',
      'assets/rolldown-runtime',
    ]);
  });

  it('carries no zod', () => {
    const withZod = [...download].filter(([, code]) => code.includes('$ZodType')).map(([file]) => file);
    expect(withZod).toEqual([]);
  });

  // The budget of issue 6 is what the browser transfers (bench/login-bundle-size.mjs measures it on
  // a running server); here the brotli files the server sends, with about 0.7 KB of response
  // headers each, so a build that grows past it fails before the bench runs.
  it('stays within 150 KB of JavaScript as served', () => {
    const served = [...download.keys(), 'start-after-paint.js'];
    const bytes = served.reduce((total, file) => total + statSync(path.join(dist, `${file}.br`)).size + 700, 0);
    expect(Math.round(bytes / 1024)).toBeLessThanOrEqual(150);
  });

  it('carries no code screen', () => {
    const withPinInput = [...download].filter(([, code]) => code.includes('PinInput')).map(([file]) => file);
    expect(withPinInput).toEqual([]);
  });
});
