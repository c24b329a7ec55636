import { uuidv7 } from 'uuidv7';
import {
  ACCEPTED_UPLOADS,
  checkPlate,
  normalizePlate,
  keepOrFirst,
  vehicleRef,
  VEHICLE_IMAGE_SLOTS,
  VEHICLE_MESSAGES,
  variantChoiceProblem,
  ZVehicleCreate,
  ZWorkshopVehicleBody,
  type TWorkshopVehicleBody,
  ZVehicleUpdate,
  type TVehicle,
  type TVehicleCreate,
  type TVehicleUpdate,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordEvent, userEvent, withEvent } from '../../platform/events';
import { extensionFor, type Storage } from '../../platform/storage/storage';
import type { CustomerScope } from '../../platform/auth/principal';
import type { UploadedFile } from '../../platform/http/multipart';
import type { Brand } from '../../platform/tenancy';
import type { CatalogService } from '../catalog';
import type { Customer, CustomerRecords } from '../identity';
import type { DocumentsRepository } from './documents.repository';
import type { VehiclesInUse } from './vehicle-use';
import type { VehiclesRepository } from './vehicles.repository';
import type { VehicleRow } from './garage.tables';
import { toVehicleView } from './views';

type Deps = {
  db: Db;
  vehicles: VehiclesRepository;
  documents: DocumentsRepository;
  customers: CustomerRecords;
  /** Which vehicles another module holds in use (the garage's `vehiclesInUse` hook). */
  vehiclesInUse: VehiclesInUse;
  catalog: CatalogService;
  storage: Storage;
};
export type VehiclesService = ReturnType<typeof createVehiclesService>;

const invalid = (message: string, field: string) => new AppError('request/invalid', { message, field });

/** What a workshop records of a vehicle besides what the customer app asks (workshop spec section 3). */
type WorkshopDetails = Partial<Pick<VehicleRow, 'vinNumber' | 'engineNumber' | 'colour' | 'odometer' | 'averageKmPerDay' | 'nextServiceDate'>>;

/** The plate rules of the brand's country; the temporary format only where the brand allows it. */
function plateFor(brand: Brand, registrationNumber: string, isTempNumber: boolean) {
  const allowTemp = brand.settings.featureSetting.showTempRegisterNumber && isTempNumber;
  const check = checkPlate(brand.settings.countryCode, registrationNumber, allowTemp);
  if (!check.ok) throw invalid(check.message, 'registrationNumber');
  return { registrationNumber: check.plate, isTempNumber: allowTemp };
}

export function createVehiclesService({ db, vehicles, documents, customers, vehiclesInUse, catalog, storage }: Deps) {
  /** The owner's vehicles with their documents, and whether another module holds each in use (a booking in progress). */
  async function withFacts(owner: CustomerScope) {
    const rows = await vehicles.listWithFacts(owner);
    const active = await vehiclesInUse({ vehicleIds: rows.map((row) => row.vehicle.id), use: 'active' }, db);
    return rows.map((row) => ({ ...row, hasActiveBooking: active.has(row.vehicle.id) }));
  }
  type VehicleFacts = Awaited<ReturnType<typeof withFacts>>[number];
  const viewOf = (user: Customer, { vehicle, ...facts }: VehicleFacts) => toVehicleView(vehicle, { user, storage, ...facts });

  /** One vehicle as the apps see it; its facts come from the same reads as the garage list. */
  async function view(owner: CustomerScope, id: string): Promise<TVehicle> {
    const [user, rows] = await Promise.all([customers.load(owner), withFacts(owner)]);
    const facts = rows.find((row) => row.vehicle.id === id);
    if (!facts) throw new AppError('resource/not-found', { message: VEHICLE_MESSAGES.noVehicles });
    return viewOf(user, facts);
  }

  async function one(owner: CustomerScope, id: string, tx?: Db) {
    const row = await vehicles.byId(owner, id, tx);
    if (!row) throw new AppError('resource/not-found', { message: VEHICLE_MESSAGES.noVehicles });
    return row;
  }

  /** Default and selected vehicle after a change: the first remaining one when the old one is gone. */
  async function repairRefs(owner: CustomerScope, tx: Db) {
    const user = await customers.load(owner, tx);
    const remaining = (await vehicles.list(owner, tx)).map((v) => vehicleRef(owner.userId, v.id));
    const next = { defaultVehicleRef: keepOrFirst(user.defaultVehicleRef, remaining), selectedVehicleRef: keepOrFirst(user.selectedVehicleRef, remaining) };
    if (next.defaultVehicleRef !== user.defaultVehicleRef || next.selectedVehicleRef !== user.selectedVehicleRef) {
      await customers.update(owner, next, tx);
    }
  }

  /**
   * One slot changes under the vehicle's row lock, so parallel writes to different slots all stick;
   * the file it held goes once the change has committed. A vehicle deleted meanwhile is a 404.
   */
  async function setSlot(owner: CustomerScope, id: string, slot: number, key: string | null) {
    const previous = await db.transaction(async (tx) => {
      const row = await vehicles.lockById(owner, id, tx);
      if (!row) throw new AppError('resource/not-found', { message: VEHICLE_MESSAGES.noVehicles });
      const paths = [...row.imagePaths];
      const old = paths[slot] ?? null;
      paths[slot] = key;
      await vehicles.update(owner, id, { imagePaths: paths }, tx);
      await recordEvent(tx, userEvent(owner, 'vehicles.changed', { vehicleId: id }));
      return old;
    });
    if (previous) await storage.remove(previous);
  }

  return {
    /** What the profile shows of the garage: whether there is a vehicle, and documents per vehicle. */
    async summary(owner: CustomerScope) {
      const rows = await vehicles.listWithFacts(owner);
      return {
        hasVehicle: rows.length > 0,
        documentCountOf: (vehicleId: string | null) => rows.find((row) => row.vehicle.id === vehicleId)?.documentIds.length ?? 0,
      };
    },

    /** The garage, read on every visit: its vehicles and their facts, and the user (for default and selected) as recently read. */
    list: async (owner: CustomerScope) => {
      const [user, rows] = await Promise.all([customers.loadRecent(owner), withFacts(owner)]);
      return Promise.all(rows.map((facts) => viewOf(user, facts)));
    },

    get: (owner: CustomerScope, id: string) => view(owner, id),

    /**
     * What a booking and a cart's prices need of one of the customer's vehicles: its id, plate and
     * catalogue variant, in one read (the full view reads the customer, the documents and the
     * bookings besides: three statements they do not need); null when the owner has no such vehicle.
     */
    async essentials(owner: CustomerScope, id: string): Promise<{ vehicleId: string; registrationNumber: string | null; catalogVehicleId: string } | null> {
      const row = await vehicles.byId(owner, id);
      return row && { vehicleId: row.id, registrationNumber: row.registrationNumber, catalogVehicleId: row.catalogVehicleId };
    },

    /** Who in the brand has a vehicle whose plate starts so (a workshop's customer search). */
    ownersOfPlate: (brandId: string, plate: string) => vehicles.ownersOfPlate(brandId, normalizePlate(plate)),

    /**
     * A vehicle a workshop records for its customer: the customer app's own kind of vehicle, with
     * the workshop's details. A plate the brand has on any vehicle already is 'Vehicle already
     * exists' (it is that vehicle, to be used as it is).
     */
    async addForWorkshop(brand: Brand, owner: CustomerScope, input: TWorkshopVehicleBody): Promise<TVehicle> {
      const body = ZWorkshopVehicleBody.parse(input);
      const plate = plateFor(brand, body.registrationNumber, body.isTempNumber);
      if (plate.registrationNumber && (await vehicles.ownersOfPlate(brand.id, plate.registrationNumber, true)).length > 0)
        throw new AppError('customers/vehicle-exists', { field: 'registrationNumber' });
      return this.add(brand, owner, body, {
        vinNumber: body.vinNumber ?? null,
        engineNumber: body.engineNumber ?? null,
        colour: body.colour ?? null,
        odometer: body.odometer ?? null,
        averageKmPerDay: body.averageKmPerDay ?? null,
        nextServiceDate: body.nextServiceDate ?? null,
      });
    },

    async add(brand: Brand, owner: CustomerScope, input: TVehicleCreate, workshopDetails: WorkshopDetails = {}): Promise<TVehicle> {
      const body = ZVehicleCreate.parse(input);
      const variant = await catalog.variantById(brand, body.catalogVehicleId);
      if (!variant) throw invalid(VEHICLE_MESSAGES.variantRequired, 'catalogVehicleId');
      const problem = variantChoiceProblem(variant, body);
      if (problem?.message === VEHICLE_MESSAGES.fuelMismatch) throw new AppError('garage/fuel-mismatch', { field: problem.field });
      if (problem) throw invalid(problem.message, problem.field);
      const plate = plateFor(brand, body.registrationNumber, body.isTempNumber);

      const row = await db.transaction(async (tx) => {
        if (await vehicles.byCatalogVehicleId(owner, body.catalogVehicleId, tx)) throw new AppError('garage/vehicle-exists', { field: 'catalogVehicleId' });
        const inserted = await vehicles.insert(
          {
            brandId: owner.brandId,
            userId: owner.userId,
            nickName: body.nickName || `${variant.make} ${variant.model}`,
            makeId: variant.makeId,
            make: variant.make,
            modelId: variant.modelId,
            model: variant.model,
            variant: variant.name,
            year: body.year,
            fuelType: variant.fuelType,
            vehicleType: variant.vehicleType,
            catalogVehicleId: variant.id,
            makeSegment: variant.segment,
            ...plate,
            ...workshopDetails,
          },
          tx,
        );
        // The first vehicle becomes the default and the selected one (customer spec section 4).
        await repairRefs(owner, tx);
        await recordEvent(tx, userEvent(owner, 'vehicles.changed', { vehicleId: inserted.id }));
        return inserted;
      });
      return view(owner, row.id);
    },

    async update(brand: Brand, owner: CustomerScope, id: string, input: TVehicleUpdate): Promise<TVehicle> {
      const body = ZVehicleUpdate.parse(input);
      await one(owner, id);
      const plate = plateFor(brand, body.registrationNumber, body.isTempNumber);
      await withEvent(db, userEvent(owner, 'vehicles.changed', { vehicleId: id }), (tx) =>
        vehicles.update(owner, id, { nickName: body.nickName, vinNumber: body.vinNumber, odometer: body.odometer, ...plate }, tx),
      );
      return view(owner, id);
    },

    async remove(owner: CustomerScope, id: string): Promise<void> {
      await one(owner, id);
      const files = await db.transaction(async (tx) => {
        // The customer first, then the vehicle: parallel deletes run one after another, so each
        // repairs the default and selected references from what the others left.
        await customers.lock(owner, tx);
        const row = await vehicles.lockById(owner, id, tx);
        if (!row) throw new AppError('resource/not-found', { message: VEHICLE_MESSAGES.noVehicles });
        if ((await vehiclesInUse({ vehicleIds: [id], use: 'active' }, tx)).size > 0) throw new AppError('garage/active-booking');
        // The vehicle's documents go with it (foreign key cascade); their files are collected first.
        const documentKeys = (await documents.list(owner, id, tx)).flatMap((d) => d.images.map((i) => i.key));
        await vehicles.remove(owner, id, tx);
        await repairRefs(owner, tx);
        await recordEvent(tx, userEvent(owner, 'vehicles.changed', { vehicleId: id }));
        return [...row.imagePaths.filter((k): k is string => Boolean(k)), ...documentKeys];
      });
      // Files go only after the rows are gone: a failed delete never leaves a row without its files.
      await Promise.all(files.map((key) => storage.remove(key)));
    },

    async makeDefault(owner: CustomerScope, id: string) {
      await one(owner, id);
      await withEvent(db, userEvent(owner, 'vehicles.changed', { vehicleId: id }), (tx) =>
        customers.update(owner, { defaultVehicleRef: vehicleRef(owner.userId, id) }, tx),
      );
    },

    async select(owner: CustomerScope, id: string) {
      await one(owner, id);
      await withEvent(db, userEvent(owner, 'vehicles.changed', { vehicleId: id }), (tx) =>
        customers.update(owner, { selectedVehicleRef: vehicleRef(owner.userId, id) }, tx),
      );
    },

    async putImage(owner: CustomerScope, id: string, slot: number, file: UploadedFile | null): Promise<TVehicle> {
      if (slot < 0 || slot >= VEHICLE_IMAGE_SLOTS) throw invalid(`Image slot must be 0 to ${VEHICLE_IMAGE_SLOTS - 1}`, 'slot');
      if (!file || !(ACCEPTED_UPLOADS.vehicleImage as readonly string[]).includes(file.contentType))
        throw new AppError('upload/unsupported-type', { field: 'file' });
      await one(owner, id);
      const key = `${owner.brandId}/${owner.userId}/vehicles/${id}-${slot}-${uuidv7()}.${extensionFor(file.contentType)}`;
      // The file is stored first and kept only if the row pointing at it commits; a crash in
      // between leaves a file no row names, which the storage sweep removes.
      await storage.put(key, file.body, file.contentType);
      try {
        await setSlot(owner, id, slot, key);
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
      return view(owner, id);
    },

    async removeImage(owner: CustomerScope, id: string, slot: number): Promise<TVehicle> {
      await setSlot(owner, id, slot, null);
      return view(owner, id);
    },
  };
}
