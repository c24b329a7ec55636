import { describe, expect, it } from 'vitest';
import { ERRORS } from '../shared/error-codes';
import { firstLineNotAsIssued, movementProblem, pendingOf } from './movement-problem';
import { STOCK_REFUSAL_ERRORS } from './stock-errors';

// Quantities in thousandths: 5,000 is five filters, 2,500 two and a half litres.
const line = (quantityMilli: number, issuedMilli: number) => ({ quantityMilli, issuedMilli });

describe('the quantity rules (workshop spec sections 4 and 5)', () => {
  it('quantity greater than zero', () => {
    for (const kind of ['issue', 'returnToStock', 'returnToVendor', 'transferOut', 'inward', 'transferIn', 'editJobLine'] as const) {
      expect(movementProblem({ onHandMilli: 9000, jobLine: line(9000, 1000) }, { kind, quantityMilli: 0 }), kind).toBe('quantityNotPositive');
      expect(movementProblem({ onHandMilli: 9000, jobLine: line(9000, 1000) }, { kind, quantityMilli: -1 }), kind).toBe('quantityNotPositive');
      expect(movementProblem({ onHandMilli: 9000, jobLine: line(9000, 1000) }, { kind, quantityMilli: 1.5 }), kind).toBe('quantityNotPositive');
    }
    expect(movementProblem({ onHandMilli: 9000 }, { kind: 'adjustment', quantityMilli: 0 })).toBe('quantityNotPositive');
    expect(movementProblem({ onHandMilli: 0 }, { kind: 'inward', quantityMilli: 1 })).toBeNull();
  });

  it('issue quantity at most the quantity on hand, and at most the pending quantity', () => {
    // The line wants 4, 1 is issued: 3 pending. 2 on the shelf.
    const state = { onHandMilli: 2000, jobLine: line(4000, 1000) };
    expect(pendingOf(state.jobLine)).toBe(3000);
    expect(movementProblem(state, { kind: 'issue', quantityMilli: 2000 })).toBeNull();
    expect(movementProblem(state, { kind: 'issue', quantityMilli: 2001 })).toBe('aboveOnHand');
    const plenty = { onHandMilli: 10_000, jobLine: line(4000, 1000) };
    expect(movementProblem(plenty, { kind: 'issue', quantityMilli: 3000 })).toBeNull();
    expect(movementProblem(plenty, { kind: 'issue', quantityMilli: 3001 })).toBe('abovePending');
    // A line fully issued has nothing pending.
    expect(movementProblem({ onHandMilli: 10_000, jobLine: line(4000, 4000) }, { kind: 'issue', quantityMilli: 1 })).toBe('abovePending');
  });

  it('transfer quantity at most the quantity on hand', () => {
    expect(movementProblem({ onHandMilli: 2500 }, { kind: 'transferOut', quantityMilli: 2500 })).toBeNull();
    expect(movementProblem({ onHandMilli: 2500 }, { kind: 'transferOut', quantityMilli: 2501 })).toBe('aboveOnHand');
  });

  it('return quantity at most the issued quantity', () => {
    const state = { onHandMilli: 0, jobLine: line(4000, 3000) };
    expect(movementProblem(state, { kind: 'returnToStock', quantityMilli: 3000 })).toBeNull();
    expect(movementProblem(state, { kind: 'returnToStock', quantityMilli: 3001 })).toBe('aboveIssued');
  });

  it('a return to the vendor: at most on hand, and at most what the inward brought less what went back already', () => {
    const state = { onHandMilli: 8000, inwardLine: { receivedMilli: 5000, returnedMilli: 2000 } };
    expect(movementProblem(state, { kind: 'returnToVendor', quantityMilli: 3000 })).toBeNull();
    expect(movementProblem(state, { kind: 'returnToVendor', quantityMilli: 3001 })).toBe('aboveReceived');
    expect(movementProblem({ ...state, onHandMilli: 1000 }, { kind: 'returnToVendor', quantityMilli: 2000 })).toBe('aboveOnHand');
  });

  it('quantity not less than the previously issued quantity', () => {
    const state = { onHandMilli: 0, jobLine: line(4000, 3000) };
    expect(movementProblem(state, { kind: 'editJobLine', quantityMilli: 3000 })).toBeNull();
    expect(movementProblem(state, { kind: 'editJobLine', quantityMilli: 2999 })).toBe('belowIssued');
  });

  it('an issued part can be removed only after it is returned to stock', () => {
    expect(movementProblem({ onHandMilli: 0, jobLine: line(2000, 1) }, { kind: 'removeFromJobCard' })).toBe('notReturned');
    expect(movementProblem({ onHandMilli: 0, jobLine: line(2000, 0) }, { kind: 'removeFromJobCard' })).toBeNull();
  });

  it('a count may find fewer only down to nothing', () => {
    expect(movementProblem({ onHandMilli: 1000 }, { kind: 'adjustment', quantityMilli: -1000 })).toBeNull();
    expect(movementProblem({ onHandMilli: 1000 }, { kind: 'adjustment', quantityMilli: -1001 })).toBe('aboveOnHand');
    expect(movementProblem({ onHandMilli: 0 }, { kind: 'adjustment', quantityMilli: 500 })).toBeNull();
  });

  it('asks for the job card line where the rule needs it', () => {
    expect(() => movementProblem({ onHandMilli: 5000 }, { kind: 'issue', quantityMilli: 1000 })).toThrow(RangeError);
  });

  it('an issued part must be invoiced: each part line as issued, net of returns', () => {
    expect(firstLineNotAsIssued([line(2000, 2000), line(1500, 1500)])).toBeNull();
    expect(firstLineNotAsIssued([line(2000, 2000), line(1500, 1000)])).toBe(1);
    expect(firstLineNotAsIssued([])).toBeNull();
  });

  it("answers each refusal with the spec's words where it has them", () => {
    const english = (problem: keyof typeof STOCK_REFUSAL_ERRORS) => ERRORS[STOCK_REFUSAL_ERRORS[problem]].message;
    expect(english('noteExists')).toBe('Credit note or debit note already generated');
    expect(english('billOrChallanRequired')).toBe('Bill no or delivery challan is mandatory to complete an inward');
    expect(english('alreadyProcessed')).toBe('An inwarded, rejected or cancelled part cannot be processed again');
    expect(english('notReturned')).toBe('An issued part can be removed only after it is returned to stock');
    expect(english('belowIssued')).toBe('Quantity should not be less than the quantity already issued');
    expect(english('aboveIssued')).toBe('Return quantity should not be more than the issued quantity');
    expect(english('aboveInward')).toBe('The debit amount should not be more than the inward amount');
    expect(english('nothingToDebit')).toBe('A debit note needs an amount or at least one selected line');
    expect(ERRORS['stock/duplicate-bill'].message).toBe('Vendor invoice or delivery challan number must be unique');
    // Refusals of the stock's state are conflicts (409); a request that could never pass is a 400.
    expect(ERRORS[STOCK_REFUSAL_ERRORS.aboveOnHand].status).toBe(409);
    expect(ERRORS[STOCK_REFUSAL_ERRORS.quantityNotPositive].status).toBe(400);
  });
});
