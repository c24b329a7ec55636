import type { TBookingStatus, TSession, TVehicle } from '@servicebay/domain';
import { bookings } from '../src/modules/bookings/bookings.tables';
import type { TestApp } from './build-test-app';

/**
 * A booking row for a customer's vehicle, written straight to the table until the bookings issue
 * gives bookings their own routes; then this factory books through them instead.
 */
export async function bookingOf(t: TestApp, brand: string, session: TSession, vehicle: TVehicle, status: TBookingStatus) {
  const brandId = (await t.app.services.brands.bySlug(brand))!.id;
  const [row] = await t.database.db.insert(bookings).values({ brandId, userId: session.user.uid, userVehicleId: vehicle.did, status }).returning();
  return row!;
}
