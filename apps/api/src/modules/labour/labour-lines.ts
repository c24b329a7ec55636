import { minor, segmentOfVehicle, type Minor, type TSegmentedVehicle } from '@servicebay/domain';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import { catalogueRows, ownRow, type LabourDeps } from './labour-context';

type WorkshopScope = { brandId: string; workshopId: string };

/** What the catalogue needs to price a job card's vehicle: the vehicle catalogue's facts of a variant. */
export type VehicleFacts = (brand: Brand, catalogVehicleId: string) => Promise<TSegmentedVehicle | null>;

/**
 * The catalogue's operations as a job card's labour lines (issue 29 part 4: the estimate editor adds
 * them in one action): each priced for the segment of the card's vehicle, its price before tax (a
 * rate per hour is), in the order chosen. An operation without a time in that segment, or a vehicle
 * no segment holds, is refused: the desk enters that line by hand.
 */
export function createLabourLines({ db }: Pick<LabourDeps, 'db'>, vehicleFacts: VehicleFacts) {
  return async function pricesFor(
    brand: Brand,
    scope: WorkshopScope,
    catalogVehicleId: string | null | undefined,
    operationIds: readonly string[],
  ): Promise<{ name: string; priceBeforeTax: Minor }[]> {
    const rows = await catalogueRows(scope, db);
    const operations = operationIds.map((id) => ownRow(rows.operations, id, 'operationIds'));
    const vehicle = catalogVehicleId ? await vehicleFacts(brand, catalogVehicleId) : null;
    const segment = vehicle ? segmentOfVehicle(rows.vehicleSegments, vehicle) : undefined;
    return operations.map((operation) => {
      const cell = rows.cells.find((each) => each.operationId === operation.id && each.vehicleSegmentId === segment?.id);
      if (!cell) throw new AppError('labour/not-priced', { field: 'operationIds' });
      return { name: operation.name, priceBeforeTax: minor(cell.priceMinor) };
    });
  };
}
export type LabourLines = ReturnType<typeof createLabourLines>;
