import { describe, expect, it } from 'vitest';
import { dashboardFigures } from './dashboard-figures';

const slot = (date: string) => ({ slot: { date, startTime: '10:00', endTime: '11:00' } });

describe('the dashboard’s figures', () => {
  const board = { countsByStatus: { confirmed: 2, estimate: 3, workInProgress: 4, readyForDelivery: 1, delivered: 7, cancelled: 2 } };

  it('count bookings waiting, today’s arrivals (cards opened today and waiting bookings for today), deliveries and approvals', () => {
    const figures = dashboardFigures({
      board,
      openedToday: { total: 5 },
      inbox: [slot('2026-11-28'), slot('2026-11-29'), slot('2026-11-28')],
      today: '2026-11-28',
    });
    expect(figures.bookingsWaiting).toBe(3);
    expect(figures.todaysArrivals).toEqual({ count: 7, link: { from: '2026-11-28', to: '2026-11-28' } });
    expect(figures.readyForDelivery).toEqual({ count: 1, link: { status: 'readyForDelivery' } });
    expect(figures.pendingApprovals).toEqual({ count: 3, link: { status: 'estimate' } });
  });

  it('list the open statuses that have cards in the state machine’s order, each linking to its board', () => {
    const figures = dashboardFigures({ board, openedToday: { total: 0 }, inbox: null, today: '2026-11-28' });
    expect(figures.openByStatus).toEqual([
      { status: 'confirmed', count: 2, link: { status: 'confirmed' } },
      { status: 'estimate', count: 3, link: { status: 'estimate' } },
      { status: 'workInProgress', count: 4, link: { status: 'workInProgress' } },
      { status: 'readyForDelivery', count: 1, link: { status: 'readyForDelivery' } },
    ]);
  });

  it('leave bookings out for a role that may not read them, and count nothing on an empty board', () => {
    const figures = dashboardFigures({ board: { countsByStatus: {} }, openedToday: { total: 0 }, inbox: null, today: '2026-11-28' });
    expect(figures.bookingsWaiting).toBeNull();
    expect([figures.todaysArrivals.count, figures.readyForDelivery.count, figures.pendingApprovals.count, figures.openByStatus]).toEqual([0, 0, 0, []]);
  });
});
