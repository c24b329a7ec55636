import { isUnpaidHoldOver, slotReleasedNotice, slotReleasedRemarks } from '@servicebay/domain';
import { and, asc, eq, gt, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { jobHandler, jobKind } from '../../platform/jobs/jobs';
import type { Brand } from '../../platform/tenancy';
import type { PaymentsService } from '../payments';
import type { BookingLife } from './booking-life';
import { bookings } from './bookings.tables';

/** The sweep that gives unpaid bookings' slots back; the queue runs it every minute. */
export const RELEASE_UNPAID_HOLDS = jobKind('bookings-unpaid-holds', z.object({}));
const SWEEP_EVERY_MS = 60_000;
const PAGE = 200;

type Deps = {
  db: Db;
  now: () => Date;
  brands: () => Promise<Brand[]>;
  life: BookingLife;
  payments: Pick<PaymentsService, 'paidBookings'>;
};

/**
 * The unpaid hold (issue 26): a booking that asks an advance and is still booked and unpaid when
 * its brand's hold ends (`unpaidHoldMinutes` after it was made) is cancelled by the system through
 * the booking's state machine, which gives its slot's place back and notifies the customer. Each
 * booking is checked again with its row locked, so a payment that lands first keeps it; a payment
 * that lands after finds it cancelled and is refunded (payments' `paymentTaken` hook).
 */
export function createUnpaidHold({ db, now, brands, life, payments }: Deps) {
  async function releaseOne(brand: Brand, bookingId: string, at: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const booking = await life.locked(brand.id, bookingId, tx);
      if (!booking || booking.state !== 'booked' || !isUnpaidHoldOver(booking, brand.unpaidHoldMinutes, at)) return false;
      if ((await payments.paidBookings([bookingId], tx)).size > 0) return false;
      const minutes = brand.unpaidHoldMinutes;
      await life.move(brand, booking, 'cancelled', 'system', slotReleasedRemarks(minutes), tx, slotReleasedNotice(booking.bookingCode, minutes));
      await life.told(tx, booking);
      return true;
    });
  }

  /** Booked bookings of the brand that ask an advance and were made by `madeBy`, a page at a time, oldest first. */
  const duePage = (brand: Brand, madeBy: Date, after: { createdAt: Date; id: string } | null) =>
    db
      .select({ id: bookings.id, createdAt: bookings.createdAt })
      .from(bookings)
      .where(
        and(
          eq(bookings.brandId, brand.id),
          eq(bookings.state, 'booked'),
          gt(bookings.advanceMinor, 0),
          lte(bookings.createdAt, madeBy),
          after ? or(gt(bookings.createdAt, after.createdAt), and(eq(bookings.createdAt, after.createdAt), gt(bookings.id, after.id))) : undefined,
        ),
      )
      .orderBy(asc(bookings.createdAt), asc(bookings.id))
      .limit(PAGE);

  /**
   * Releases every hold that is over at `at` (the clock's now when the queue runs it); how many
   * slots were given back. Tests pass the instant they mean, rather than wait or move every clock.
   */
  async function release(at: Date = now()): Promise<number> {
    let released = 0;
    for (const brand of await brands()) {
      const madeBy = new Date(at.getTime() - brand.unpaidHoldMinutes * 60_000);
      for (let after: { createdAt: Date; id: string } | null = null; ;) {
        const page = await duePage(brand, madeBy, after);
        const paid = await payments.paidBookings(page.map((row) => row.id));
        for (const row of page) if (!paid.has(row.id) && (await releaseOne(brand, row.id, at))) released++;
        if (page.length < PAGE) break;
        after = page.at(-1)!;
      }
    }
    return released;
  }

  return { release, job: jobHandler(RELEASE_UNPAID_HOLDS, async () => void (await release()), { everyMs: SWEEP_EVERY_MS }) };
}

export type UnpaidHold = ReturnType<typeof createUnpaidHold>;
