import type { Db } from '../../db/client';
import { uuidv7 } from 'uuidv7';
import {
  bankDetailsSchema,
  checkTaxRegistration,
  gstinForStateSchema,
  issueEnglish,
  TAX_COUNTRY_OF,
  type CountryCode,
  type TWorkshopSettings,
  type TWorkshopSettingsChange,
} from '@servicebay/domain';
import { AppError } from '../../platform/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { storeThenKeep } from '../../platform/storage/photo-keys';
import { extensionFor, type Storage } from '../../platform/storage/storage';
import type { Brand } from '../../platform/tenancy';
import type { WorkshopChange, WorkshopRow, WorkshopsRepository } from './workshops.repository';

type Deps = { repository: WorkshopsRepository; storage: Storage; changed: () => void };

export type WorkshopSettingsService = ReturnType<typeof createWorkshopSettingsService>;

const invalid = (message: string, field: string) => new AppError('request/invalid', { message, field });

/**
 * The owner's settings of a workshop (workshop spec sections 2, 3 and 5; issue 11 part 2). Tax
 * numbers and bank details follow the brand's country (India's GSTIN must match the state code);
 * the calendar's bays are what customers' bookings fill; a logo is replaced only once removed.
 */
export function createWorkshopSettingsService({ repository, storage, changed }: Deps) {
  async function view(row: WorkshopRow): Promise<TWorkshopSettings> {
    return {
      workshopId: row.id,
      name: row.name,
      branchName: row.branchName,
      address: row.address,
      city: row.city,
      latitude: row.latitude,
      longitude: row.longitude,
      phoneNumber: row.phoneNumber,
      stateCode: row.stateCode,
      taxRegistration: row.taxRegistration,
      bank:
        row.bankName && row.bankAccountNumber
          ? { bankName: row.bankName, accountNumber: row.bankAccountNumber, ifsc: row.bankIfsc, branchCode: row.bankBranchCode }
          : null,
      logoUrl: row.logoKey ? await storage.signedUrl(row.logoKey) : null,
      invoiceNumberMode: row.invoiceNumberMode,
      invoicePrefix: row.invoicePrefix,
      timeZone: row.timeZone,
      workingDays: row.workingDays,
      opensAt: row.opensAt,
      closesAt: row.closesAt,
      slotMinutes: row.slotMinutes,
      bays: row.bays,
      holidays: row.holidays,
      vehicleTypes: row.vehicleTypes,
      pickupRadiusKm: row.pickupRadiusKm,
      geofenceRadiusMetres: row.geofenceRadiusMetres,
    };
  }

  async function rowOf(brand: Brand, workshopId: string, tx?: Db): Promise<WorkshopRow> {
    const row = await repository.row(brand.id, workshopId, tx);
    if (!row) throw new AppError('resource/not-found');
    return row;
  }

  /** The country's rules on the fields that have them; answers the columns as they are kept. */
  function checked(countryCode: CountryCode, current: WorkshopRow, change: TWorkshopSettingsChange): WorkshopChange {
    const { bank, taxRegistration, ...rest } = change;
    const columns: WorkshopChange = { ...rest };
    const stateCode = change.stateCode !== undefined ? change.stateCode : current.stateCode;
    if (taxRegistration !== undefined) {
      if (taxRegistration === null || taxRegistration.trim() === '') columns.taxRegistration = null;
      else {
        const check = checkTaxRegistration(TAX_COUNTRY_OF[countryCode], taxRegistration);
        if (!check.ok) throw invalid(check.message, 'taxRegistration');
        columns.taxRegistration = check.number;
      }
    }
    // A GST number must match the state code (workshop spec section 5).
    const gstin = columns.taxRegistration !== undefined ? columns.taxRegistration : current.taxRegistration;
    if (countryCode === '+91' && gstin && stateCode) {
      const match = gstinForStateSchema(stateCode).safeParse(gstin);
      if (!match.success) throw invalid(issueEnglish(match.error.issues[0]!), 'taxRegistration');
    }
    if (bank !== undefined) {
      if (bank === null) Object.assign(columns, { bankName: null, bankAccountNumber: null, bankIfsc: null, bankBranchCode: null });
      else {
        const parsed = bankDetailsSchema(countryCode).safeParse(bank);
        const issue = parsed.error?.issues[0];
        if (issue) throw invalid(issueEnglish(issue), `bank.${issue.path.join('.')}`);
        const details = parsed.data! as { bankName: string; accountNumber: string; ifsc?: string | null; branchCode?: string | null };
        Object.assign(columns, {
          bankName: details.bankName,
          bankAccountNumber: details.accountNumber,
          bankIfsc: details.ifsc ?? null,
          bankBranchCode: details.branchCode ?? null,
        });
      }
    }
    const mode = change.invoiceNumberMode ?? current.invoiceNumberMode;
    const prefix = change.invoicePrefix !== undefined ? change.invoicePrefix : current.invoicePrefix;
    // Automatic numbers need their series' prefix ('A prefix or workshop code must exist').
    if (mode === 'auto' && !prefix && (change.invoiceNumberMode !== undefined || change.invoicePrefix !== undefined))
      throw invalid('A prefix or workshop code must exist', 'invoicePrefix');
    const opensAt = change.opensAt ?? current.opensAt;
    const closesAt = change.closesAt ?? current.closesAt;
    if (opensAt >= closesAt) throw invalid('The workshop must close after it opens', 'closesAt');
    return columns;
  }

  return {
    /** One workshop's settings; in the caller's transaction when it has one open (a payment's). */
    get: async (brand: Brand, workshopId: string, tx?: Db) => view(await rowOf(brand, workshopId, tx)),

    /** The logo's bytes for a print, or null when the workshop has none (or its file is gone: the print then names the workshop). */
    async logo(brand: Brand, workshopId: string): Promise<Buffer | null> {
      const { logoKey } = await rowOf(brand, workshopId);
      return logoKey ? storage.read(logoKey) : null;
    },

    async change(brand: Brand, workshopId: string, change: TWorkshopSettingsChange): Promise<TWorkshopSettings> {
      const current = await rowOf(brand, workshopId);
      await repository.update(brand.id, workshopId, checked(brand.settings.countryCode, current, change));
      changed();
      return view(await rowOf(brand, workshopId));
    },

    /** The logo: png or jpeg by its bytes; refused while another is there ('An existing logo must be removed before another is added'). */
    async addLogo(brand: Brand, workshopId: string, file: UploadedFile | null): Promise<TWorkshopSettings> {
      if (!file) throw new AppError('upload/unsupported-type', { field: 'file' });
      const current = await rowOf(brand, workshopId);
      if (current.logoKey) throw new AppError('workshops/logo-exists', { field: 'file' });
      const key = `workshops/${brand.id}/${workshopId}/logo-${uuidv7()}.${extensionFor(file.contentType)}`;
      const kept = await storeThenKeep(storage, key, file, () => repository.setLogo(brand.id, workshopId, key));
      if (!kept) throw new AppError('workshops/logo-exists', { field: 'file' });
      changed();
      return view(await rowOf(brand, workshopId));
    },

    async removeLogo(brand: Brand, workshopId: string): Promise<TWorkshopSettings> {
      const current = await rowOf(brand, workshopId);
      if (current.logoKey) {
        await repository.update(brand.id, workshopId, { logoKey: null });
        await storage.remove(current.logoKey);
        changed();
      }
      return view(await rowOf(brand, workshopId));
    },
  };
}
