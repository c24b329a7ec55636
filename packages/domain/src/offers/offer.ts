import { z } from 'zod';

/** The Offers screen's sections (offer-rules.ts); an offer not started yet is not listed. */
export const LISTED_OFFER_SECTIONS = ['new', 'running', 'expired'] as const;

/** An offer as customer spec section 3 names it, with the section the brand's today puts it in. */
export const ZOffer = z.object({
  offerId: z.string(),
  offerCode: z.string(),
  name: z.string(),
  displayColor: z.string(),
  imageUrl: z.string().nullable(),
  validity: z.object({ startDate: z.string(), endDate: z.string() }),
  termsAndConditions: z.array(z.string()),
  section: z.enum(LISTED_OFFER_SECTIONS),
});
export type TOffer = z.infer<typeof ZOffer>;
