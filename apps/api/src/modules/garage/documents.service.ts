import { uuidv7 } from 'uuidv7';
import {
  ABUSE_LIMIT_MESSAGES,
  DOCUMENT_MESSAGES,
  documentProblems,
  fitsStorageQuota,
  ZDocumentFieldsInput,
  type StorageQuota,
  type TDocumentTemplate,
  type TUserDocument,
} from '@servicebay/domain';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordEvent, userEvent, withEvent } from '../../platform/events';
import type { CustomerScope } from '../../platform/auth/principal';
import { fileOf, type MultipartForm } from '../../platform/http/multipart';
import { extensionFor, type Storage } from '../../platform/storage/storage';
import type { CustomerRecords } from '../identity';
import type { DocumentsRepository } from './documents.repository';
import type { VehiclesRepository } from './vehicles.repository';
import { toDocumentView } from './views';

type Deps = { db: Db; documents: DocumentsRepository; vehicles: VehiclesRepository; customers: CustomerRecords; storage: Storage; quota: StorageQuota };
export type DocumentsService = ReturnType<typeof createDocumentsService>;

/** YYYY-MM-DD naming a day that exists: '2027-02-31' is refused, not rolled over or sent to the database. */
const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** additionalFields arrive as a JSON object field, or as `additionalFields.<name>` fields. */
function additionalFieldsOf(fields: Record<string, string>): Record<string, string> {
  const fromJson = fields.additionalFields ? z.record(z.string(), z.string()).safeParse(JSON.parse(fields.additionalFields)) : null;
  if (fromJson && !fromJson.success) throw new AppError('request/invalid', { message: 'additionalFields must map names to text', field: 'additionalFields' });
  const prefixed = Object.entries(fields)
    .filter(([k]) => k.startsWith('additionalFields.'))
    .map(([k, v]) => [k.slice('additionalFields.'.length), v] as const);
  return { ...(fromJson?.data ?? {}), ...Object.fromEntries(prefixed) };
}

export function createDocumentsService({ db, documents, vehicles, customers, storage, quota }: Deps) {
  async function checkQuota(owner: CustomerScope, incomingBytes: number, tx: Db) {
    if (!fitsStorageQuota(await documents.usageForUpdate(owner, tx), incomingBytes, quota)) {
      throw new AppError('garage/storage-full', { message: ABUSE_LIMIT_MESSAGES.storageFull(quota) });
    }
  }

  async function templates(brandId: string): Promise<TDocumentTemplate[]> {
    return (await documents.templates(brandId)).map((t) => ({
      name: t.name,
      displayTitle: t.displayTitle,
      supportsId: t.supportsId,
      idFieldDisplayName: t.idFieldDisplayName,
      supportsExpiration: t.supportsExpiration,
      additionalFieldsToCapture: t.additionalFieldsToCapture,
    }));
  }

  return {
    templates,

    async list(owner: CustomerScope, vehicleId?: string): Promise<TUserDocument[]> {
      return Promise.all((await documents.list(owner, vehicleId)).map((row) => toDocumentView(row, storage)));
    },

    /**
     * Validates the whole form against the brand's template before storing anything; stores the
     * two images, then the row. If the row cannot be written, the stored images are removed.
     */
    async upload(owner: CustomerScope, form: MultipartForm): Promise<TUserDocument> {
      let additionalFields: Record<string, string>;
      try {
        additionalFields = additionalFieldsOf(form.fields);
      } catch (error) {
        if (error instanceof SyntaxError) throw new AppError('request/invalid', { message: 'additionalFields is not valid JSON', field: 'additionalFields' });
        throw error;
      }
      const input = ZDocumentFieldsInput.parse({ ...form.fields, additionalFields });
      const ownVehicles = await vehicles.list(owner);
      if (ownVehicles.length === 0) throw new AppError('garage/vehicle-required', { field: 'vehicleId' });
      if (!form.fields.vehicleId) throw new AppError('garage/vehicle-required', { message: DOCUMENT_MESSAGES.selectVehicleFirst, field: 'vehicleId' });
      const vehicle = ownVehicles.find((v) => v.id === form.fields.vehicleId);
      if (!vehicle) throw new AppError('resource/not-found', { message: 'Vehicle not found', field: 'vehicleId' });
      const template = (await templates(owner.brandId)).find((t) => t.name === input.documentType);
      if (!template) throw new AppError('request/invalid', { message: 'Unknown document type', field: 'documentType' });

      const front = fileOf(form, 'front');
      const back = fileOf(form, 'back');
      const [problem] = documentProblems(template, { ...input, hasFront: Boolean(front), hasBack: Boolean(back) });
      if (problem) throw new AppError('request/invalid', { message: problem.message, field: problem.field });
      if (input.expirationDate && !isCalendarDate(input.expirationDate)) {
        throw new AppError('request/invalid', { message: 'Invalid date', field: 'expirationDate' });
      }

      const id = uuidv7();
      const images = [front, back].flatMap((file, i) =>
        file
          ? [
              {
                side: i === 0 ? ('front' as const) : ('back' as const),
                key: `${owner.brandId}/${owner.userId}/documents/${id}-${i === 0 ? 'front' : 'back'}.${extensionFor(file.contentType)}`,
                contentType: file.contentType,
                bytes: file.bytes,
                body: file.body,
              },
            ]
          : [],
      );
      const incomingBytes = images.reduce((sum, image) => sum + image.bytes, 0);
      // Refused before anything is stored when the vault is already full; checked again, locked, with the row.
      await db.transaction((tx) => checkQuota(owner, incomingBytes, tx));
      await Promise.all(images.map((image) => storage.put(image.key, image.body, image.contentType)));
      try {
        const row = await db.transaction(async (tx) => {
          await checkQuota(owner, incomingBytes, tx);
          // The customer, then the vehicle, held until the row commits: an upload racing its delete is a
          // 404, and its files go. The order is a vehicle delete's: the new row's foreign key would
          // otherwise wait for the customer while holding the vehicle the delete waits for (a deadlock).
          await customers.lock(owner, tx);
          if (!(await vehicles.lockById(owner, vehicle.id, tx))) throw new AppError('resource/not-found', { message: 'Vehicle not found', field: 'vehicleId' });
          const inserted = await documents.insert(
            {
              id,
              brandId: owner.brandId,
              userId: owner.userId,
              vehicleId: vehicle.id,
              documentType: template.name,
              documentId: input.documentId || null,
              expirationDate: input.expirationDate || null,
              additionalFields,
              images: images.map(({ side, key, contentType, bytes }) => ({ side, key, contentType, bytes })),
            },
            tx,
          );
          await recordEvent(tx, userEvent(owner, 'documents.changed', { documentId: id }));
          return inserted;
        });
        return toDocumentView(row, storage);
      } catch (error) {
        await Promise.all(images.map((image) => storage.remove(image.key)));
        throw error;
      }
    },

    async remove(owner: CustomerScope, id: string): Promise<void> {
      const row = await documents.byId(owner, id);
      if (!row) throw new AppError('resource/not-found', { message: 'Document not found' });
      await withEvent(db, userEvent(owner, 'documents.changed', { documentId: id }), (tx) => documents.remove(owner, id, tx));
      await Promise.all(row.images.map((i) => storage.remove(i.key)));
    },
  };
}
