import { workAdvanceOf, type TCurrency, type TEstimateAnswerBody, type TPaymentOrder } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { OrderPaid, PaymentsService, PaymentTaken } from '../payments';
import type { LockCard } from './card-lock';
import { answersOf, type EstimateAnswers, type EstimateAnswersDeps } from './estimate-answers.service';
import type { AdvanceOrderRow, EstimateVersionsRepository } from './estimate-versions.repository';

type Deps = {
  db: Db;
  cards: EstimateAnswersDeps['cards'];
  versions: EstimateVersionsRepository;
  lockCard: LockCard;
  answering: EstimateAnswers['answering'];
  currencyOf: (brand: Brand, workshopId: string) => Promise<TCurrency>;
  payments: Pick<PaymentsService, 'orderForCard'>;
  brandById: (brandId: string) => Promise<Brand | null>;
};

/** The kept answer as a body for the version it answers. */
const bodyOf = (kept: AdvanceOrderRow, version: number): TEstimateAnswerBody => ({
  version,
  lines: Object.entries(kept.answers).map(([lineId, approval]) => ({ lineId, approval })),
});

/**
 * The advance on approved work (issue 27 part 2): where the workshop asks one, the customer approves
 * and pays in one step. The answer rides with the gateway's order and becomes the version's answer
 * in the transaction that marks the order paid, so there is never an approval without its advance
 * nor an advance without its approval. Money that arrives for an answer no longer possible (the
 * workshop changed the estimate, or took the answer at the desk meanwhile) is refunded at once
 * through the payments module's `paymentTaken` refusal.
 */
export function createEstimateAdvance(deps: Deps) {
  const { db, cards, versions, answering } = deps;

  /** The card the kept answer is of, and its latest version, both locked in `tx`: null when the answer can no longer be given. */
  async function stillAnswerable(kept: AdvanceOrderRow, bookingId: string, tx: Db) {
    try {
      const card = await deps.lockCard({ id: kept.jobCardId, brandId: kept.brandId, workshopId: kept.workshopId, bookingId }, tx);
      const latest = await versions.latest(card.id, tx);
      if (!latest || latest.id !== kept.versionId) return null;
      await answering.answerable(card, bodyOf(kept, latest.version), tx);
      return { card, latest };
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  return {
    /**
     * POST /transaction/booking/{id}/estimate/answer-and-pay: the gateway's order for the advance on
     * the lines this answer approves, the answer kept with it. Refused as the answer itself would be,
     * and when the answer asks nothing (no advance asked, or every line declined: send it as it is).
     */
    async orderFor(brand: Brand, owner: CustomerScope, bookingId: string, body: TEstimateAnswerBody, from: string): Promise<TPaymentOrder> {
      const card = await cards.ofBooking(owner.brandId, bookingId);
      if (!card || card.customerId !== owner.userId) throw new AppError('resource/not-found');
      // Checked again, under the locks, when the money arrives.
      const latest = await answering.answerable(card, body, db);
      const answers = answersOf(body);
      const currency = await deps.currencyOf(brand, card.workshopId);
      const amount = workAdvanceOf(latest.lines, answers, latest.advancePercent, currency);
      if (amount <= 0) throw new AppError('billing/nothing-due');
      const order = await deps.payments.orderForCard(owner, bookingId, 'workAdvance', { amount, currency });
      await versions.keepAdvanceAnswer({
        brandId: card.brandId,
        workshopId: card.workshopId,
        jobCardId: card.id,
        versionId: latest.id,
        gatewayOrderId: order.orderId,
        answers,
        answeredFrom: from,
      });
      return order;
    },

    /** The payments module's `paymentTaken`: an advance is wanted only while its answer can still be given. */
    async wanted(taken: PaymentTaken, tx: Db): Promise<boolean> {
      if (taken.purpose !== 'workAdvance') return true;
      const kept = await versions.advanceAnswerOf(taken.gatewayOrderId, tx);
      return kept !== null && (await stillAnswerable(kept, taken.bookingId, tx)) !== null;
    },

    /** The payments module's `orderPaid`: the advance paid, its answer recorded as the customer's, in the same transaction. */
    async paid(paid: OrderPaid, tx: Db): Promise<void> {
      if (paid.purpose !== 'workAdvance') return;
      const kept = await versions.advanceAnswerOf(paid.gatewayOrderId, tx);
      const found = kept ? await stillAnswerable(kept, paid.bookingId, tx) : null;
      const brand = await deps.brandById(paid.brandId);
      // `wanted` said yes under these same locks a moment ago.
      if (!kept || !found || !brand) throw new AppError('billing/estimate-outdated');
      await answering.recordAnswer(brand, found.card, found.latest, kept.answers, { via: 'app', staff: null, from: kept.answeredFrom, note: null }, tx);
    },
  };
}

export type EstimateAdvance = ReturnType<typeof createEstimateAdvance>;
