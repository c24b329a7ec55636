import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from './bookings.tables';

export type BookingQueries = ReturnType<typeof createBookingQueries>;

/** What other modules may ask of bookings, until the bookings module grows its own service. */
export function createBookingQueries(db: Db) {
  const vehiclesAmong = async (vehicleIds: string[], onlyActive: boolean, tx: Db) => {
    if (vehicleIds.length === 0) return new Set<string>();
    const rows = await tx
      .selectDistinct({ id: bookings.userVehicleId })
      .from(bookings)
      .where(and(inArray(bookings.userVehicleId, vehicleIds), onlyActive ? eq(bookings.status, 'InProgress') : undefined));
    return new Set(rows.map((row) => row.id));
  };
  return {
    /**
     * A condition other modules put in their own query: a booking of this vehicle is still in
     * progress. `vehicleId` must name its table (`"vehicles"."id"`), as it is read inside a subquery.
     */
    hasActiveBooking: (vehicleId: SQL): SQL<boolean> =>
      sql<boolean>`exists (select 1 from ${bookings} where ${bookings.userVehicleId} = ${vehicleId} and ${bookings.status} = 'InProgress')`,

    /** Vehicles among `vehicleIds` with a booking still InProgress. */
    activeVehicleIds: (vehicleIds: string[], tx: Db = db) => vehiclesAmong(vehicleIds, true, tx),
    /** Vehicles among `vehicleIds` that any booking refers to (invoices must keep them). */
    bookedVehicleIds: (vehicleIds: string[], tx: Db = db) => vehiclesAmong(vehicleIds, false, tx),
  };
}
