import type { TJobCardPart } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { cardPartsTotals } from './card-parts-totals';

const line = (more: Partial<TJobCardPart>): TJobCardPart => ({
  lineId: 'l',
  name: 'Engine oil',
  partNo: null,
  quantity: 1,
  ordered: 0,
  inwarded: 0,
  issued: 0,
  returned: 0,
  usedValue: 0,
  currency: 'INR',
  partId: null,
  status: null,
  ...more,
});

describe('purchased versus used on a job card', () => {
  it('adds what came for the card and what is used on it, net of returns, in thousandths and minor units', () => {
    const totals = cardPartsTotals([
      line({ inwarded: 2, issued: 1, returned: 1, usedValue: 500.1 }),
      line({ inwarded: 0.1, issued: 0.2, usedValue: 0.2 }),
      line({ inwarded: 0.2 }),
    ]);
    expect(totals).toEqual({ purchased: 2.3, used: 1.2, usedValue: { amount: 500.3, currency: 'INR' } });
  });

  it('has nothing, and no value, without lines', () => {
    expect(cardPartsTotals([])).toEqual({ purchased: 0, used: 0, usedValue: null });
  });
});
