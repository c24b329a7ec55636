import { and, eq } from 'drizzle-orm';
import { labourPrice, minor, minorOf, minutesOfHours, type TLabourCatalogue, type TLabourOperationFields, type ZOnlineServiceBody } from '@servicebay/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import { catalogueRows, catalogueView, currencyOf, ownRow, type CatalogueRows, type LabourDeps, type StaffScope } from './labour-context';
import { labourCatalogues, labourOnlineServices, labourOperationCells, labourOperations } from './labour.tables';

/**
 * The catalogue's operations with their price grid, and the online catalogue (issue 29 parts 4 and
 * 6): an operation saved sets each of its cells' price from its time and its rate; the workshop
 * publishes, and sells menu services online as an operation plus parts per vehicle segment.
 */
export type OperationsService = ReturnType<typeof createOperationsService>;

export function createOperationsService(deps: LabourDeps) {
  const { db } = deps;

  async function read(brand: Brand, scope: StaffScope): Promise<TLabourCatalogue> {
    const [rows, services] = await Promise.all([catalogueRows(scope, db), deps.menuServices(brand)]);
    return catalogueView(rows, currencyOf(brand), services);
  }

  /** The operation's cells from its fields, each segment and the rate the workshop's own. */
  function cellsOf(rows: CatalogueRows, operationId: string, fields: TLabourOperationFields) {
    const rate = ownRow(rows.rateSegments, fields.rateSegmentId, 'rateSegmentId');
    return fields.times.map((time) => {
      ownRow(rows.vehicleSegments, time.vehicleSegmentId, 'vehicleSegmentId');
      const minutes = minutesOfHours(time.hours);
      return { operationId, vehicleSegmentId: time.vehicleSegmentId, minutes, priceMinor: labourPrice(minutes, minor(rate.rateMinor)) };
    });
  }

  const operationColumns = (fields: TLabourOperationFields) => ({
    name: fields.name,
    code: fields.code,
    rateSegmentId: fields.rateSegmentId,
    properties: fields.properties,
  });

  async function save(scope: StaffScope, operationId: string | null, fields: TLabourOperationFields, tx: Db) {
    const rows = await catalogueRows(scope, tx);
    if (operationId) ownRow(rows.operations, operationId, 'operationId');
    cellsOf(rows, operationId ?? '', fields);
    const id = operationId
      ? (await tx.update(labourOperations).set(operationColumns(fields)).where(eq(labourOperations.id, operationId)).returning())[0]!.id
      : (
          await tx
            .insert(labourOperations)
            .values({ brandId: scope.brandId, workshopId: scope.workshopId, ...operationColumns(fields) })
            .returning()
        )[0]!.id;
    await tx.delete(labourOperationCells).where(eq(labourOperationCells.operationId, id));
    await tx.insert(labourOperationCells).values(cellsOf(rows, id, fields));
  }

  return {
    read,

    async addOperation(brand: Brand, scope: StaffScope, fields: TLabourOperationFields) {
      await db.transaction((tx) => save(scope, null, fields, tx));
      return read(brand, scope);
    },

    async changeOperation(brand: Brand, scope: StaffScope, operationId: string, fields: TLabourOperationFields) {
      await db.transaction((tx) => save(scope, operationId, fields, tx));
      deps.pricesChanged();
      return read(brand, scope);
    },

    async removeOperation(brand: Brand, scope: StaffScope, operationId: string) {
      ownRow((await catalogueRows(scope, db)).operations, operationId, 'operationId');
      await db.delete(labourOperations).where(eq(labourOperations.id, operationId));
      deps.pricesChanged();
      return read(brand, scope);
    },

    /** The publish switch: a published workshop's own prices are the customer app's for the services it sells online. */
    async setPublished(brand: Brand, scope: StaffScope, isPublished: boolean) {
      await db
        .insert(labourCatalogues)
        .values({ workshopId: scope.workshopId, brandId: scope.brandId, isPublished })
        .onConflictDoUpdate({ target: labourCatalogues.workshopId, set: { isPublished } });
      deps.pricesChanged();
      return read(brand, scope);
    },

    /** A menu service sold online as one of the workshop's operations plus its parts per vehicle segment. */
    async putOnlineService(brand: Brand, scope: StaffScope, body: z.output<typeof ZOnlineServiceBody>) {
      const [rows, services] = await Promise.all([catalogueRows(scope, db), deps.menuServices(brand)]);
      if (!services.some((service) => service.serviceId === body.serviceId)) throw new AppError('resource/not-found', { field: 'serviceId' });
      ownRow(rows.operations, body.operationId, 'operationId');
      for (const part of body.parts) ownRow(rows.vehicleSegments, part.vehicleSegmentId, 'vehicleSegmentId');
      const partsMinor = Object.fromEntries(body.parts.map((part) => [part.vehicleSegmentId, minorOf(part.amount, currencyOf(brand))]));
      await db
        .insert(labourOnlineServices)
        .values({ workshopId: scope.workshopId, serviceId: body.serviceId, operationId: body.operationId, partsMinor })
        .onConflictDoUpdate({ target: [labourOnlineServices.workshopId, labourOnlineServices.serviceId], set: { operationId: body.operationId, partsMinor } });
      deps.pricesChanged();
      return read(brand, scope);
    },

    async removeOnlineService(brand: Brand, scope: StaffScope, serviceId: string) {
      await db.delete(labourOnlineServices).where(and(eq(labourOnlineServices.workshopId, scope.workshopId), eq(labourOnlineServices.serviceId, serviceId)));
      deps.pricesChanged();
      return read(brand, scope);
    },
  };
}
