import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkSigner = ReturnType<typeof createLinkSigner>;

/**
 * A link that opens one record without signing in: the record's id and an expiry, signed with the
 * server's secret for one purpose (and whatever else it is bound to, a brand), so nothing is
 * stored and a tampered, expired or foreign link opens nothing. `boundTo` is not in the token: the
 * reader supplies it again (the brand of the host the link is opened on).
 */
export function createLinkSigner(secret: string, now: () => Date, purpose: string, lifetimeMs: number) {
  const signatureOf = (payload: string, boundTo: readonly string[]) =>
    createHmac('sha256', secret)
      .update([purpose, ...boundTo, payload].join('\n'))
      .digest('base64url');
  return {
    /** A token for the record, good for the signer's lifetime from now. */
    sign(id: string, boundTo: readonly string[] = []): { token: string; expiresAt: Date } {
      const expiresAt = new Date(now().getTime() + lifetimeMs);
      const payload = `${id}.${expiresAt.getTime().toString(36)}`;
      return { token: `${payload}.${signatureOf(payload, boundTo)}`, expiresAt };
    },

    /** The record a token names, 'expired' past its time, or null when it is not one of ours (or not bound to `boundTo`). */
    read(token: string, boundTo: readonly string[] = []): { id: string } | 'expired' | null {
      const [id, expires, signature, ...rest] = token.split('.');
      if (!id || !expires || !signature || rest.length > 0) return null;
      const expected = Buffer.from(signatureOf(`${id}.${expires}`, boundTo));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return Number.parseInt(expires, 36) < now().getTime() ? 'expired' : { id };
    },
  };
}
