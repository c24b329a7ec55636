import { and, asc, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { technicianName, ZTechnicianBody, type TTechnician } from '@servicebay/domain';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { storeThenKeep } from '../../platform/storage/photo-keys';
import { extensionFor } from '../../platform/storage/storage';
import type { Brand } from '../../platform/tenancy';
import { technicians, type TechnicianRow } from './employees.tables';
import { licenceOf, type PeopleDeps, type WorkshopScope } from './people-context';
import { fieldsOf } from './request-fields';

export type TechniciansService = ReturnType<typeof createTechniciansService>;

const ofWorkshop = (scope: WorkshopScope) => and(eq(technicians.brandId, scope.brandId), eq(technicians.workshopId, scope.workshopId));

/**
 * The workshop's technicians (issue 29 part 2): names, gender, licence, grade and picture. One who
 * signs in does so through a staff account of the technician role at this workshop, linked to one
 * technician at most (a unique key, as an employee's).
 */
export function createTechniciansService(deps: PeopleDeps) {
  const { db, now, storage } = deps;

  async function technicianOf(scope: WorkshopScope, technicianId: string): Promise<TechnicianRow> {
    const [row] = await db
      .select()
      .from(technicians)
      .where(and(ofWorkshop(scope), eq(technicians.id, technicianId)));
    if (!row) throw new AppError('resource/not-found', { field: 'technicianId' });
    return row;
  }

  async function columnsOf(scope: StaffScope, body: unknown) {
    const fields = fieldsOf(ZTechnicianBody, body);
    if (fields.staffId) {
      const member = (await deps.staffDirectory.ofWorkshop(scope.brandId, scope.workshopId)).find((account) => account.id === fields.staffId);
      if (!member) throw new AppError('resource/not-found', { field: 'staffId' });
      if (member.role !== 'technician') throw new AppError('people/not-a-technician', { field: 'staffId' });
    }
    return fields;
  }

  async function views(brand: Brand, scope: WorkshopScope, rows: TechnicianRow[]): Promise<TTechnician[]> {
    const names = await deps.staffDirectory.names(
      scope.brandId,
      rows.flatMap((row) => (row.staffId ? [row.staffId] : [])),
    );
    return Promise.all(
      rows.map(async (row) => ({
        technicianId: row.id,
        firstName: row.firstName,
        secondName: row.secondName,
        lastName: row.lastName,
        name: technicianName(row),
        gender: row.gender,
        grade: row.grade,
        licenceNumber: row.licenceNumber,
        licenceExpiry: row.licenceExpiry,
        licence: licenceOf(brand, row.licenceExpiry, now()),
        staffId: row.staffId,
        staffName: row.staffId ? (names.get(row.staffId) ?? null) : null,
        pictureUrl: row.pictureKey ? await storage.signedUrl(row.pictureKey) : null,
      })),
    );
  }

  const get = async (brand: Brand, scope: WorkshopScope, technicianId: string): Promise<TTechnician> =>
    (await views(brand, scope, [await technicianOf(scope, technicianId)]))[0]!;

  return {
    technicianOf,
    get,

    /** The technician a staff account signs in as at the workshop, if any. */
    async ofStaff(scope: WorkshopScope, staffId: string): Promise<TechnicianRow | null> {
      const [row] = await db
        .select()
        .from(technicians)
        .where(and(ofWorkshop(scope), eq(technicians.staffId, staffId)));
      return row ?? null;
    },

    async create(brand: Brand, scope: StaffScope, body: unknown): Promise<TTechnician> {
      const [row] = await db
        .insert(technicians)
        .values({ brandId: scope.brandId, workshopId: scope.workshopId, ...(await columnsOf(scope, body)) })
        .returning();
      return (await views(brand, scope, [row!]))[0]!;
    },

    async update(brand: Brand, scope: StaffScope, technicianId: string, body: unknown): Promise<TTechnician> {
      await technicianOf(scope, technicianId);
      await db
        .update(technicians)
        .set(await columnsOf(scope, body))
        .where(eq(technicians.id, technicianId));
      return get(brand, scope, technicianId);
    },

    /** Removes the technician, their picture and their labour lines' assignments (the lines stay). */
    async remove(scope: StaffScope, technicianId: string): Promise<void> {
      const row = await technicianOf(scope, technicianId);
      await db.delete(technicians).where(eq(technicians.id, technicianId));
      if (row.pictureKey) await storage.remove(row.pictureKey);
    },

    async list(brand: Brand, scope: StaffScope): Promise<TTechnician[]> {
      const rows = await db.select().from(technicians).where(ofWorkshop(scope)).orderBy(asc(technicians.firstName), asc(technicians.id));
      return views(brand, scope, rows);
    },

    /**
     * A new profile picture, stored as the job cards' photos are (storeThenKeep): kept only once
     * the row names it; the one it replaces is removed after.
     */
    async setPicture(brand: Brand, scope: StaffScope, technicianId: string, file: UploadedFile | null): Promise<TTechnician> {
      if (!file) throw new AppError('upload/unsupported-type', { field: 'file' });
      const before = await technicianOf(scope, technicianId);
      const key = `workshops/${scope.brandId}/${scope.workshopId}/technicians/${technicianId}/${uuidv7()}.${extensionFor(file.contentType)}`;
      await storeThenKeep(storage, key, file, async () => {
        await db.update(technicians).set({ pictureKey: key }).where(eq(technicians.id, technicianId));
        return true;
      });
      if (before.pictureKey) await storage.remove(before.pictureKey);
      return get(brand, scope, technicianId);
    },
  };
}
