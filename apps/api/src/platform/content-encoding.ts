import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { boundedMap } from './bounded-map';

/** The encodings the build writes beside each text file (scripts/precompress.mjs), best first. */
export const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

export type Precompressed = (typeof PRECOMPRESSED)[number];

/** Browsers send one of a handful of Accept-Encoding values; each is read once. */
const chosenEncodings = boundedMap<string, Precompressed | undefined>(64);

/**
 * The best precompressed encoding the client accepts, or undefined for the plain file. Honours
 * `;q=0` (refused) and `*`; among accepted ones the server's order wins, since brotli is smaller.
 */
export function acceptedEncoding(acceptEncoding = ''): Precompressed | undefined {
  if (chosenEncodings.has(acceptEncoding)) return chosenEncodings.get(acceptEncoding);
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const chosen = PRECOMPRESSED.find(({ encoding }) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
  chosenEncodings.set(acceptEncoding, chosen);
  return chosen;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Brotli and gzip copies, keyed by encoding; `effort` is brotli's quality and gzip's level (1 to 9). */
export async function compressed(plain: Buffer, effort: number): Promise<Record<Precompressed['encoding'], Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: effort, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
    gzipped(plain, { level: effort }),
  ]);
  return { br, gzip: gz };
}
