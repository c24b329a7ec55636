import {
  blankChecklist,
  creditDueOn,
  creditProblem,
  deliveryProblems,
  marketToday,
  workStartProblem,
  type TCreditProblem,
  type TDeliveryProblem,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { HookListener } from '../../platform/hooks';
import type { CustomerCredit } from '../customers';
import type { JobCardMoving } from '../job-cards';
import type { BalanceOf } from './card-balance';
import type { CreditSalesRepository } from './credit-sales.repository';
import type { EstimateRepository } from './estimate.repository';

type DeliveryGateDeps = {
  lines: Pick<EstimateRepository, 'lines' | 'hasBegun'>;
  balanceOf: BalanceOf;
  creditSales: CreditSalesRepository;
  customerCredit: CustomerCredit;
};

const DELIVERY_REFUSALS = {
  odometerOut: ['jobCards/odometer-out-required', 'odometerOut'],
  deliveryChecklist: ['jobCards/delivery-checklist', 'checklists'],
  notInvoiced: ['billing/not-invoiced', 'status'],
  balanceDue: ['billing/balance-due', 'status'],
} as const satisfies Record<TDeliveryProblem, readonly [string, string]>;

const CREDIT_REFUSALS = {
  noCredit: 'billing/balance-due',
  aboveCreditLimit: 'billing/above-credit-limit',
  creditOverdue: 'billing/credit-overdue',
} as const satisfies Record<TCreditProblem, string>;

/**
 * The money's say in a job card's moves (issue 27 part 5), listening to the job-cards module's
 * `jobCardMoving` in the move's transaction, the card's row locked: work starts on approved work
 * only (a walk-in's estimate answered like a booking's), the card reaches Invoice only with its tax
 * invoice, and the vehicle leaves with the odometer read, the delivery checklist walked and the
 * balance paid or, within the customer's limit and days, put on their credit (used credit updated).
 */
export function createDeliveryGate({ lines, balanceOf, creditSales, customerCredit }: DeliveryGateDeps): HookListener<JobCardMoving> {
  async function startingWork(card: JobCardMoving['card'], tx: Db) {
    // A booking's card whose estimate nobody opened yet: its lines are the booking's, approved by booking them.
    if (card.bookingId && !(await lines.hasBegun(card.id, tx))) return;
    const problem = workStartProblem(await lines.lines(card.id, tx));
    if (problem === 'waitingForApproval') throw new AppError('billing/awaiting-approval', { field: 'status' });
    if (problem) throw new AppError('billing/no-approved-work', { field: 'status' });
  }

  async function onCredit(card: JobCardMoving['card'], balanceMinor: number, today: string, tx: Db) {
    const customer = { brandId: card.brandId, workshopId: card.workshopId, userId: card.customerId };
    const terms = await customerCredit.locked(card, card.customerId, tx);
    const credit = {
      limitMinor: terms?.limitMinor ?? null,
      usedMinor: terms?.usedMinor ?? 0,
      days: terms?.days ?? null,
      oldestOpenDueOn: await creditSales.oldestOpenDueOn(customer, tx),
    };
    const problem = creditProblem(credit, balanceMinor, today);
    if (problem) throw new AppError(CREDIT_REFUSALS[problem], { field: 'status' });
    await creditSales.insert(
      { ...customer, jobCardId: card.id, amountMinor: balanceMinor, outstandingMinor: balanceMinor, saleDay: today, dueOn: creditDueOn(today, credit.days) },
      tx,
    );
    await customerCredit.use(card, card.customerId, balanceMinor, tx);
  }

  return async function beforeMove({ brand, card, to }, tx) {
    if (to === 'workInProgress' && (card.status === 'inWorkshop' || card.status === 'estimate')) return startingWork(card, tx);
    if (to !== 'invoice' && to !== 'delivered') return;
    const { invoice, balanceMinor } = await balanceOf(card, tx);
    if (to === 'invoice') {
      if (!invoice) throw new AppError('billing/not-invoiced', { field: 'status' });
      return;
    }
    const problems = deliveryProblems({
      odometerOut: card.odometerOut,
      deliveryChecklist: card.checklists.delivery ?? blankChecklist('delivery'),
      hasTaxInvoice: invoice !== null,
      balanceMinor,
    });
    const first = problems[0];
    if (first && first !== 'balanceDue') throw new AppError(DELIVERY_REFUSALS[first][0], { field: DELIVERY_REFUSALS[first][1] });
    if (first === 'balanceDue') await onCredit(card, balanceMinor, marketToday(brand.settings.countryCode), tx);
  };
}
