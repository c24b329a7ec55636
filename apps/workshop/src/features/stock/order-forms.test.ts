import type { TPurchaseOrder } from '@servicebay/domain';
import { checkWithRules } from '@servicebay/ui';
import { describe, expect, it } from 'vitest';
import { cardLineOrder, inwardOf, inwardRules, newOrder, orderRules, quantityToOrder, stillToOrder } from './order-forms';

const part = (n: number) => `7a1b8a52-4a1e-4b6b-9c55-2a7c1e0d9f1${n}`;
const order: TPurchaseOrder = {
  orderId: '3f1b8a52-4a1e-4b6b-9c55-2a7c1e0d9f10',
  number: 'PO-1',
  vendorId: '5f1b8a52-4a1e-4b6b-9c55-2a7c1e0d9f10',
  vendorName: 'Brakes Direct',
  expectedOn: null,
  remarks: null,
  createdAt: '2026-11-29T00:00:00.000Z',
  lines: [1, 2].map((n) => ({
    orderLineId: `9c1b8a52-4a1e-4b6b-9c55-2a7c1e0d9f1${n}`,
    partId: part(n),
    partNumber: `P-${n}`,
    name: `Part ${n}`,
    quantity: 4,
    received: 1,
    unitPrice: null,
    jobCardLineId: null,
    status: 'pending' as const,
  })),
};

describe('a purchase order as typed', () => {
  it('asks for the vendor and each part, refuses a part twice and a quantity of 0, at their fields', () => {
    const checked = checkWithRules(
      orderRules,
      newOrder([
        { partId: part(1), quantity: '0' },
        { partId: part(1), quantity: '2' },
        { partId: '', quantity: '1' },
      ]),
    );
    expect(!checked.ok && Object.keys(checked.issues).sort()).toEqual(['lines.0.quantity', 'lines.1.partId', 'lines.2.partId', 'vendorId']);
  });
});

describe('an inward against an order', () => {
  it('offers what is still to come of each pending line, and sends only the lines received now, refusals at their own line', () => {
    const values = inwardOf(order, '18');
    expect(values.lines.map((line) => line.quantity)).toEqual(['3', '3']);
    const rules = inwardRules(order, '2026-11-29');
    const partial = {
      ...values,
      billNumber: 'INV-1',
      amount: '590',
      lines: [
        { ...values.lines[0]!, quantity: '0' },
        { ...values.lines[1]!, quantity: '1', unitPrice: '' },
      ],
    };
    const refused = checkWithRules(rules, partial);
    expect(!refused.ok && Object.keys(refused.issues)).toEqual(['lines.1.unitPrice']);
    const sent = checkWithRules(rules, { ...partial, lines: [partial.lines[0]!, { ...partial.lines[1]!, unitPrice: '500' }] });
    expect(sent.ok && sent.output.lines).toEqual([expect.objectContaining({ orderLineId: order.lines[1]!.orderLineId, quantity: 1, unitPrice: 500 })]);
  });
});

describe('the low-stock list’s order', () => {
  it('orders up to the reorder level, at least one, whole units', () => {
    const stock = (onHand: number, reorderLevel: number) => ({
      stock: { workshopId: 'w', onHand, averageCost: 0, value: 0, reorderLevel, bin: null, isLow: true },
    });
    expect(quantityToOrder(stock(0, 2))).toBe(2);
    expect(quantityToOrder(stock(2, 2))).toBe(1);
    expect(quantityToOrder(stock(0.5, 3))).toBe(3);
  });
});

describe('an order from a job card’s Parts panel', () => {
  const cardLine = { lineId: '1c1b8a52-4a1e-4b6b-9c55-2a7c1e0d9f10', partId: part(1), quantity: 4, ordered: 1, issued: 1 };

  it('orders what the line still needs, exactly in thousandths, and nothing for a line with all it needs or without a part from the master', () => {
    expect(stillToOrder(cardLine)).toBe(2);
    expect(stillToOrder({ quantity: 0.3, ordered: 0.1, issued: 0.1 })).toBe(0.1);
    expect(stillToOrder({ quantity: 2, ordered: 3, issued: 0 })).toBe(0);
    expect(cardLineOrder({ ...cardLine, ordered: 3 })).toBeNull();
    expect(cardLineOrder({ ...cardLine, partId: null })).toBeNull();
  });

  it('sends the card line with its part, and not once the line is changed to another part', () => {
    const line = cardLineOrder(cardLine)!;
    const vendorId = order.vendorId;
    const sent = checkWithRules(orderRules, { vendorId, lines: [line, { partId: part(2), quantity: '1' }] });
    expect(sent.ok && sent.output.lines.map((each) => [each.quantity, each.jobCardLineId])).toEqual([
      [2, cardLine.lineId],
      [1, null],
    ]);
    const changed = checkWithRules(orderRules, { vendorId, lines: [{ ...line, partId: part(3) }] });
    expect(changed.ok && changed.output.lines[0]!.jobCardLineId).toBeNull();
  });
});
