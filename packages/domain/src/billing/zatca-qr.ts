/**
 * The QR code of a Saudi tax invoice (ZATCA's e-invoicing phase one): five TLV fields (tag and
 * length one byte each, the value in UTF-8), the whole in base64.
 */
export type TZatcaQrFields = {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, as the invoice was issued. */
  timestamp: string;
  /** The total with VAT and the VAT total, as printed on the invoice ('100.00'). */
  totalWithVat: string;
  vatTotal: string;
};

const TAG_ORDER = ['sellerName', 'vatNumber', 'timestamp', 'totalWithVat', 'vatTotal'] as const;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function zatcaQr(fields: TZatcaQrFields): string {
  const encoder = new TextEncoder();
  const parts = TAG_ORDER.flatMap((name, index) => {
    const value = encoder.encode(fields[name]);
    if (value.length > 255) throw new RangeError(`${name} is too long for a ZATCA QR field`);
    return [index + 1, value.length, ...value];
  });
  return toBase64(Uint8Array.from(parts));
}

/** The five fields read back from a QR's text, as a verifier (or a test) reads them. */
export function readZatcaQr(base64: string): TZatcaQrFields {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const decoder = new TextDecoder();
  const values: string[] = [];
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    values[tag - 1] = decoder.decode(bytes.slice(at + 2, at + 2 + length));
    at += 2 + length;
  }
  const [sellerName = '', vatNumber = '', timestamp = '', totalWithVat = '', vatTotal = ''] = values;
  return { sellerName, vatNumber, timestamp, totalWithVat, vatTotal };
}
