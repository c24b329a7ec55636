import type { TChecklist } from '../job-cards/job-card';
import { invoiceApprovalProblem } from './invoice';
import type { TLineApproval } from './estimate-line';

/**
 * What must be true before a vehicle leaves (issue 27 part 5): the odometer read on the way out, the
 * delivery checklist walked (every item answered, 'not OK' with its note counts as walked), the tax
 * invoice issued, and the balance paid or put on the customer's credit. Checked in this order, the
 * order the desk works in, so the refusal names the first thing left to do.
 */
export type TDeliveryFacts = {
  odometerOut: number | null;
  deliveryChecklist: TChecklist;
  hasTaxInvoice: boolean;
  balanceMinor: number;
};

export type TDeliveryProblem = 'odometerOut' | 'deliveryChecklist' | 'notInvoiced' | 'balanceDue';

export const isChecklistWalked = (checklist: TChecklist) => checklist.length > 0 && checklist.every((item) => item.isOk !== null);

/** Every thing still missing before delivery, in the desk's order; empty when the vehicle may go (or its balance may go on credit). */
export function deliveryProblems(facts: TDeliveryFacts): TDeliveryProblem[] {
  const problems: TDeliveryProblem[] = [];
  if (facts.odometerOut === null) problems.push('odometerOut');
  if (!isChecklistWalked(facts.deliveryChecklist)) problems.push('deliveryChecklist');
  if (!facts.hasTaxInvoice) problems.push('notInvoiced');
  else if (facts.balanceMinor > 0) problems.push('balanceDue');
  return problems;
}

/**
 * A customer's credit at the workshop (workshop spec section 3: credit limit, credit duration days,
 * used credit). No limit set means the workshop gives this customer no credit.
 */
export type TCustomerCredit = { limitMinor: number | null; usedMinor: number; days: number | null; oldestOpenDueOn: string | null };

export type TCreditProblem = 'noCredit' | 'aboveCreditLimit' | 'creditOverdue';

/**
 * Whether a balance may leave with the vehicle on the customer's credit: a limit set, the used credit
 * plus this balance within it, and no earlier credit sale past its due day still open (the credit
 * days respected: a customer who has not settled on time gets no more until they do).
 */
export function creditProblem(credit: TCustomerCredit, balanceMinor: number, today: string): TCreditProblem | null {
  if (credit.limitMinor === null || credit.limitMinor === 0) return 'noCredit';
  if (credit.oldestOpenDueOn !== null && credit.oldestOpenDueOn < today) return 'creditOverdue';
  return credit.usedMinor + balanceMinor > credit.limitMinor ? 'aboveCreditLimit' : null;
}

/** The day a credit sale is due: the sale's day plus the customer's credit days (0 days: due the same day). */
export function creditDueOn(saleDay: string, days: number | null): string {
  const due = new Date(`${saleDay}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + (days ?? 0));
  return due.toISOString().slice(0, 10);
}

/**
 * Work starts on approved work only: a booking's services were chosen and priced by the customer
 * when they booked (their lines arrive approved); a walk-in's estimate, or any line added since,
 * waits for the customer's answer like a booking's revised estimate does.
 */
export const workStartProblem = (lines: readonly { approval: TLineApproval }[]) => invoiceApprovalProblem(lines);
