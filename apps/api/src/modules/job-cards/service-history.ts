import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { normalizePlate, type TServiceSummary } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import type { VehiclesService } from '../garage';
import { jobCards } from './job-cards.tables';

/**
 * The customer's vehicle's service history from its job cards (issue 11 part 4): the last one
 * handed back, the next one the workshop set on the vehicle, the latest odometer reading. Only the
 * customer's own vehicles, by their plate.
 */
export function createServiceHistory(db: Db, vehicles: Pick<VehiclesService, 'list'>) {
  async function ownVehicle(owner: CustomerScope, plate: string) {
    const wanted = normalizePlate(plate);
    return (await vehicles.list(owner)).find((vehicle) => vehicle.registrationNumber && normalizePlate(vehicle.registrationNumber) === wanted) ?? null;
  }
  const handedBack = ['delivered', 'completed'] as const;

  return {
    /** GET /transaction/booking-summary?registrationNumber=. */
    async summary(owner: CustomerScope, plate: string): Promise<TServiceSummary> {
      const vehicle = await ownVehicle(owner, plate);
      if (!vehicle) return { lastServiceDate: null, nextServiceDate: null };
      const [last] = await db
        .select({ outAt: jobCards.outAt })
        .from(jobCards)
        .where(
          and(eq(jobCards.brandId, owner.brandId), eq(jobCards.vehicleId, vehicle.did), inArray(jobCards.status, [...handedBack]), isNotNull(jobCards.outAt)),
        )
        .orderBy(desc(jobCards.outAt))
        .limit(1);
      return { lastServiceDate: last?.outAt ? last.outAt.toISOString() : null, nextServiceDate: vehicle.nextServiceDate ?? null };
    },

    /** GET /transaction/vehicle/odometerByVehicleNumber?vehicleNumber=: the latest reading a workshop took, else the customer's own. */
    async odometer(owner: CustomerScope, plate: string): Promise<number | null> {
      const vehicle = await ownVehicle(owner, plate);
      if (!vehicle) return null;
      const [latest] = await db
        .select({ odometerIn: jobCards.odometerIn, odometerOut: jobCards.odometerOut })
        .from(jobCards)
        .where(and(eq(jobCards.brandId, owner.brandId), eq(jobCards.vehicleId, vehicle.did), isNotNull(jobCards.odometerIn)))
        .orderBy(desc(jobCards.createdAt))
        .limit(1);
      return latest?.odometerOut ?? latest?.odometerIn ?? vehicle.odometer ?? null;
    },
  };
}
