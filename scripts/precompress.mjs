// Brotli and gzip copies of a built app's text files, written once at build time so the server
// sends them as they are (no compression per request, and brotli at its best level, too slow to
// run per request). The server picks one by Accept-Encoding and falls back to the plain file.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` when they are smaller. */
export async function precompress(dir) {
  let plain = 0;
  let brotliTotal = 0;
  for (const file of await filesUnder(dir)) {
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
      gzipAsync(content, { level: 9 }),
    ]);
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    plain += content.length;
    brotliTotal += Math.min(br.length, content.length);
  }
  return { plain, brotli: brotliTotal };
}
