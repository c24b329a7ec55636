import { uuidv7 } from 'uuidv7';
import {
  ACCEPTED_UPLOADS,
  checkPlate,
  VEHICLE_IMAGE_SLOTS,
  VEHICLE_MESSAGES,
  variantChoiceProblem,
  ZVehicleCreate,
  ZVehicleUpdate,
  type TVehicle,
  type TVehicleCreate,
  type TVehicleUpdate,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { extensionFor, type Storage } from '../../platform/storage/storage';
import type { BrandRow } from '../brands/brands.tables';
import type { CatalogService } from '../catalog/catalog.service';
import type { IdentityRepository } from '../identity/identity.repository';
import type { UserRow } from '../identity/identity.tables';
import type { DocumentsRepository } from './documents.repository';
import type { VehicleRow } from './garage.tables';
import { loadUser, type Owner } from './owner';
import { vehicleRef, keepOrFirst } from './refs';
import type { UploadedFile } from './uploads';
import type { VehiclesRepository } from './vehicles.repository';
import { toVehicleView } from './views';

type Deps = { db: Db; vehicles: VehiclesRepository; documents: DocumentsRepository; identity: IdentityRepository; catalog: CatalogService; storage: Storage };
export type VehiclesService = ReturnType<typeof createVehiclesService>;

const invalid = (message: string, field: string) => new AppError('request/invalid', { message, field });

/** The plate rules of the brand's country; the temporary format only where the brand allows it. */
function plateFor(brand: BrandRow, registrationNumber: string, isTempNumber: boolean) {
  const allowTemp = brand.settings.featureSetting.showTempRegisterNumber && isTempNumber;
  const check = checkPlate(brand.settings.countryCode, registrationNumber, allowTemp);
  if (!check.ok) throw invalid(check.message, 'registrationNumber');
  return { registrationNumber: check.plate, isTempNumber: allowTemp };
}

export function createVehiclesService({ db, vehicles, documents, identity, catalog, storage }: Deps) {
  async function views(owner: Owner, user: UserRow, rows: VehicleRow[], tx?: Db): Promise<TVehicle[]> {
    const [documentIds, active] = await Promise.all([
      vehicles.documentIds(owner, tx),
      vehicles.withActiveBooking(
        rows.map((r) => r.id),
        tx,
      ),
    ]);
    return Promise.all(
      rows.map((row) => toVehicleView(row, { user, storage, documentIds: documentIds.get(row.id) ?? [], hasActiveBooking: active.has(row.id) })),
    );
  }

  async function one(owner: Owner, id: string, tx?: Db) {
    const row = await vehicles.byId(owner, id, tx);
    if (!row) throw new AppError('resource/not-found', { message: VEHICLE_MESSAGES.noVehicles });
    return row;
  }

  const view = async (owner: Owner, row: VehicleRow, tx?: Db) => (await views(owner, await loadUser(identity, owner, tx), [row], tx))[0]!;

  /** Default and selected vehicle after a change: the first remaining one when the old one is gone. */
  async function repairRefs(owner: Owner, tx: Db) {
    const user = await loadUser(identity, owner, tx);
    const remaining = (await vehicles.list(owner, tx)).map((v) => vehicleRef(owner.userId, v.id));
    const next = { defaultVehicleRef: keepOrFirst(user.defaultVehicleRef, remaining), selectedVehicleRef: keepOrFirst(user.selectedVehicleRef, remaining) };
    if (next.defaultVehicleRef !== user.defaultVehicleRef || next.selectedVehicleRef !== user.selectedVehicleRef) {
      await identity.updateUser(owner.brandId, owner.userId, next, tx);
    }
  }

  return {
    /** The garage, read on every visit: one statement, and the user (for default and selected) as recently read. */
    list: async (owner: Owner) => {
      const [user, rows] = await Promise.all([identity.recentUserById(owner.brandId, owner.userId), vehicles.listWithFacts(owner)]);
      if (!user) throw new AppError('auth/login-required');
      return Promise.all(rows.map(({ vehicle, ...facts }) => toVehicleView(vehicle, { user, storage, ...facts })));
    },

    get: async (owner: Owner, id: string) => view(owner, await one(owner, id)),

    async add(brand: BrandRow, owner: Owner, input: TVehicleCreate): Promise<TVehicle> {
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
          },
          tx,
        );
        // The first vehicle becomes the default and the selected one (customer spec section 4).
        await repairRefs(owner, tx);
        return inserted;
      });
      return view(owner, row);
    },

    async update(brand: BrandRow, owner: Owner, id: string, input: TVehicleUpdate): Promise<TVehicle> {
      const body = ZVehicleUpdate.parse(input);
      await one(owner, id);
      const plate = plateFor(brand, body.registrationNumber, body.isTempNumber);
      const row = await vehicles.update(owner, id, { nickName: body.nickName, vinNumber: body.vinNumber, odometer: body.odometer, ...plate });
      return view(owner, row!);
    },

    async remove(owner: Owner, id: string): Promise<void> {
      const row = await one(owner, id);
      const files = await db.transaction(async (tx) => {
        if ((await vehicles.withActiveBooking([id], tx)).size > 0) throw new AppError('garage/active-booking');
        // The vehicle's documents go with it (foreign key cascade); their files are collected first.
        const documentKeys = (await documents.list(owner, id, tx)).flatMap((d) => d.images.map((i) => i.key));
        await vehicles.remove(owner, id, tx);
        await repairRefs(owner, tx);
        return [...row.imagePaths.filter((k): k is string => Boolean(k)), ...documentKeys];
      });
      // Files go only after the rows are gone: a failed delete never leaves a row without its files.
      await Promise.all(files.map((key) => storage.remove(key)));
    },

    async makeDefault(owner: Owner, id: string) {
      await one(owner, id);
      await identity.updateUser(owner.brandId, owner.userId, { defaultVehicleRef: vehicleRef(owner.userId, id) });
    },

    async select(owner: Owner, id: string) {
      await one(owner, id);
      await identity.updateUser(owner.brandId, owner.userId, { selectedVehicleRef: vehicleRef(owner.userId, id) });
    },

    async putImage(owner: Owner, id: string, slot: number, file: UploadedFile | null): Promise<TVehicle> {
      if (slot < 0 || slot >= VEHICLE_IMAGE_SLOTS) throw invalid(`Image slot must be 0 to ${VEHICLE_IMAGE_SLOTS - 1}`, 'slot');
      if (!file || !(ACCEPTED_UPLOADS.vehicleImage as readonly string[]).includes(file.contentType))
        throw new AppError('upload/unsupported-type', { field: 'file' });
      const row = await one(owner, id);
      const key = `${owner.brandId}/${owner.userId}/vehicles/${id}-${slot}-${uuidv7()}.${extensionFor(file.contentType)}`;
      await storage.put(key, file.body, file.contentType);
      const paths = [...row.imagePaths];
      const previous = paths[slot];
      paths[slot] = key;
      const updated = await vehicles.update(owner, id, { imagePaths: paths });
      if (previous) await storage.remove(previous);
      return view(owner, updated!);
    },

    async removeImage(owner: Owner, id: string, slot: number): Promise<TVehicle> {
      const row = await one(owner, id);
      const paths = [...row.imagePaths];
      const previous = paths[slot];
      paths[slot] = null;
      const updated = await vehicles.update(owner, id, { imagePaths: paths });
      if (previous) await storage.remove(previous);
      return view(owner, updated!);
    },
  };
}
