import { isJobCardOpen, JOB_CARD_STATUSES, type TInboxBooking, type TJobBoard, type TJobCardStatus } from '@servicebay/domain';
import type { JobBoardLink } from '../../shared/paths';

export type Figure = { count: number; link: JobBoardLink };

export type DashboardFigures = {
  /** Null for a role that may not read bookings. */
  bookingsWaiting: number | null;
  todaysArrivals: Figure;
  readyForDelivery: Figure;
  pendingApprovals: Figure;
  /** The open statuses that have cards, in the state machine's order. */
  openByStatus: { status: TJobCardStatus; count: number; link: JobBoardLink }[];
};

type Sources = {
  /** The whole board's counts by status (its first page, any filter but none). */
  board: Pick<TJobBoard, 'countsByStatus'>;
  /** How many cards were opened today (the board filtered to today). */
  openedToday: Pick<TJobBoard, 'total'>;
  /** The inbox, when the role reads it. */
  inbox: readonly Pick<TInboxBooking, 'slot'>[] | null;
  today: string;
};

/**
 * The dashboard's figures, from the board and the inbox: bookings waiting; today's arrivals (cards
 * opened today, and bookings still waiting whose slot is today: once accepted, a card counts as
 * opened today); the cards ready for delivery and those waiting on the customer's approval (an
 * estimate); the open cards by status. Each links to the board filtered to what it counts.
 */
export function dashboardFigures({ board, openedToday, inbox, today }: Sources): DashboardFigures {
  const count = (status: TJobCardStatus) => board.countsByStatus[status] ?? 0;
  const slotsToday = inbox?.filter((booking) => booking.slot.date === today).length ?? 0;
  return {
    bookingsWaiting: inbox ? inbox.length : null,
    todaysArrivals: { count: openedToday.total + slotsToday, link: { from: today, to: today } },
    readyForDelivery: { count: count('readyForDelivery'), link: { status: 'readyForDelivery' } },
    pendingApprovals: { count: count('estimate'), link: { status: 'estimate' } },
    openByStatus: JOB_CARD_STATUSES.filter((status) => isJobCardOpen(status) && count(status) > 0).map((status) => ({
      status,
      count: count(status),
      link: { status },
    })),
  };
}
