import { vehicleRef, type TUserDocument, type TVehicle } from '@servicebay/domain';
import type { Storage } from '../../platform/storage/storage';
import type { Customer } from '../identity';
import type { UserDocumentRow, VehicleRow } from './garage.tables';

/** Files are never addressed by key outside the API: every view carries signed, expiring URLs. */
const signedOrNull = (storage: Storage, key: string | null) => (key ? storage.signedUrl(key) : Promise.resolve(null));

export async function toVehicleView(
  row: VehicleRow,
  context: { user: Customer; storage: Storage; documentIds: string[]; hasActiveBooking: boolean },
): Promise<TVehicle> {
  const ref = vehicleRef(row.userId, row.id);
  const imagePaths = await Promise.all(row.imagePaths.map((key) => signedOrNull(context.storage, key)));
  return {
    did: row.id,
    ref,
    nickName: row.nickName,
    make: row.make,
    makeId: row.makeId,
    model: row.model,
    modelId: row.modelId,
    variant: row.variant,
    year: row.year,
    fuelType: row.fuelType,
    vehicleType: row.vehicleType,
    registrationNumber: row.registrationNumber,
    isTempNumber: row.isTempNumber,
    vinNumber: row.vinNumber,
    odometer: row.odometer,
    nextServiceDate: row.nextServiceDate,
    imageUrl: imagePaths.find(Boolean) ?? null,
    imagePaths,
    catalogVehicleId: row.catalogVehicleId,
    makeSegment: row.makeSegment,
    documentIds: context.documentIds,
    isDefault: context.user.defaultVehicleRef === ref,
    isSelected: context.user.selectedVehicleRef === ref,
    hasActiveBooking: context.hasActiveBooking,
  };
}

export async function toDocumentView(row: UserDocumentRow, storage: Storage): Promise<TUserDocument> {
  return {
    did: row.id,
    vehicleId: row.vehicleId,
    documentType: row.documentType,
    documentId: row.documentId,
    expirationDate: row.expirationDate,
    additionalFields: row.additionalFields,
    images: await Promise.all(row.images.map(async (i) => ({ side: i.side, url: await storage.signedUrl(i.key), contentType: i.contentType }))),
    createdAt: row.createdAt.toISOString(),
  };
}
