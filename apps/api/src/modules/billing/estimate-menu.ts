import {
  majorOf,
  minorOf,
  percentOfBasisPoints,
  priceBeforeTax,
  standardRateOn,
  type Language,
  type TEstimateSuggestion,
  type TEstimateServiceBody,
} from '@servicebay/domain';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { WorkshopBookings } from '../bookings';
import type { ServiceMenuService } from '../catalog';
import type { LabourLines } from '../labour';
import type { VehiclesService } from '../garage';
import type { JobCardRow } from '../job-cards';
import type { EstimateRepository } from './estimate.repository';
import type { BillingPlace, EstimateMenu, PricedService } from './estimate.service';

type Deps = {
  serviceMenu: Pick<ServiceMenuService, 'cartLine' | 'services' | 'addOnsOf'>;
  /** The labour module's operations priced for a vehicle of the catalogue, before tax. */
  labourLines: LabourLines;
  vehicles: Pick<VehiclesService, 'get'>;
  bookings: Pick<WorkshopBookings, 'items'>;
  repository: EstimateRepository;
};

const SUGGESTIONS = 8;

/**
 * The brand's service menu as the estimate reads it: a service and its add-ons priced for the card's
 * vehicle, the services a booking holds, and the lines the desk's search offers.
 */
export function createEstimateMenu({ serviceMenu, labourLines, vehicles, bookings, repository }: Deps) {
  const catalogVehicleOf = async (card: JobCardRow) =>
    (await vehicles.get({ brandId: card.brandId, userId: card.customerId }, card.vehicleId).catch(() => null))?.catalogVehicleId;

  const menu: Omit<EstimateMenu, 'suggestions'> = {
    labour: async (brand: Brand, card: JobCardRow, operationIds: readonly string[]) =>
      labourLines(brand, { brandId: card.brandId, workshopId: card.workshopId }, await catalogVehicleOf(card), operationIds),

    async priced(brand: Brand, card: JobCardRow, body: TEstimateServiceBody): Promise<PricedService> {
      const catalogVehicleId = await catalogVehicleOf(card);
      const line = await serviceMenu.cartLine(
        brand,
        body.serviceId,
        { catalogVehicleId, workshopId: card.workshopId, addOnsSelected: body.addOnIds ?? [] },
        'en',
      );
      if (line.priceMinor === null)
        throw new AppError('request/invalid', { field: 'serviceId', message: 'This service has no price for this vehicle: add it as a line with its price' });
      const names = new Map(line.addOnSections.flatMap((section) => section.items.map((item) => [item.addOnId, item.displayName] as const)));
      return {
        serviceId: body.serviceId,
        name: line.service.displayName,
        priceWithTax: line.priceMinor,
        addOns: (body.addOnIds ?? []).map((addOnId, index) => ({ name: names.get(addOnId) ?? addOnId, priceWithTax: line.addOnsMinor[index] ?? 0 })),
      };
    },

    /**
     * The booking's services at the prices booked. Its add-ons come one line each at today's menu
     * prices when those still add up to what was booked, else as one line at the booked sum: the
     * customer pays what they booked.
     */
    async booked(brand: Brand, card: JobCardRow): Promise<PricedService[]> {
      if (!card.bookingId) return [];
      const items = await bookings.items(card.bookingId);
      const addOns = await serviceMenu.addOnsOf(
        brand,
        items.filter((item) => item.addOnsSelected.length > 0).map((item) => item.serviceId),
      );
      return items.map((item) => {
        const chosen = item.addOnsSelected.map((addOnId) => addOns.get(addOnId));
        const known = chosen.every((addOn) => addOn !== undefined);
        const sum = chosen.reduce((total, addOn) => total + (addOn?.amountMinor ?? 0), 0);
        const each = known && sum === item.addOnsMinor ? chosen.map((addOn) => ({ name: addOn!.name, priceWithTax: addOn!.amountMinor })) : null;
        const together =
          item.addOnsMinor > 0
            ? [
                {
                  name: `${item.displayName}: ${
                    chosen
                      .map((addOn) => addOn?.name)
                      .filter(Boolean)
                      .join(', ') || 'add-ons'
                  }`,
                  priceWithTax: item.addOnsMinor,
                },
              ]
            : [];
        return { serviceId: item.serviceId, name: item.displayName, priceWithTax: item.priceMinor, addOns: each ?? together };
      });
    },
  };

  /** GET …/estimate/suggestions: menu services for the card's vehicle, then parts used here, by name or number. */
  async function suggestions(brand: Brand, card: JobCardRow, place: BillingPlace, search: string, language: Language): Promise<TEstimateSuggestion[]> {
    const rate = standardRateOn(place.supply.market, place.supply.day);
    const major = (amount: number | null) => (amount === null ? null : majorOf(amount, place.currency));
    const [services, parts] = await Promise.all([
      catalogVehicleOf(card).then((catalogVehicleId) => serviceMenu.services(brand, { catalogVehicleId, search }, language)),
      repository.partsUsed(card.brandId, card.workshopId, search, SUGGESTIONS),
    ]);
    const fromMenu = services.slice(0, SUGGESTIONS).map((service): TEstimateSuggestion => ({
      source: 'menu',
      serviceId: service.serviceId,
      kind: 'labour',
      name: service.displayName,
      partNo: null,
      partType: null,
      hsnSac: null,
      unitPrice: service.pricing ? major(priceBeforeTax(minorOf(service.pricing.amount, place.currency), rate)) : null,
      mrp: null,
      taxPercentage: percentOfBasisPoints(rate),
      materialType: null,
    }));
    const used = parts.map((part): TEstimateSuggestion => ({
      source: 'part',
      serviceId: null,
      kind: 'part',
      name: part.name,
      partNo: part.partNo,
      partType: part.partType,
      hsnSac: part.hsnSac,
      unitPrice: major(part.unitPriceMinor),
      mrp: major(part.mrpMinor),
      taxPercentage: percentOfBasisPoints(part.taxRateBasisPoints),
      materialType: part.materialType,
    }));
    return [...fromMenu, ...used];
  }

  return { ...menu, suggestions } satisfies EstimateMenu;
}
