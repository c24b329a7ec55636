import { describe, expect, it } from 'vitest';
import { amountToPay, billLines } from './bill-lines';

describe('bill lines of the cart', () => {
  it('without an offer or advance: the item total and what is paid, the same', () => {
    expect(billLines({ currency: 'INR', totalEstimated: 2499, discount: 0, advancePayment: 0 })).toEqual([
      { kind: 'itemTotal', amount: 2499 },
      { kind: 'toPay', amount: 2499 },
    ]);
  });

  it('an offer takes its discount off what is paid, to the paisa (no float drift)', () => {
    // 0.1 + 0.2 style: 4199.7 - 629.96 is 3569.7400000000002 in floats.
    expect(billLines({ currency: 'INR', totalEstimated: 4199.7, discount: 629.96, advancePayment: 0 })).toEqual([
      { kind: 'itemTotal', amount: 4199.7 },
      { kind: 'discount', amount: 629.96 },
      { kind: 'toPay', amount: 3569.74 },
    ]);
  });

  it('an advance shows what is paid at booking and the balance after it (spec section 9: due = total - discount - advance)', () => {
    expect(billLines({ currency: 'INR', totalEstimated: 3000, discount: 500, advancePayment: 250.5 })).toEqual([
      { kind: 'itemTotal', amount: 3000 },
      { kind: 'discount', amount: 500 },
      { kind: 'toPay', amount: 2500 },
      { kind: 'advance', amount: 250.5 },
      { kind: 'balance', amount: 2249.5 },
    ]);
  });

  it('counts the Bahraini dinar in fils', () => {
    expect(amountToPay({ currency: 'BHD', totalEstimated: 12.345, discount: 1.234, advancePayment: 0 })).toBe(11.111);
  });

  it('an empty cart pays nothing', () => {
    expect(amountToPay({ currency: 'SAR', totalEstimated: 0, discount: 0, advancePayment: 0 })).toBe(0);
  });
});
