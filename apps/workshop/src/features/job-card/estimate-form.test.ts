import { describe, expect, it } from 'vitest';
import type { TEstimate } from '@servicebay/domain';
import { blankLineValues, draftLineTotal, lineBodyOf, lineValuesOf, totalsWithDraft } from './estimate-form';

/** An Indian estimate with one labour line of ₹1,499 at 18 % (134.91 each of CGST and SGST), as the API answers it. */
const estimate: TEstimate = {
  jobCardId: '00000000-0000-4000-8000-000000000001',
  currency: 'INR',
  market: 'IN',
  taxRegime: 'GST',
  placeOfSupply: '29',
  isIntraState: true,
  day: '2026-11-28',
  taxPercentages: [0, 5, 18, 40],
  standardTaxPercentage: 18,
  canChange: true,
  sending: { versions: [], needsSending: true, canAskAdvance: false },
  lines: [
    {
      lineId: '00000000-0000-4000-8000-00000000000a',
      position: 1,
      kind: 'labour',
      name: 'Periodic service',
      partNo: null,
      partType: null,
      labourKind: null,
      hsnSac: null,
      quantity: 1,
      unitPrice: 1499,
      mrp: null,
      discount: 0,
      discountPercentage: null,
      taxPercentage: 18,
      taxTreatment: 'taxed',
      materialType: null,
      insuranceTariff: 'normal',
      depreciationPercentage: null,
      salvage: null,
      insurancePayable: 0,
      insurancePayablePercentage: null,
      quantityPrice: 1499,
      taxableValue: 1499,
      taxes: [
        { kind: 'CGST', percentage: 9, amount: 134.91 },
        { kind: 'SGST', percentage: 9, amount: 134.91 },
      ],
      tax: 269.82,
      total: 1768.82,
      customerPayable: 1768.82,
      approval: 'approved',
      source: 'booking',
      serviceId: null,
    },
  ],
  totals: {
    partsTotal: 0,
    labourTotal: 1499,
    discountTotal: 0,
    subtotalBeforeTax: 1499,
    taxTotal: 269.82,
    taxes: [
      { kind: 'CGST', amount: 134.91 },
      { kind: 'SGST', amount: 134.91 },
    ],
    total: 1768.82,
    roundOff: 0.18,
    grandTotal: 1769,
    insurancePayable: 0,
    customerPayable: 1769,
    declinedTotal: 0,
  },
};

const pads = { ...blankLineValues(estimate), name: 'Brake pad set', partNo: 'BP-2291', quantity: '2', unitPrice: '1250', discount: '10' };

describe("the estimate's line entry", () => {
  it('starts a line at the market’s usual rate and sends the discount as a percentage or an amount', () => {
    expect(blankLineValues(estimate)).toMatchObject({ kind: 'part', quantity: '1', taxPercentage: '18', discountMode: 'percent' });
    expect(lineBodyOf(pads)).toMatchObject({ discountPercentage: '10', discount: null, partNo: 'BP-2291' });
    expect(lineBodyOf({ ...pads, discountMode: 'amount', discount: '250' })).toMatchObject({ discountPercentage: null, discount: '250' });
    // A labour line sends no part number, even one typed before the kind changed.
    expect(lineBodyOf({ ...pads, kind: 'labour' })).toMatchObject({ partNo: null, mrp: null });
  });

  it('shows the line being typed in the totals, by hand: 2,250 + 405 of GST joins 1,768.82, to the rupee 4,424', () => {
    expect(draftLineTotal(estimate, pads)).toBe(2655);
    expect(totalsWithDraft(estimate, pads, null)).toMatchObject({
      partsTotal: 2500,
      discountTotal: 250,
      subtotalBeforeTax: 3749,
      taxTotal: 674.82,
      grandTotal: 4424,
    });
    expect(totalsWithDraft(estimate, { ...pads, unitPrice: '' }, null)).toBeNull();
    expect(draftLineTotal(estimate, { ...pads, discountMode: 'amount', discount: '9999' })).toBeNull();
  });

  it('puts a changed line in its own place, not beside itself', () => {
    const line = estimate.lines[0]!;
    expect(lineValuesOf(line)).toMatchObject({ kind: 'labour', unitPrice: '1499', discount: '', discountMode: 'percent' });
    expect(totalsWithDraft(estimate, { ...lineValuesOf(line), unitPrice: '1999' }, line.lineId)).toMatchObject({ labourTotal: 1999, grandTotal: 2359 });
  });
});
