import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTotals, type TInvoiceLineInput } from './invoice-totals';
import { ratesOn, TAX_MARKET_RULES, TAX_MARKETS } from './tax-markets';

const DAY = '2026-11-28';
const add = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** Random lines a workshop could bill in `market` today: any price and quantity, a discount up to the line's price. */
const linesIn = (rates: readonly number[]) =>
  fc.array(
    fc
      .record({
        kind: fc.constantFrom('part' as const, 'labour' as const),
        unitPrice: fc.integer({ min: 1, max: 50_000_000 }),
        quantityMilli: fc.integer({ min: 1, max: 100_000 }),
        discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
        taxRateBasisPoints: fc.constantFrom(...rates),
        treatment: fc.constantFrom('taxed' as const, 'exempt' as const),
      })
      .map(({ discountShare, ...line }): TInvoiceLineInput => {
        const gross = Math.round((line.unitPrice * line.quantityMilli) / 1000);
        return { ...line, discount: Math.floor(gross * discountShare) };
      }),
    { minLength: 1, maxLength: 12 },
  );

describe('an invoice always adds up (issue 27, the documented rounding rule)', () => {
  for (const market of TAX_MARKETS) {
    it(`in ${market}: every total is the sum of its lines, and the round-off is under half a major unit`, () => {
      fc.assert(
        fc.property(linesIn(ratesOn(market, DAY)), fc.boolean(), (lines, isIntraState) => {
          const totals = invoiceTotals({ market, day: DAY, isIntraState, lines });
          expect(totals.partsTotal + totals.labourTotal - totals.discountTotal).toBe(totals.subtotalBeforeTax);
          expect(add(totals.lines.map((line) => line.taxable))).toBe(totals.subtotalBeforeTax);
          expect(add(totals.lines.map((line) => line.tax))).toBe(totals.taxTotal);
          expect(add(Object.values(totals.taxByKind))).toBe(totals.taxTotal);
          expect(totals.subtotalBeforeTax + totals.taxTotal + totals.roundOff).toBe(totals.grandTotal);
          for (const line of totals.lines) {
            expect(line.taxable).toBeGreaterThanOrEqual(0);
            // Each tax is within half a minor unit of its exact share.
            for (const tax of line.taxes) expect(Math.abs(tax.amount - (line.taxable * tax.rateBasisPoints) / 10_000)).toBeLessThanOrEqual(0.5);
          }
          const wholeUnit = TAX_MARKET_RULES[market].currency === 'BHD' ? 1000 : 100;
          expect(Math.abs(totals.roundOff)).toBeLessThanOrEqual(TAX_MARKET_RULES[market].roundsGrandTotal ? wholeUnit / 2 : 0);
        }),
        { numRuns: 300 },
      );
    });
  }
});
