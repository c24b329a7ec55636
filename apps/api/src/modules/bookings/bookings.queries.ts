import { BOOKING_STATES, isBookingActive } from '@servicebay/domain';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from './bookings.tables';

const ACTIVE_STATES = BOOKING_STATES.filter(isBookingActive);

/**
 * The bookings' answer to the garage's question (its `vehiclesInUse` hook): which of these vehicles
 * a booking still ties up (`active`: not to be deleted), or names at all (`referenced`: an erasure
 * keeps them, as the bookings' record of work does).
 */
export const bookedVehicles =
  (db: Db) =>
  async ({ vehicleIds, use }: { vehicleIds: readonly string[]; use: 'active' | 'referenced' }, tx: Db = db): Promise<Set<string>> => {
    if (vehicleIds.length === 0) return new Set<string>();
    const rows = await tx
      .selectDistinct({ id: bookings.userVehicleId })
      .from(bookings)
      .where(and(inArray(bookings.userVehicleId, [...vehicleIds]), use === 'active' ? inArray(bookings.state, ACTIVE_STATES) : undefined));
    return new Set(rows.map((row) => row.id));
  };
