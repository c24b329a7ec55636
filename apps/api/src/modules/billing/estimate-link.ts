import { ESTIMATE_LINK_DAYS } from '@servicebay/domain';
import { createLinkSigner } from './signed-link';

const DAY_MS = 86_400_000;

export type EstimateLinkSigner = ReturnType<typeof createEstimateLinkSigner>;

/**
 * The link a customer without the app opens an estimate with (issue 27 part 2): the job card's id
 * and an expiry, signed (signed-link.ts). The page is the brand's own (its public address); the
 * card's brand is checked against the host it is opened on.
 */
export function createEstimateLinkSigner(secret: string, now: () => Date) {
  const signer = createLinkSigner(secret, now, 'estimate-link', ESTIMATE_LINK_DAYS * DAY_MS);
  return {
    /** A token for the card, good for a week from now. */
    sign: (jobCardId: string) => signer.sign(jobCardId),
    /** The card a token names, 'expired' past its time, or null when it is not one of ours. */
    read(token: string): { jobCardId: string } | 'expired' | null {
      const read = signer.read(token);
      return read === null || read === 'expired' ? read : { jobCardId: read.id };
    },
  };
}
