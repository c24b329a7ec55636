import { and, asc, eq, inArray } from 'drizzle-orm';
import { hoursOfMinutes, majorOf, type TCurrency, type TLabourCatalogue } from '@servicebay/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import {
  labourCatalogues,
  labourOnlineServices,
  labourOperationCells,
  labourOperations,
  labourRateSegments,
  labourVehicleSegments,
  type CellRow,
  type OperationRow,
  type RateSegmentRow,
  type VehicleSegmentRow,
} from './labour.tables';

export type { StaffScope };

/** What the labour module needs of other modules, passed in by the composition root. */
export type LabourDeps = {
  db: Db;
  now: () => Date;
  /** The brand's menu services by id, with their names (the online catalogue sells them). */
  menuServices: (brand: Brand) => Promise<{ serviceId: string; name: string }[]>;
  /** The staff module's names of the brand's people, by id (who changed prices). */
  staffNames: (brandId: string, staffIds: readonly string[]) => Promise<Map<string, string>>;
  /** Told once a change of prices has committed: the customer app's kept answers are priced again (catalogue's menuChanged). */
  pricesChanged: () => void;
};

/** Every row of one workshop's catalogue, in a fixed order (segments by age, operations by name). */
export async function catalogueRows(scope: Pick<StaffScope, 'brandId' | 'workshopId'>, tx: Db) {
  const mine = (table: { brandId: PgColumn; workshopId: PgColumn }) => and(eq(table.brandId, scope.brandId), eq(table.workshopId, scope.workshopId));
  const [vehicleSegments, rateSegments, operations, published] = await Promise.all([
    tx.select().from(labourVehicleSegments).where(mine(labourVehicleSegments)).orderBy(asc(labourVehicleSegments.createdAt), asc(labourVehicleSegments.id)),
    tx.select().from(labourRateSegments).where(mine(labourRateSegments)).orderBy(asc(labourRateSegments.createdAt), asc(labourRateSegments.id)),
    tx.select().from(labourOperations).where(mine(labourOperations)).orderBy(asc(labourOperations.name), asc(labourOperations.id)),
    tx.select().from(labourCatalogues).where(eq(labourCatalogues.workshopId, scope.workshopId)),
  ]);
  const operationIds = operations.map((operation) => operation.id);
  const [cells, online] = await Promise.all([
    operationIds.length
      ? tx.select().from(labourOperationCells).where(inArray(labourOperationCells.operationId, operationIds))
      : Promise.resolve([] as CellRow[]),
    tx.select().from(labourOnlineServices).where(eq(labourOnlineServices.workshopId, scope.workshopId)),
  ]);
  return { vehicleSegments, rateSegments, operations, cells, online, isPublished: published[0]?.isPublished ?? false };
}
export type CatalogueRows = Awaited<ReturnType<typeof catalogueRows>>;

/** One of the workshop's rows by id, else not found (another workshop's do not exist for the caller). */
export function ownRow<T extends VehicleSegmentRow | RateSegmentRow | OperationRow>(rows: readonly T[], id: string, field: string): T {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new AppError('resource/not-found', { field });
  return row;
}

/** The catalogue as the API shows it, amounts in major units. */
export function catalogueView(rows: CatalogueRows, currency: TCurrency, menuServices: { serviceId: string; name: string }[]): TLabourCatalogue {
  const serviceNames = new Map(menuServices.map((service) => [service.serviceId, service.name]));
  const major = (amount: number) => majorOf(amount, currency);
  return {
    currency,
    isPublished: rows.isPublished,
    vehicleSegments: rows.vehicleSegments.map((segment) => ({
      vehicleSegmentId: segment.id,
      name: segment.name,
      vehicleType: segment.vehicleType,
      categories: segment.categories,
      makeSegments: segment.makeSegments,
    })),
    rateSegments: rows.rateSegments.map((segment) => ({ rateSegmentId: segment.id, name: segment.name, rate: major(segment.rateMinor) })),
    operations: rows.operations.map((operation) => ({
      operationId: operation.id,
      name: operation.name,
      code: operation.code,
      rateSegmentId: operation.rateSegmentId,
      properties: operation.properties,
      cells: rows.vehicleSegments.flatMap((segment) => {
        const cell = rows.cells.find((each) => each.operationId === operation.id && each.vehicleSegmentId === segment.id);
        return cell ? [{ vehicleSegmentId: segment.id, hours: hoursOfMinutes(cell.minutes), price: major(cell.priceMinor) }] : [];
      }),
    })),
    onlineServices: rows.online.map((online) => ({
      serviceId: online.serviceId,
      serviceName: serviceNames.get(online.serviceId) ?? '',
      operationId: online.operationId,
      parts: Object.entries(online.partsMinor).map(([vehicleSegmentId, amount]) => ({ vehicleSegmentId, amount: major(amount) })),
    })),
    menuServices,
  };
}

export const currencyOf = (brand: Brand): TCurrency => brand.settings.currency;
