/**
 * File types are recognised by their first bytes, never by name or declared type
 * (a file named photo.png that is really a script is refused).
 */
export type SniffedType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/svg+xml';

export function sniffContentType(head: Uint8Array): SniffedType | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  const text = new TextDecoder().decode(head.subarray(0, 512)).trimStart().toLowerCase();
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg'))) return 'image/svg+xml';
  return null;
}

/** What each upload accepts (customer spec section 5). */
export const ACCEPTED_UPLOADS = {
  document: ['application/pdf', 'image/png', 'image/jpeg'],
  vehicleImage: ['image/png', 'image/jpeg'],
  profileImage: ['image/png', 'image/jpeg', 'image/svg+xml'],
} as const satisfies Record<string, readonly SniffedType[]>;
