import {
  estimateLineValues,
  estimateOf,
  isLineRefusal,
  ZEstimateLineBody,
  type TCurrency,
  type TCustomerEstimate,
  type TEstimateLineBody,
  type TInvoiceSupply,
  type TLineApproval,
  type TStoredEstimateLine,
} from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { answerBody, choicesOf, estimateBill, linesLeft, type TLineChoices } from './estimate-bill';

const DAY = '2026-03-10';
const ids = ['0190a0b0-0000-7000-8000-000000000001', '0190a0b0-0000-7000-8000-000000000002', '0190a0b0-0000-7000-8000-000000000003'];

const SERVICE: TEstimateLineBody = { kind: 'labour', name: 'Basic Service', quantity: 1, unitPrice: 2033.05, taxPercentage: 18 };
const PADS: TEstimateLineBody = { kind: 'part', name: 'Brake pad set', partNo: 'BP-2291', quantity: 2, unitPrice: 1250, taxPercentage: 18 };
const OIL: TEstimateLineBody = { kind: 'part', name: 'Engine oil 5W-30', quantity: 3.5, unitPrice: 512.37, discount: 40.5, taxPercentage: 18 };

function storedLines(bodies: TEstimateLineBody[], currency: TCurrency, approvals: TLineApproval[] = []): TStoredEstimateLine[] {
  return bodies.map((body, index) => {
    const values = estimateLineValues(ZEstimateLineBody.parse(body), currency);
    if (isLineRefusal(values)) throw new Error(`a refused line: ${values.rule}`);
    return { ...values, lineId: ids[index]!, position: index + 1, approval: approvals[index] ?? 'pending', source: 'manual', serviceId: null };
  });
}

/** The estimate as the customer's GET answers it: the workshop's own lines and totals (estimateOf), as sent. */
function sentEstimate(bodies: TEstimateLineBody[], supply: TInvoiceSupply, currency: TCurrency): TCustomerEstimate {
  const computed = estimateOf(storedLines(bodies, currency), supply, currency);
  return {
    jobCardNo: 'JC-0007',
    workshopName: 'Sri Balaji Motors',
    vehicleNumber: 'KA01AB1234',
    version: 1,
    sentAt: `${DAY}T09:00:00.000Z`,
    currency,
    lines: computed.lines.map(({ lineId, kind, name, quantity, unitPrice, discount, tax, taxPercentage, total, approval }) => ({
      lineId,
      kind,
      name,
      quantity,
      unitPrice,
      discount,
      tax,
      taxPercentage,
      total,
      approval,
    })),
    totals: computed.totals,
    answeredAt: null,
    canAnswer: true,
    advancePercent: 0,
    bookingId: null,
  };
}

/** The workshop's totals for the same lines once answered so. */
const workshopTotals = (bodies: TEstimateLineBody[], supply: TInvoiceSupply, currency: TCurrency, approvals: TLineApproval[]) =>
  estimateOf(storedLines(bodies, currency, approvals), supply, currency).totals;

const INDIA: TInvoiceSupply = { market: 'IN', day: DAY, isIntraState: true };

describe('the estimate’s bill as the customer answers it', () => {
  const cases: [string, TInvoiceSupply, TCurrency, TEstimateLineBody[]][] = [
    ['India within the state (CGST and SGST, rounded to the rupee)', INDIA, 'INR', [SERVICE, PADS, OIL]],
    ['India between states (IGST)', { market: 'IN', day: DAY, isIntraState: false }, 'INR', [SERVICE, PADS, OIL]],
    [
      'Saudi Arabia (VAT, to the halala)',
      { market: 'SA', day: DAY },
      'SAR',
      [
        { ...SERVICE, taxPercentage: 15 },
        { ...PADS, taxPercentage: 15 },
      ],
    ],
    [
      'Bahrain (VAT, three decimals)',
      { market: 'BH', day: DAY },
      'BHD',
      [
        { ...SERVICE, unitPrice: 21.125, taxPercentage: 10 },
        { ...OIL, unitPrice: 4.275, discount: 0.333, taxPercentage: 10 },
      ],
    ],
  ];
  const answers: TLineApproval[][] = [[], ['approved', 'declined', 'approved'], ['declined', 'approved', 'pending'], ['declined', 'declined', 'declined']];

  for (const [market, supply, currency, bodies] of cases) {
    it(`adds up as the workshop does: ${market}`, () => {
      const sent = sentEstimate(bodies, supply, currency);
      for (const approvals of answers) {
        const choices: TLineChoices = Object.fromEntries(
          sent.lines.flatMap((line, index) => (approvals[index] && approvals[index] !== 'pending' ? [[line.lineId, approvals[index]]] : [])),
        );
        const bill = estimateBill(sent, choices);
        const expected = workshopTotals(bodies, supply, currency, approvals);
        expect(bill, approvals.join()).toMatchObject({
          partsTotal: expected.partsTotal,
          labourTotal: expected.labourTotal,
          discountTotal: expected.discountTotal,
          subtotalBeforeTax: expected.subtotalBeforeTax,
          taxTotal: expected.taxTotal,
          roundOff: expected.roundOff,
          grandTotal: expected.grandTotal,
          declinedTotal: expected.declinedTotal,
        });
        // The same tax by kind, wherever the workshop's has any.
        for (const tax of expected.taxes)
          expect(bill.taxes?.find((each) => each.kind === tax.kind)?.amount, `${tax.kind} ${approvals.join()}`).toBe(tax.amount);
      }
    });
  }

  it('counts a pending line in, and a declined one out as recommended work', () => {
    const sent = sentEstimate([SERVICE, PADS], INDIA, 'INR');
    const [service, pads] = sent.lines;
    expect(estimateBill(sent, {}).grandTotal).toBe(sent.totals.grandTotal);
    const declined = estimateBill(sent, { [pads!.lineId]: 'declined' });
    expect(declined).toMatchObject({ partsTotal: 0, labourTotal: 2033.05, declinedTotal: 2950, declinedCount: 1, grandTotal: 2399 });
    expect(declined.taxes).toEqual([
      { kind: 'CGST', amount: 182.97 },
      { kind: 'SGST', amount: 182.97 },
    ]);
    // A line's own answer counts until the customer chooses otherwise.
    const answered = { ...sent, lines: [{ ...service!, approval: 'declined' as const }, pads!] };
    expect(estimateBill(answered, {}).declinedCount).toBe(1);
    expect(estimateBill(answered, { [service!.lineId]: 'approved' }).declinedCount).toBe(0);
  });

  it('cannot split a tax it cannot read from the lines: one tax row then', () => {
    const sent = sentEstimate([SERVICE], INDIA, 'INR');
    const withCess = { ...sent, totals: { ...sent.totals, taxes: [...sent.totals.taxes, { kind: 'CESS' as const, amount: 10 }] } };
    expect(estimateBill(withCess, {}).taxes).toBeNull();
    expect(estimateBill(withCess, {}).taxTotal).toBe(sent.totals.taxTotal);
  });
});

describe('the answer', () => {
  const sent = sentEstimate([SERVICE, PADS, OIL], INDIA, 'INR');
  const [service, pads, oil] = sent.lines;

  it('starts from the lines’ own answers, pending ones not chosen', () => {
    const lines = [{ ...service!, approval: 'approved' as const }, { ...pads!, approval: 'declined' as const }, oil!];
    expect(choicesOf(lines)).toEqual({ [service!.lineId]: 'approved', [pads!.lineId]: 'declined' });
    expect(linesLeft(lines, choicesOf(lines))).toBe(1);
  });

  it('is sent only once every line has one, each line once, for the version shown', () => {
    const partly = { [service!.lineId]: 'approved', [pads!.lineId]: 'declined' } as const;
    expect(answerBody(sent, partly)).toBeNull();
    expect(answerBody(sent, { ...partly, [oil!.lineId]: 'approved' })).toEqual({
      version: 1,
      lines: [
        { lineId: service!.lineId, approval: 'approved' },
        { lineId: pads!.lineId, approval: 'declined' },
        { lineId: oil!.lineId, approval: 'approved' },
      ],
    });
  });
});
