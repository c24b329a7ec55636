import { minor, priceFor, startingPrice, DEFAULT_PRICING_SEGMENT, type Language, type Minor, type ServicePriceRow } from '@servicebay/domain';
import { AppError } from '../../../platform/errors';
import type { Brand } from '../../../platform/tenancy';
import type { MenuReader, MenuVehicle } from './menu-reader';
import type { ServiceMenuRepository, ServiceRow } from './service-menu.repository';
import type { CartLine, PricingQuery } from './service-menu.service';

/** A cart line as the cart stores it: a service and the add-ons chosen for it, at a workshop when one is chosen. */
export type CartLineChoice = { serviceId: string; addOnsSelected: readonly string[]; workshopId?: string | null };

/**
 * Cart lines priced from the menu (decision 0023), a whole cart at once: its services, the
 * customer's vehicle and the services' price rows are read once for every line (decision 0024),
 * so reading a cart costs the same few queries whatever it holds.
 */
export function createCartLines(reader: MenuReader, repository: ServiceMenuRepository) {
  /** What one line costs, whatever the brand shows; refuses add-ons the service lacks and two choices in a one-choice section. */
  function lineOf(
    brand: Brand,
    row: ServiceRow,
    prices: ServicePriceRow[],
    vehicle: MenuVehicle | null,
    segment: string,
    choice: CartLineChoice,
    language: Language,
  ) {
    const priceMinor = vehicle ? (priceFor(prices, vehicle, segment)?.amount ?? null) : (startingPrice(prices, segment) ?? null);
    const addOns: Minor[] = [];
    for (const section of row.addOnSections) {
      const chosen = section.items.filter((item) => choice.addOnsSelected.includes(item.addOnId));
      if (section.selectionType === 'Single' && chosen.length > 1)
        throw new AppError('request/invalid', { message: `Choose one of ${section.displayName}`, field: 'addOnsSelected' });
      addOns.push(...chosen.map((item) => minor(item.amountMinor)));
    }
    const known = new Set(row.addOnSections.flatMap((section) => section.items.map((item) => item.addOnId)));
    const unknown = choice.addOnsSelected.find((id) => !known.has(id));
    if (unknown !== undefined) throw new AppError('request/invalid', { message: `${row.displayName} has no add-on ${unknown}`, field: 'addOnsSelected' });
    return {
      service: reader.toService(row, reader.pricingOf(brand, prices, vehicle, segment), language),
      priceMinor: priceMinor === null ? null : minor(priceMinor),
      addOnsMinor: addOns,
      isStartingPrice: !vehicle,
      addOnSections: reader.toAddOnSections(brand, row.addOnSections, language),
    } satisfies CartLine;
  }

  /** Every line priced for the vehicle and segment, in the order given; a service that is not one the brand offers is a 404. */
  return async function cartLines(brand: Brand, choices: readonly CartLineChoice[], query: PricingQuery, language: Language): Promise<CartLine[]> {
    if (choices.length === 0) return [];
    const serviceIds = [...new Set(choices.map((choice) => choice.serviceId))];
    const [rows, vehicle] = await Promise.all([repository.servicesByIds(brand.id, serviceIds), reader.vehicleFor(brand, query.catalogVehicleId)]);
    // A line is priced at its own workshop (a published one has its own prices): one read per workshop named, usually one.
    const workshopOf = (choice: CartLineChoice) => choice.workshopId ?? query.workshopId ?? null;
    const workshopIds = [...new Set(choices.map(workshopOf))];
    const pricesAt = new Map(
      await Promise.all(workshopIds.map(async (workshopId) => [workshopId, await reader.pricesByService(serviceIds, { workshopId, vehicle })] as const)),
    );
    const offered = new Map(rows.filter((row) => reader.isOffered(brand, row)).map((row) => [row.id, row]));
    const segment = query.pricingSegment ?? DEFAULT_PRICING_SEGMENT;
    return choices.map((choice) => {
      const row = offered.get(choice.serviceId);
      if (!row) throw new AppError('resource/not-found', { message: 'No service found' });
      return lineOf(brand, row, pricesAt.get(workshopOf(choice))!.get(row.id) ?? [], vehicle, segment, choice, language);
    });
  };
}
