import { sparesMoveOf } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { Brand } from '../../platform/tenancy';
import type { WorkshopBookings } from '../bookings';
import type { JobCardsRepository } from './job-cards.repository';
import type { JobCardsService } from './job-cards.service';

type WorkshopScope = { brandId: string; workshopId: string };

export type SparesWaiting = ReturnType<typeof createSparesWaiting>;

/**
 * The store's say in a card's status (issue 28 part 3): a purchase order for a card's part lines
 * holds the card at 'Spares Pending' until the parts come, on the card and on the customer's
 * timeline, and the inward that brings the last of them sends it back to work (`sparesMoveOf`).
 * The store's documents call both in their own transaction, so a card never shows waiting for
 * parts that have come, nor the other way round.
 */
export function createSparesWaiting(deps: {
  repository: JobCardsRepository;
  bookings: Pick<WorkshopBookings, 'lockedForWorkshop'>;
  moveInTransaction: JobCardsService['moveInTransaction'];
}) {
  return {
    /**
     * The card locked, its booking's row first, as the desk's moves lock them: the store calls this
     * before its document takes its number series' lock, so both orders agree. False for a card not
     * of the workshop.
     */
    async hold(scope: WorkshopScope, jobCardId: string, tx: Db): Promise<boolean> {
      const bookingId = (await deps.repository.byId(scope, jobCardId, tx))?.bookingId;
      if (bookingId) await deps.bookings.lockedForWorkshop(scope.brandId, scope.workshopId, bookingId, tx);
      return (await deps.repository.lockedById(scope, jobCardId, tx)) !== null;
    },

    /** After the document's change, a held card waits or goes back to work; a move no person made (no staff on its step). */
    async follow(brand: Brand, scope: WorkshopScope, jobCardId: string, isWaitingForParts: boolean, tx: Db): Promise<void> {
      const card = await deps.repository.lockedById(scope, jobCardId, tx);
      const to = card && sparesMoveOf(card.status, isWaitingForParts);
      if (card && to) await deps.moveInTransaction(brand, null, card, to, null, tx);
    },
  };
}
