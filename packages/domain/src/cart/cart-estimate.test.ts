import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountOn, type OfferDiscount } from '../offers/offer-discount';
import { CURRENCIES, minor, type TCurrency } from '../shared/money';
import { amountToCollect, billOf, estimateCart, NO_ADVANCE, type AdvancePolicy, type EstimateLine } from './cart-estimate';

const line = (price: number, ...addOns: number[]): EstimateLine => ({ price: minor(price), addOns: addOns.map(minor) });
const shareOf = (basisPoints: number): AdvancePolicy => ({ kind: 'share', basisPoints });
const fixed = (amountMinor: number): AdvancePolicy => ({ kind: 'fixed', amountMinor: minor(amountMinor) });

describe('the cart estimate (customer spec sections 3 and 9)', () => {
  it('totals the items and their add-ons, takes the offer off, and asks the brand’s share in advance', () => {
    const estimate = estimateCart('INR', [line(249_900, 59_900, 19_900), line(149_900)], { kind: 'percent', basisPoints: 1_000 }, shareOf(2_000));
    expect(estimate).toEqual({ currency: 'INR', totalEstimated: 479_600, discount: 47_960, advancePayment: 86_328 });
    expect(billOf(estimate)).toEqual({ payable: 431_640, due: 345_312 });
    expect(amountToCollect(estimate)).toBe(86_328);
  });

  it('without an advance share the whole payable is collected (advancePayment, else total less discount)', () => {
    const estimate = estimateCart('BHD', [line(12_500)], { kind: 'flat', amountMinor: 2_000 });
    expect(estimate.advancePayment).toBe(0);
    expect(amountToCollect(estimate)).toBe(10_500);
  });

  it('a brand asking a fixed advance gets that amount, never more than is payable', () => {
    const estimate = estimateCart('AED', [line(45_000, 5_000)], { kind: 'flat', amountMinor: 10_000 }, fixed(5_000));
    expect(estimate).toEqual({ currency: 'AED', totalEstimated: 50_000, discount: 10_000, advancePayment: 5_000 });
    expect(billOf(estimate)).toEqual({ payable: 40_000, due: 35_000 });
    expect(amountToCollect(estimate)).toBe(5_000);
    expect(estimateCart('AED', [line(3_000)], undefined, fixed(5_000)).advancePayment).toBe(3_000);
    expect(estimateCart('AED', [line(3_000)], undefined, fixed(0)).advancePayment).toBe(0);
    expect(estimateCart('AED', [line(3_000)], undefined, NO_ADVANCE).advancePayment).toBe(0);
  });

  it('an empty cart is worth nothing, with or without an offer', () => {
    expect(estimateCart('SAR', [], { kind: 'flat', amountMinor: 5_000 }, shareOf(5_000))).toEqual({
      currency: 'SAR',
      totalEstimated: 0,
      discount: 0,
      advancePayment: 0,
    });
  });

  it('a share rounds down to the minor unit and stops at its cap; a flat offer never exceeds the cart', () => {
    expect(discountOn(minor(999), { kind: 'percent', basisPoints: 1_550 })).toBe(154);
    expect(discountOn(minor(1_000_000), { kind: 'percent', basisPoints: 2_000, capMinor: 50_000 })).toBe(50_000);
    expect(discountOn(minor(3_000), { kind: 'flat', amountMinor: 5_000 })).toBe(3_000);
  });
});

const currencies = Object.keys(CURRENCIES) as TCurrency[];
const amount = fc.integer({ min: 0, max: 50_000_000 });
const lines = fc.array(fc.record({ price: amount, addOns: fc.array(amount, { maxLength: 4 }) }), { maxLength: 12 });
const offers: fc.Arbitrary<OfferDiscount | undefined> = fc.option(
  fc.oneof(
    fc.record({ kind: fc.constant('percent' as const), basisPoints: fc.integer({ min: 0, max: 10_000 }), capMinor: fc.option(amount, { nil: undefined }) }),
    fc.record({ kind: fc.constant('flat' as const), amountMinor: amount }),
  ),
  { nil: undefined },
);

describe('cart totals are exact to the minor unit, for every currency (property)', () => {
  it('whatever the items, add-ons, offer and advance share', () => {
    fc.assert(
      fc.property(fc.constantFrom(...currencies), lines, offers, fc.integer({ min: 0, max: 10_000 }), (currency, rawLines, offer, share) => {
        const cart = rawLines.map((l) => line(l.price, ...l.addOns));
        const estimate = estimateCart(currency, cart, offer, { kind: 'share', basisPoints: share });
        const { payable, due } = billOf(estimate);
        const sum = rawLines.reduce((total, l) => total + l.price + l.addOns.reduce((a, b) => a + b, 0), 0);
        expect(estimate.totalEstimated).toBe(sum);
        for (const value of [estimate.totalEstimated, estimate.discount, estimate.advancePayment, payable, due]) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(estimate.discount).toBeLessThanOrEqual(estimate.totalEstimated);
        expect(payable + estimate.discount).toBe(estimate.totalEstimated);
        expect(due + estimate.advancePayment).toBe(payable);
        // The advance is the share rounded up: never short of it by a minor unit, never a whole unit over.
        expect(estimate.advancePayment * 10_000).toBeGreaterThanOrEqual(Math.min(payable * share, payable * 10_000));
        expect(estimate.advancePayment * 10_000 - payable * share).toBeLessThan(10_000);
        expect(amountToCollect(estimate)).toBe(share > 0 && payable > 0 ? estimate.advancePayment : payable);
      }),
    );
  });

  it('whatever the fixed advance: exactly it, or everything payable when that is less', () => {
    fc.assert(
      fc.property(fc.constantFrom(...currencies), lines, offers, amount, (currency, rawLines, offer, asked) => {
        const estimate = estimateCart(
          currency,
          rawLines.map((l) => line(l.price, ...l.addOns)),
          offer,
          fixed(asked),
        );
        const { payable, due } = billOf(estimate);
        expect(estimate.advancePayment).toBe(Math.min(asked, payable));
        expect(due + estimate.advancePayment).toBe(payable);
      }),
    );
  });
});
