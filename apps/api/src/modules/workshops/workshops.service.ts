import { randomUUID } from 'node:crypto';
import {
  inLanguage,
  isWithinPickupRadius,
  MARKET_TIME_ZONES,
  marketWorkingWeek,
  travelMinutes,
  type Language,
  type PickupArea,
  type TVehicleType,
  type TWorkshop,
  type TWorkshopSegment,
  type WorkshopCalendar,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import { boundedMap } from '../../platform/bounded-map';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { Position, WorkshopChange, WorkshopRow, WorkshopsRepository } from './workshops.repository';

export type WorkshopsService = ReturnType<typeof createWorkshopsService>;

/** What a signing-up owner tells of their workshop. */
export type WorkshopDraft = { name: string; branchName?: string | null; city: string; latitude: number; longitude: number; phoneNumber: string };

/** Where the customer is and how far to look; without a position there is no distance and no radius. */
export type WorkshopSearch = { from?: Position; radiusKm?: number; limit: number; offset: number };

type Deps = { repository: WorkshopsRepository };
/** Ids asked for are bounded too: a brand has hundreds of workshops, and made-up ids are known as none. */
const WORKSHOPS_KNOWN_PER_BRAND = 2_000;

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
    pickupRadiusKm: row.pickupRadiusKm,
    // From the caller's snapped position (within 80 m, workshop-answers.ts); a booking checks the exact place.
    picksUpHere: row.distanceKm === null ? null : isWithinPickupRadius(row.pickupRadiusKm, row.distanceKm),
  };
}

/** The brand's workshops as the customer app chooses among them (customer spec sections 2, 7 and 10). */
export function createWorkshopsService({ repository }: Deps) {
  const changeListeners = new Set<() => void>();
  // The slot picker reads a workshop's calendar on every tap: known per brand object, like the
  // service types, and forgotten when this process changes a workshop (`update`).
  let calendars = new WeakMap<Brand, ReturnType<typeof boundedMap<string, WorkshopCalendar | null>>>();
  const forgetKept = () => {
    calendars = new WeakMap();
    for (const listener of changeListeners) listener();
  };

  return {
    /** GET /catalog/workshops: recommended first, then nearest first. */
    async workshops(brand: Brand, search: WorkshopSearch & { vehicleType?: TVehicleType }, language: Language): Promise<TWorkshop[]> {
      return (await repository.list(brand.id, search)).map((row) => toWorkshop(row, language));
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

    /** Where one of the brand's workshops is and how far it picks up from (pickup-reach.ts); null when the brand has no such workshop. */
    async pickupArea(brand: Brand, workshopId: string): Promise<PickupArea | null> {
      const row = await repository.byId(brand.id, workshopId);
      return row && { latitude: row.latitude, longitude: row.longitude, pickupRadiusKm: row.pickupRadiusKm };
    },

    /** The booking calendar of one of the brand's workshops (domain bookings/slots.ts); null when the brand has no such workshop. */
    async calendar(brand: Brand, workshopId: string): Promise<WorkshopCalendar | null> {
      let known = calendars.get(brand);
      if (!known) calendars.set(brand, (known = boundedMap(WORKSHOPS_KNOWN_PER_BRAND)));
      if (known.has(workshopId)) return known.get(workshopId)!;
      const row = await repository.byId(brand.id, workshopId);
      const calendar = row && {
        timeZone: row.timeZone,
        workingDays: row.workingDays,
        opensAt: row.opensAt,
        closesAt: row.closesAt,
        slotMinutes: row.slotMinutes,
        capacity: row.bays,
        holidays: row.holidays,
      };
      known.set(workshopId, calendar);
      return calendar;
    },

    /** Where a happy customer reviews the workshop: its own page, else its place on the map; null when the brand has no such workshop. */
    async reviewPage(brand: Brand, workshopId: string): Promise<string | null> {
      const row = await repository.byId(brand.id, workshopId);
      return row && (row.reviewUrl ?? `https://www.google.com/maps/search/?api=1&query=${row.latitude},${row.longitude}`);
    },

    /** A customer's feedback (1 to 10) joins the workshop's star rating (0 to 5) in the feedback's transaction. */
    async addRating(tx: Db, brand: Brand, workshopId: string, rating: number): Promise<void> {
      await repository.addRating(brand.id, workshopId, rating / 2, tx);
      for (const listener of changeListeners) listener();
    },

    /** The names of the brand's workshops among `workshopIds` (staff's workshops, by id), in the caller's transaction if any; another brand's are absent. */
    async names(brandId: string, workshopIds: readonly string[], tx?: Db): Promise<Map<string, string>> {
      return new Map((await repository.names(brandId, workshopIds, tx)).map((row) => [row.id, row.name]));
    },

    /** The time zone of each of the brand's workshops among `workshopIds` (whose "today" a housekeeping job needs), in one query. */
    async timeZones(brandId: string, workshopIds: readonly string[]): Promise<Map<string, string>> {
      return new Map((await repository.timeZones(brandId, workshopIds)).map((row) => [row.id, row.timeZone]));
    },

    /** Where each of the brand's workshops among `workshopIds` is, in one query; another brand's are absent. */
    async positions(brand: Brand, workshopIds: readonly string[]): Promise<Map<string, Position>> {
      const rows = await repository.positions(brand.id, workshopIds);
      return new Map(rows.map((row) => [row.id, { latitude: row.latitude, longitude: row.longitude }]));
    },

    /**
     * A workshop opened by its owner signing up (the workshop app's Sign Up): the market's usual
     * week and zone, the brand's first quality segment, cars; the owner completes the rest in its
     * settings. In the caller's transaction, with the owner's account.
     */
    async open(brand: Brand, draft: WorkshopDraft, tx: Db): Promise<WorkshopRow> {
      const [segment] = await repository.segments(brand.id, tx);
      const row = await repository.insert(
        {
          brandId: brand.id,
          key: `${
            draft.name
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, '-')
              .replace(/^-|-$/g, '')
              .slice(0, 40) || 'workshop'
          }-${randomUUID().slice(0, 8)}`,
          name: draft.name,
          branchName: draft.branchName ?? null,
          shortDescription: '',
          address: draft.city,
          city: draft.city,
          latitude: draft.latitude,
          longitude: draft.longitude,
          phoneNumber: draft.phoneNumber,
          timeZone: MARKET_TIME_ZONES[brand.settings.countryCode] ?? 'UTC',
          ...marketWorkingWeek(brand.settings.countryCode),
          qualitySegment: segment?.name ?? 'standard',
          vehicleTypes: ['car'],
        },
        tx,
      );
      forgetKept();
      return row;
    },

    /** Changes one of the brand's workshops (its staff's profile edits); the answers kept of the workshops are dropped. */
    async update(brand: Brand, workshopId: string, change: WorkshopChange): Promise<void> {
      const found = await repository.update(brand.id, workshopId, change);
      forgetKept();
      if (!found) throw new AppError('resource/not-found', { message: 'No workshop found' });
    },

    /** A workshop changed through another door of this module (its settings): what is kept of workshops is forgotten. */
    changed: () => forgetKept(),

    /**
     * Calls `listener` after every change to a workshop made in this process; another process's
     * changes reach its readers when its brands reload (as the vehicle catalogue's, decision 0008).
     */
    onChange(listener: () => void) {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
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
