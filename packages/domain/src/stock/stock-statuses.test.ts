import { describe, expect, it } from 'vitest';
import {
  INWARD_STATUSES,
  inwardMoveProblem,
  jobLinePartStatus,
  ORDER_LINE_STATUSES,
  orderLineMoveProblem,
  TRANSFER_STATUSES,
  transferMoveProblem,
  type TStockMoveProblem,
} from './stock-statuses';
import { orderLineStatusAfterReceipt, receiptProblem } from './purchase-order';

/** Every (from, to) pair against the moves meant, written out: a move added or dropped by mistake fails here. */
function expectMachine<S extends string>(statuses: readonly S[], problem: (from: S, to: S) => TStockMoveProblem | null, allowed: string[], over: S[]) {
  for (const from of statuses)
    for (const to of statuses) {
      const expected = over.includes(from) ? 'alreadyProcessed' : allowed.includes(`${from} -> ${to}`) ? null : 'notAllowed';
      expect(problem(from, to), `${from} -> ${to}`).toBe(expected);
    }
}

describe('the stock state machines (workshop spec section 4)', () => {
  it('an order line: pending until completed, rejected or cancelled; those are never processed again', () => {
    expectMachine(
      ORDER_LINE_STATUSES,
      orderLineMoveProblem,
      ['pending -> completed', 'pending -> rejected', 'pending -> cancelled'],
      ['completed', 'rejected', 'cancelled'],
    );
  });

  it('an inward: pending until completed or cancelled', () => {
    expectMachine(INWARD_STATUSES, inwardMoveProblem, ['pending -> completed', 'pending -> cancelled'], ['completed', 'cancelled']);
  });

  it('a transfer: IN TRANSIT until received (or cancelled back to the sender)', () => {
    expectMachine(TRANSFER_STATUSES, transferMoveProblem, ['inTransit -> received', 'inTransit -> cancelled'], ['received', 'cancelled']);
  });

  it('partial inwards against an order add up to it, no more; a closed line takes none', () => {
    const line = { status: 'pending' as const, orderedMilli: 10_000, receivedMilli: 6000 };
    expect(receiptProblem(line, 4000)).toBeNull();
    expect(receiptProblem(line, 4001)).toBe('aboveOrdered');
    expect(receiptProblem(line, 0)).toBe('quantityNotPositive');
    for (const status of ['completed', 'rejected', 'cancelled'] as const) expect(receiptProblem({ ...line, status }, 1000)).toBe('alreadyProcessed');
    expect(orderLineStatusAfterReceipt(line, 3000)).toBe('pending');
    expect(orderLineStatusAfterReceipt(line, 4000)).toBe('completed');
  });

  it("shows the job card line's parts: Spares Pending, Part Inwarded, Part Issued", () => {
    const base = { quantityMilli: 2000, issuedMilli: 0, orderedMilli: 0, inwardedMilli: 0 };
    expect(jobLinePartStatus(base)).toBeNull();
    expect(jobLinePartStatus({ ...base, orderedMilli: 2000, inwardedMilli: 1000 })).toBe('sparesPending');
    expect(jobLinePartStatus({ ...base, orderedMilli: 2000, inwardedMilli: 2000 })).toBe('partInwarded');
    expect(jobLinePartStatus({ ...base, orderedMilli: 2000, inwardedMilli: 2000, issuedMilli: 2000 })).toBe('partIssued');
    expect(jobLinePartStatus({ ...base, issuedMilli: 1000 })).toBe('partIssued');
  });
});
