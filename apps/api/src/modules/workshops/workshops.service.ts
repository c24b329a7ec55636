import { inLanguage, travelMinutes, type Language, type TVehicleType, type TWorkshop, type TWorkshopSegment } from '@servicebay/domain';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { Position, WorkshopRow, WorkshopsRepository } from './workshops.repository';

export type WorkshopsService = ReturnType<typeof createWorkshopsService>;

/** Where the customer is and how far to look; without a position there is no distance and no radius. */
export type WorkshopSearch = { from?: Position; radiusKm?: number; limit: number; offset: number };

type Deps = { repository: WorkshopsRepository; vehicleTypeOfService: (brand: Brand, serviceId: string) => Promise<TVehicleType> };

/** km to one decimal, as the cards print it. */
const tenths = (km: number) => Math.round(km * 10) / 10;

function toWorkshop(row: WorkshopRow & { distanceKm: number | null }, language: Language): TWorkshop {
  return {
    workshopId: row.id,
    displayTitle: inLanguage(language, row.name, row.nameAr),
    shortDescription: inLanguage(language, row.shortDescription, row.shortDescriptionAr),
    quality: row.qualitySegment,
    address: inLanguage(language, row.address, row.addressAr),
    city: inLanguage(language, row.city, row.cityAr),
    distance: row.distanceKm === null ? null : tenths(row.distanceKm),
    duration: row.distanceKm === null ? null : travelMinutes(row.distanceKm),
    rating: row.rating,
    ratingCount: row.ratingCount,
    imageUrls: row.imageUrls,
    recommended: row.recommended,
    promotionalText: row.promotionalText === null ? null : inLanguage(language, row.promotionalText, row.promotionalTextAr),
    latitude: row.latitude,
    longitude: row.longitude,
    phoneNumber: row.phoneNumber,
    workingDays: row.workingDays,
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    timeZone: row.timeZone,
  };
}

/** The brand's workshops as the customer app chooses among them (customer spec sections 2, 7 and 10). */
export function createWorkshopsService({ repository, vehicleTypeOfService }: Deps) {
  return {
    /** GET /catalog/workshops: recommended first, then nearest first. */
    async workshops(brand: Brand, search: WorkshopSearch & { vehicleType?: TVehicleType }, language: Language): Promise<TWorkshop[]> {
      return (await repository.list(brand.id, search)).map((row) => toWorkshop(row, language));
    },

    /** GET /catalog/workshopsByService: the workshops that take the service's kind of vehicle. */
    async workshopsByService(brand: Brand, serviceId: string, search: WorkshopSearch, language: Language): Promise<TWorkshop[]> {
      const vehicleType = await vehicleTypeOfService(brand, serviceId);
      return (await repository.list(brand.id, { ...search, vehicleType })).map((row) => toWorkshop(row, language));
    },

    async workshop(brand: Brand, workshopId: string, from: Position | undefined, language: Language): Promise<TWorkshop> {
      const row = await repository.byId(brand.id, workshopId, from);
      if (!row) throw new AppError('resource/not-found', { message: 'No workshop found' });
      return toWorkshop(row, language);
    },

    /** Where one of the brand's workshops is; null when the brand has no such workshop (a cart item must name one of its own). */
    async position(brand: Brand, workshopId: string): Promise<Position | null> {
      const row = await repository.byId(brand.id, workshopId);
      return row && { latitude: row.latitude, longitude: row.longitude };
    },

    async segments(brand: Brand, language: Language): Promise<TWorkshopSegment[]> {
      return (await repository.segments(brand.id)).map((row) => ({
        name: row.name,
        displayName: inLanguage(language, row.displayName, row.displayNameAr),
        features: inLanguage(language, row.features, row.featuresAr),
      }));
    },
  };
}
