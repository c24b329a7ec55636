import { asc, eq } from 'drizzle-orm';
import { isCurrency, labourPrice, minor, minorOf, minutesOfHours, type TMakeSegment, type TVehicleType } from '@servicebay/domain';
import type { Db } from '../../client';
import { labourCatalogues, labourOperationCells, labourOperations, labourRateSegments, labourVehicleSegments, workshops } from '../../schema';
import { brandsLacking } from '../brands-lacking';

type DemoSegment = { name: string; vehicleType: TVehicleType; categories: string[]; makeSegments: TMakeSegment[] };

/** Segments by what the vehicle catalogue knows of a car: its model's category and its make's segment (luxury before body style). */
const SEGMENTS: readonly DemoSegment[] = [
  { name: 'Hatchback', vehicleType: 'car', categories: ['Hatchback'], makeSegments: [] },
  { name: 'Sedan', vehicleType: 'car', categories: ['Sedan', 'Coupe', 'Convertible'], makeSegments: [] },
  { name: 'SUV', vehicleType: 'car', categories: ['SUV', 'MUV', 'Pickup', 'Van'], makeSegments: [] },
  { name: 'Luxury', vehicleType: 'car', categories: [], makeSegments: ['luxury'] },
  { name: 'Scooter', vehicleType: 'two-wheeler', categories: ['Scooter', 'Electric Scooter', 'Moped'], makeSegments: [] },
  { name: 'Motorcycle', vehicleType: 'two-wheeler', categories: ['Motorcycle', 'Electric Motorcycle'], makeSegments: [] },
];
/** Hourly rates in major units (the same figures in each market). */
const RATES = [
  { name: 'General', rate: 600 },
  { name: 'Specialist', rate: 900 },
];
/** Operations: their rate and hours per segment, in the order of SEGMENTS (none: not done on that segment). */
const OPERATIONS: readonly { name: string; rate: string; hours: (number | null)[] }[] = [
  { name: 'Periodic service labour', rate: 'General', hours: [1.5, 1.75, 2, 2.5, 0.75, 1] },
  { name: 'Brake pad replacement', rate: 'General', hours: [1, 1, 1.25, 1.5, 0.5, 0.5] },
  { name: 'Wheel alignment', rate: 'Specialist', hours: [0.75, 0.75, 1, 1, null, null] },
  { name: 'AC gas top-up', rate: 'Specialist', hours: [1, 1, 1.25, 1.5, null, null] },
];

/**
 * The demo labour catalogue (issue 29): the segments, rates and operations above at each brand's
 * first workshop, not published (its menu prices stay the brand's until the owner publishes).
 */
export async function seedLabour(db: Db, brands: { id: string; currency: string }[]): Promise<boolean> {
  const lacking = await brandsLacking(db, labourRateSegments, labourRateSegments.brandId, brands);
  for (const brand of lacking) {
    const [first] = await db.select({ id: workshops.id }).from(workshops).where(eq(workshops.brandId, brand.id)).orderBy(asc(workshops.key)).limit(1);
    if (!first || !isCurrency(brand.currency)) continue;
    const currency = brand.currency;
    const owner = { brandId: brand.id, workshopId: first.id };
    await db.transaction(async (tx) => {
      await tx
        .insert(labourCatalogues)
        .values({ ...owner, isPublished: false })
        .onConflictDoNothing();
      const segments = await tx
        .insert(labourVehicleSegments)
        .values(SEGMENTS.map((segment) => ({ ...owner, ...segment })))
        .returning();
      const rates = await tx
        .insert(labourRateSegments)
        .values(RATES.map((rate) => ({ ...owner, name: rate.name, rateMinor: minorOf(rate.rate, currency) })))
        .returning();
      for (const operation of OPERATIONS) {
        const rate = rates.find((row) => row.name === operation.rate)!;
        const [made] = await tx
          .insert(labourOperations)
          .values({ ...owner, name: operation.name, rateSegmentId: rate.id })
          .returning();
        const cells = operation.hours.flatMap((hours, index) => {
          if (hours === null) return [];
          const minutes = minutesOfHours(hours);
          return [{ operationId: made!.id, vehicleSegmentId: segments[index]!.id, minutes, priceMinor: labourPrice(minutes, minor(rate.rateMinor)) }];
        });
        await tx.insert(labourOperationCells).values(cells);
      }
    });
  }
  return lacking.length > 0;
}
