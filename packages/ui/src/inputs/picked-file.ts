import { sniffContentType, type SniffedType } from '@servicebay/domain';

export type PickedFileCheck = { ok: true; contentType: SniffedType } | { ok: false; problem: 'unsupportedType' | 'tooLarge' };

/**
 * Checks a picked file before it is sent, by the same rule the server applies: its type is read
 * from its first bytes (a text file named photo.png is refused), and its size against the limit.
 */
export async function checkPickedFile(file: Blob, accepted: readonly SniffedType[], maxBytes: number): Promise<PickedFileCheck> {
  if (file.size > maxBytes) return { ok: false, problem: 'tooLarge' };
  const head = new Uint8Array(await file.slice(0, 512).arrayBuffer());
  const contentType = sniffContentType(head);
  return contentType && accepted.includes(contentType) ? { ok: true, contentType } : { ok: false, problem: 'unsupportedType' };
}
