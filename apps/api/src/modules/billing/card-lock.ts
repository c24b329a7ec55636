import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { JobCardRow } from '../job-cards';
import type { EstimateAnswersDeps } from './estimate-answers.service';

/** A card as read before its transaction: enough to lock its booking, then it. */
export type CardRef = Pick<JobCardRow, 'id' | 'brandId' | 'workshopId' | 'bookingId'>;
export type LockCard = (ref: CardRef, tx: Db) => Promise<JobCardRow>;

/**
 * The card locked in `tx`, its booking's row first: the order every move of a card takes (the
 * bookings module follows the card in the same transaction), so money, answers and moves queue
 * behind each other and never deadlock. A card gone meanwhile is not found.
 */
export function createCardLock({
  lockBooking,
  cards,
}: {
  lockBooking: EstimateAnswersDeps['lockBooking'];
  cards: Pick<EstimateAnswersDeps['cards'], 'lockedById'>;
}): LockCard {
  return async (ref, tx) => {
    if (ref.bookingId) await lockBooking(ref.brandId, ref.workshopId, ref.bookingId, tx);
    const card = await cards.lockedById({ brandId: ref.brandId, workshopId: ref.workshopId }, ref.id, tx);
    if (!card) throw new AppError('resource/not-found');
    return card;
  };
}
