import { vehicleTypesFor, type Language, type TVehicleType } from '@servicebay/domain';
import { AppError } from '../../../platform/errors';
import type { Brand } from '../../../platform/tenancy';
import type { WorkshopsService } from '../../workshops';

type Position = { latitude: number; longitude: number };

/**
 * What the service menu needs to know of the brand's workshops. Nothing links a workshop to
 * services but the vehicle types it takes (workshops.tables.ts), so a workshop offers every service
 * of the brand for those types.
 */
export type WorkshopDirectory = {
  /** The vehicle types one of the brand's workshops takes; null when the brand has no such workshop. */
  vehicleTypesOf: (brand: Brand, workshopId: string) => Promise<TVehicleType[] | null>;
  /** The vehicle types that some workshop of the brand within `radiusKm` of `from` takes. */
  vehicleTypesNear: (brand: Brand, from: Position, radiusKm: number) => Promise<TVehicleType[]>;
};

/** The vehicle types one of the brand's workshops takes; another brand's workshop, or none, is not found. */
export async function vehicleTypesOfWorkshop(directory: WorkshopDirectory, brand: Brand, workshopId: string): Promise<TVehicleType[]> {
  const takes = await directory.vehicleTypesOf(brand, workshopId);
  if (!takes) throw new AppError('resource/not-found', { message: 'No workshop found', field: 'workshopId' });
  return takes;
}

/** Workshops' own texts are not read here: any language will do. */
const ANY_LANGUAGE: Language = 'en';
/** A brand has tens of workshops (decision 0023); a list of one vehicle type is read whole. */
const EVERY_WORKSHOP = 10_000;

/**
 * The directory over the workshops module's public face, which answers workshops by vehicle type
 * rather than a workshop's types: a workshop takes a type when the list of that type holds it. A
 * `vehicleTypesOf` of its own would answer in one query. Tools that load only the catalogue (the
 * import CLI) build the catalog without workshops: they never ask.
 */
export function workshopDirectoryOf(workshops: WorkshopsService | null): WorkshopDirectory {
  const known = () => {
    if (!workshops) throw new Error('The catalog module was built without the workshops module');
    return workshops;
  };
  const typesTaking = (brand: Brand, accept: (type: TVehicleType) => Promise<boolean>) =>
    Promise.all(vehicleTypesFor(brand.settings.variant).map(async (type) => ((await accept(type)) ? [type] : []))).then((found) => found.flat());

  return {
    async vehicleTypesOf(brand, workshopId) {
      if (!(await known().position(brand, workshopId))) return null;
      return typesTaking(brand, async (vehicleType) =>
        (await known().workshops(brand, { vehicleType, limit: EVERY_WORKSHOP, offset: 0 }, ANY_LANGUAGE)).some(
          (workshop) => workshop.workshopId === workshopId,
        ),
      );
    },

    vehicleTypesNear: (brand, from, radiusKm) =>
      typesTaking(
        brand,
        async (vehicleType) => (await known().workshops(brand, { vehicleType, from, radiusKm, limit: 1, offset: 0 }, ANY_LANGUAGE)).length > 0,
      ),
  };
}
