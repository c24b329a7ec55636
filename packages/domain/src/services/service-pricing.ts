import type { TMakeSegment } from '../catalog/vehicle-catalog';
import type { TFuelType } from '../garage/vehicle';
import { DEFAULT_PRICING_SEGMENT } from '../shared/constants';
import { minor, type Minor } from '../shared/money';

/**
 * One row of a service's price list: for a pricing segment, and for every vehicle or only for a
 * make segment (mass, premium, luxury), a make, a model, a variant (the catalogue vehicle) and/or
 * a fuel. A row names nothing it does not narrow to.
 */
export type ServicePriceRow = {
  segment: string;
  makeSegment?: TMakeSegment | null;
  makeId?: string | null;
  modelId?: string | null;
  catalogVehicleId?: string | null;
  fuelType?: TFuelType | null;
  amount: Minor;
};

/** What a price is chosen for: the customer's vehicle as the catalogue knows it. */
export type PricedVehicle = { makeSegment: TMakeSegment; makeId: string; modelId: string; catalogVehicleId: string; fuelType: TFuelType };

const fits = (row: ServicePriceRow, vehicle: PricedVehicle | null): boolean =>
  vehicle
    ? (!row.makeSegment || row.makeSegment === vehicle.makeSegment) &&
      (!row.makeId || row.makeId === vehicle.makeId) &&
      (!row.modelId || row.modelId === vehicle.modelId) &&
      (!row.catalogVehicleId || row.catalogVehicleId === vehicle.catalogVehicleId) &&
      (!row.fuelType || row.fuelType === vehicle.fuelType)
    : !row.makeSegment && !row.makeId && !row.modelId && !row.catalogVehicleId && !row.fuelType;

/**
 * The narrower a row, the more it knows about this vehicle: a variant beats a model, a model a
 * make, a make its make segment; the fuel breaks ties.
 */
const narrowness = (row: ServicePriceRow): number =>
  (row.catalogVehicleId ? 16 : 0) + (row.modelId ? 8 : 0) + (row.makeId ? 4 : 0) + (row.makeSegment ? 2 : 0) + (row.fuelType ? 1 : 0);

/**
 * The price of a service for a vehicle (or for no vehicle yet) in a pricing segment: the
 * narrowest row that fits, in the segment, else in the standard segment; none when no row fits
 * (the service is not offered for that vehicle).
 */
export function priceFor(rows: readonly ServicePriceRow[], vehicle: PricedVehicle | null, segment: string): ServicePriceRow | undefined {
  for (const wanted of segment === DEFAULT_PRICING_SEGMENT ? [segment] : [segment, DEFAULT_PRICING_SEGMENT]) {
    const candidates = rows.filter((row) => row.segment === wanted && fits(row, vehicle));
    if (candidates.length > 0) return candidates.reduce((best, row) => (narrowness(row) > narrowness(best) ? row : best));
  }
  return undefined;
}

/** The 'starting from' figure where a brand shows one (spec section 2): the lowest price in the segment, any vehicle. */
export function startingPrice(rows: readonly ServicePriceRow[], segment: string): Minor | undefined {
  const inSegment = rows.filter((row) => row.segment === segment);
  const pool = inSegment.length > 0 ? inSegment : rows.filter((row) => row.segment === DEFAULT_PRICING_SEGMENT);
  return pool.length > 0 ? pool.reduce((lowest, row) => (row.amount < lowest ? row.amount : lowest), pool[0]!.amount) : undefined;
}

/**
 * The add-ons chosen of a service's sections, in the menu's order (the order every screen names
 * them in), whatever order the choice lists them in; ids the sections lack are left out.
 */
export function chosenAddOns<Item extends { addOnId: string }>(sections: readonly { items: readonly Item[] }[], selected: readonly string[]): Item[] {
  return sections.flatMap((section) => section.items.filter((item) => selected.includes(item.addOnId)));
}

/**
 * The one price of a service for a vehicle that every screen shows once add-ons are chosen (the
 * details, Select Workshop, the cart, the booking): its price plus each chosen add-on's, tax
 * included as the menu's prices are (the workshop's bill splits the tax out of them).
 */
export const priceWithAddOns = (price: Minor, addOns: readonly Minor[]): Minor => minor(addOns.reduce<number>((sum, addOn) => sum + addOn, price));
