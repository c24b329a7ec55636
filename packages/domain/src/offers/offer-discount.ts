import { minor, type Minor } from '../shared/money';

/**
 * What an offer takes off a cart: a share of it in basis points (1,000 = 10 %), perhaps up to a
 * cap, or a fixed amount; both in the cart's currency's minor units. The specs name offers but
 * not their arithmetic; this is the usual pair of a service chain's promotions.
 */
export type OfferDiscount = { kind: 'percent'; basisPoints: number; capMinor?: number } | { kind: 'flat'; amountMinor: number };

/**
 * The discount on a cart worth `subtotal`: never more than the cart, never a fraction of a minor
 * unit (a share rounds down, in the customer's favour only by what the cap allows).
 */
export function discountOn(subtotal: Minor, offer: OfferDiscount): Minor {
  const wanted = offer.kind === 'flat' ? offer.amountMinor : Number((BigInt(subtotal) * BigInt(offer.basisPoints)) / 10_000n);
  const capped = offer.kind === 'percent' && offer.capMinor !== undefined ? Math.min(wanted, offer.capMinor) : wanted;
  return minor(Math.max(0, Math.min(subtotal, capped)));
}
