/** The encodings the build writes beside each text file (scripts/precompress.mjs), best first. */
export const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

export type Precompressed = (typeof PRECOMPRESSED)[number];

/**
 * The best precompressed encoding the client accepts, or undefined for the plain file. Honours
 * `;q=0` (refused) and `*`; among accepted ones the server's order wins, since brotli is smaller.
 */
export function acceptedEncoding(acceptEncoding: string | undefined): Precompressed | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  return PRECOMPRESSED.find(({ encoding }) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
}
