import { ZCartOfferBody } from '@servicebay/domain';
import type { DomainRules } from '@servicebay/ui';

/** What the promo code field holds. */
export type PromoCodeValues = { offerCode: string };

/**
 * The PATCH body's schema, with the rule the cart adds: an empty code is not a code ('Please enter
 * valid offer code', customer spec section 5); the server would read it as removing the code.
 * Unknown and expired codes are the server's to say, at the same field.
 */
export const promoCodeRules: DomainRules<PromoCodeValues, { offerCode: string | null }> = {
  schema: ZCartOfferBody,
  toInput: (values) => ({ offerCode: values.offerCode.trim() }),
  moreIssues: (values) => (values.offerCode.trim() === '' ? [{ field: 'offerCode', message: 'cart/invalid-offer-code' }] : []),
};
