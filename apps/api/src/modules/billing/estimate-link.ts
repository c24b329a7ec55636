import { createHmac, timingSafeEqual } from 'node:crypto';
import { ESTIMATE_LINK_DAYS } from '@servicebay/domain';

const DAY_MS = 86_400_000;

export type EstimateLinkSigner = ReturnType<typeof createEstimateLinkSigner>;

/**
 * The link a customer without the app opens an estimate with (issue 27 part 2): the job card's id
 * and an expiry, signed with the server's secret, so nothing is stored and a tampered or expired
 * link opens nothing. The page is the brand's own (its public address); the card's brand is checked
 * against the host it is opened on.
 */
export function createEstimateLinkSigner(secret: string, now: () => Date) {
  const signatureOf = (payload: string) => createHmac('sha256', secret).update(`estimate-link\n${payload}`).digest('base64url');
  return {
    /** A token for the card, good for a week from now. */
    sign(jobCardId: string): { token: string; expiresAt: Date } {
      const expiresAt = new Date(now().getTime() + ESTIMATE_LINK_DAYS * DAY_MS);
      const payload = `${jobCardId}.${expiresAt.getTime().toString(36)}`;
      return { token: `${payload}.${signatureOf(payload)}`, expiresAt };
    },

    /** The card a token names, 'expired' past its time, or null when it is not one of ours. */
    read(token: string): { jobCardId: string } | 'expired' | null {
      const [jobCardId, expires, signature] = token.split('.');
      if (!jobCardId || !expires || !signature) return null;
      const expected = Buffer.from(signatureOf(`${jobCardId}.${expires}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return Number.parseInt(expires, 36) < now().getTime() ? 'expired' : { jobCardId };
    },
  };
}
