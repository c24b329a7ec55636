import { discountOn, type OfferDiscount } from '../offers/offer-discount';
import { minor, type Minor, type TCurrency } from '../shared/money';
import { priceWithAddOns } from '../services/service-pricing';

/** One cart item as the estimate sees it: the catalogue's price for the customer's vehicle and its chosen add-ons' prices. */
export type EstimateLine = { price: Minor; addOns: readonly Minor[] };

/**
 * What a brand asks in advance at booking: a share of what is payable in basis points (2000 is
 * 20 %), or a fixed amount in its currency's minor units. Either way never more than is payable.
 */
export type AdvancePolicy = { kind: 'share'; basisPoints: number } | { kind: 'fixed'; amountMinor: Minor };
export const NO_ADVANCE: AdvancePolicy = { kind: 'share', basisPoints: 0 };

/**
 * The cart's estimate (customer spec sections 3 and 9), in the brand's currency's minor units:
 * `totalEstimated` is every item and add-on; `discount` the offer's; `advancePayment` what is paid
 * at booking by the brand's AdvancePolicy (a share rounded up to a whole minor unit; none when 0,
 * and then the whole payable is paid: spec section 9).
 */
export type CartEstimate = { currency: TCurrency; totalEstimated: Minor; discount: Minor; advancePayment: Minor };

export function estimateCart(currency: TCurrency, lines: readonly EstimateLine[], offer?: OfferDiscount, advance: AdvancePolicy = NO_ADVANCE): CartEstimate {
  const totalEstimated = minor(lines.reduce((sum, line) => sum + priceWithAddOns(line.price, line.addOns), 0));
  const discount = offer ? discountOn(totalEstimated, offer) : minor(0);
  const payable = totalEstimated - discount;
  const asked = advance.kind === 'fixed' ? advance.amountMinor : Number((BigInt(payable) * BigInt(advance.basisPoints) + 9_999n) / 10_000n);
  return { currency, totalEstimated, discount, advancePayment: minor(Math.min(payable, asked)) };
}

/** The bill of customer spec section 9: payable is the total less the discount; due is payable less the advance. */
export function billOf(estimate: CartEstimate): { payable: Minor; due: Minor } {
  const payable = minor(estimate.totalEstimated - estimate.discount);
  return { payable, due: minor(payable - estimate.advancePayment) };
}

/** What the payment provider is asked for (spec section 9): the advance, else everything payable; in minor units already. */
export const amountToCollect = (estimate: CartEstimate): Minor => (estimate.advancePayment > 0 ? estimate.advancePayment : billOf(estimate).payable);
