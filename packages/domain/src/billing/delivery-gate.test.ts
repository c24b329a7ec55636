import { describe, expect, it } from 'vitest';
import { blankChecklist } from '../job-cards/job-card';
import { creditDueOn, creditProblem, deliveryProblems, isChecklistWalked, workStartProblem } from './delivery-gate';

const walked = blankChecklist('delivery').map((item, index) => ({ ...item, isOk: index !== 1, note: index === 1 ? 'Customer did not want them' : null }));
const READY = { odometerOut: 42_310, deliveryChecklist: walked, hasTaxInvoice: true, balanceMinor: 0 };

describe('the delivery gate (issue 27 part 5)', () => {
  it('lets a vehicle go with the odometer read, the checklist walked, the invoice issued and nothing due', () => {
    expect(deliveryProblems(READY)).toEqual([]);
  });

  it('names everything still missing, in the order the desk works', () => {
    expect(deliveryProblems({ odometerOut: null, deliveryChecklist: blankChecklist('delivery'), hasTaxInvoice: false, balanceMinor: 0 })).toEqual([
      'odometerOut',
      'deliveryChecklist',
      'notInvoiced',
    ]);
    expect(deliveryProblems({ ...READY, balanceMinor: 1 })).toEqual(['balanceDue']);
  });

  it("counts a checklist walked when every item is answered, 'not OK' too; an empty one is not walked", () => {
    expect(isChecklistWalked(walked)).toBe(true);
    expect(isChecklistWalked(walked.map((item, index) => (index === 3 ? { ...item, isOk: null } : item)))).toBe(false);
    expect(isChecklistWalked([])).toBe(false);
  });
});

describe("the customer's credit (workshop spec section 3: credit limit, credit days, used credit)", () => {
  const credit = { limitMinor: 1_000_000, usedMinor: 600_000, days: 30, oldestOpenDueOn: null };

  it('takes a balance within the limit, to the last minor unit, and refuses one beyond it', () => {
    expect(creditProblem(credit, 400_000, '2026-11-28')).toBeNull();
    expect(creditProblem(credit, 400_001, '2026-11-28')).toBe('aboveCreditLimit');
  });

  it('gives no credit to a customer without a limit (or a limit of nothing)', () => {
    expect(creditProblem({ ...credit, limitMinor: null }, 1, '2026-11-28')).toBe('noCredit');
    expect(creditProblem({ ...credit, limitMinor: 0 }, 1, '2026-11-28')).toBe('noCredit');
  });

  it('gives no more while an earlier credit is past its due day, and does on the due day itself', () => {
    expect(creditProblem({ ...credit, oldestOpenDueOn: '2026-11-27' }, 1, '2026-11-28')).toBe('creditOverdue');
    expect(creditProblem({ ...credit, oldestOpenDueOn: '2026-11-28' }, 1, '2026-11-28')).toBeNull();
  });

  it('falls due the credit days after the sale, across a month and a year', () => {
    expect(creditDueOn('2026-11-28', 30)).toBe('2026-12-28');
    expect(creditDueOn('2026-12-15', 20)).toBe('2027-01-04');
    expect(creditDueOn('2026-11-28', null)).toBe('2026-11-28');
  });
});

describe('work starts on approved work', () => {
  it('waits while a line is unanswered, refuses when nothing is approved, starts on any approved line', () => {
    expect(workStartProblem([{ approval: 'approved' }, { approval: 'pending' }])).toBe('waitingForApproval');
    expect(workStartProblem([{ approval: 'declined' }])).toBe('nothingApproved');
    expect(workStartProblem([])).toBe('nothingApproved');
    expect(workStartProblem([{ approval: 'approved' }, { approval: 'declined' }])).toBeNull();
  });
});
