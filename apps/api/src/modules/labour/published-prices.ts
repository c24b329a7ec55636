import { and, eq, inArray } from 'drizzle-orm';
import { minor, segmentOfVehicle, type Minor, type TSegmentedVehicle } from '@servicebay/domain';
import type { Db } from '../../db/client';
import { labourCatalogues, labourOnlineServices, labourOperationCells, labourVehicleSegments } from './labour.tables';

export type PublishedPrices = ReturnType<typeof createPublishedPrices>;

/**
 * The online labour catalogue as the customer app reads it (issue 29 part 6): a published
 * workshop's own price of each menu service it sells online, its operation's price plus the parts'
 * amount, for the customer's vehicle's segment (the lowest over its segments before a vehicle is
 * chosen: a 'starting from'). Read at every ask, so a change shows at once; a service the workshop
 * does not sell online, an unpublished workshop, and a vehicle no segment holds keep the brand's
 * menu price (absent from the answer). Needs only the database: the catalogue module is given it
 * when built, before the workshop side's labour module.
 */
export function createPublishedPrices(db: Db) {
  return async function publishedPrices(workshopId: string, serviceIds: readonly string[], vehicle: TSegmentedVehicle | null): Promise<Map<string, Minor>> {
    const prices = new Map<string, Minor>();
    if (serviceIds.length === 0) return prices;
    const [catalogue] = await db.select().from(labourCatalogues).where(eq(labourCatalogues.workshopId, workshopId));
    if (!catalogue?.isPublished) return prices;
    const [online, segments] = await Promise.all([
      db
        .select()
        .from(labourOnlineServices)
        .where(and(eq(labourOnlineServices.workshopId, workshopId), inArray(labourOnlineServices.serviceId, [...serviceIds]))),
      db.select().from(labourVehicleSegments).where(eq(labourVehicleSegments.workshopId, workshopId)),
    ]);
    if (online.length === 0) return prices;
    const segmentId = vehicle ? segmentOfVehicle(segments, vehicle)?.id : undefined;
    if (vehicle && !segmentId) return prices;
    const cells = await db
      .select()
      .from(labourOperationCells)
      .where(inArray(labourOperationCells.operationId, [...new Set(online.map((row) => row.operationId))]));
    for (const row of online) {
      const priced = cells
        .filter((cell) => cell.operationId === row.operationId && (!segmentId || cell.vehicleSegmentId === segmentId))
        .map((cell) => cell.priceMinor + (row.partsMinor[cell.vehicleSegmentId] ?? 0));
      if (priced.length > 0) prices.set(row.serviceId, minor(Math.min(...priced)));
    }
    return prices;
  };
}
