/** A slot as customer spec section 9 writes it: startTime-endTime, the clock read left to right in any language. */
export const slotText = (slot: { startTime: string; endTime: string }) => `${slot.startTime} – ${slot.endTime}`;

/** A key for a slot among a day's, for the chips' single choice. */
export const slotKey = (slot: { startTime: string; endTime: string }) => `${slot.startTime}-${slot.endTime}`;

/** A fresh Idempotency-Key: a UUID where the browser makes one, else 128 random bits in hex. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
