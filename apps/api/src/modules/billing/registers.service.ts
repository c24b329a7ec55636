import {
  majorOf,
  minorOf,
  REGISTER_EXPORT_MAX_ROWS,
  type TCreditNoteRegister,
  type TCreditNoteRegisterQuery,
  type TCurrency,
  type TInvoiceExportQuery,
  type TInvoiceRegister,
  type TInvoiceRegisterQuery,
  type TRegisterFilter,
} from '@servicebay/domain';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import { pageWindow } from '../../platform/http/route-kit';
import type { Brand } from '../../platform/tenancy';
import type { EstimateService } from './estimate.service';
import type { CreditNoteRegisterRecord, InvoiceRegisterRecord, RegistersRepository } from './registers.repository';

/** A booking's advance paid online (the payments module's): it counts as paid on the card's tax invoice. */
export type PaidAdvance = { bookingId: string; amountMinor: number; paidAt: Date | null };

type Deps = {
  repository: RegistersRepository;
  estimates: Pick<EstimateService, 'placeOf'>;
  advancesOf: (bookingIds: readonly string[]) => Promise<PaidAdvance[]>;
};

export type RegistersService = ReturnType<typeof createRegistersService>;

/** What each booking's advances come to, in minor units. */
function advanceByBooking(advances: readonly PaidAdvance[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const advance of advances) sums.set(advance.bookingId, (sums.get(advance.bookingId) ?? 0) + advance.amountMinor);
  return sums;
}

/** The whole period, one row beyond what an export holds: so that a longer one is refused, not cut short. */
const EXPORT_WINDOW = { limit: REGISTER_EXPORT_MAX_ROWS + 1, offset: 0 };

/**
 * The invoice and credit-note registers (issue 27 parts 6 and 9): a page of the period's documents
 * as filtered and the totals of all of them, or all of them for an export. An invoice's paid is the
 * booking's advance and the desk's payments, as the card's bill reads it (card-payments.service.ts).
 */
export function createRegistersService({ repository, estimates, advancesOf }: Deps) {
  const currencyOf = async (brand: Brand, workshopId: string): Promise<TCurrency> => (await estimates.placeOf(brand, workshopId)).currency;

  function invoiceRows(records: InvoiceRegisterRecord[], advances: Map<string, number>, currency: TCurrency): TInvoiceRegister['items'] {
    const major = (amount: number) => majorOf(amount, currency);
    return records.map((record) => {
      const isTax = record.kind === 'tax';
      const paidMinor = Number(record.deskPaidMinor) + (record.bookingId ? (advances.get(record.bookingId) ?? 0) : 0);
      return {
        invoiceId: record.invoiceId,
        jobCardId: record.jobCardId,
        jobCardNo: record.jobCardNo,
        kind: record.kind,
        number: record.number,
        day: record.day,
        issuedAt: record.issuedAt.toISOString(),
        customerName: record.customerName,
        vehicleNumber: record.vehicleNumber,
        taxable: Number(record.taxable),
        tax: Number(record.tax),
        grandTotal: major(record.grandTotalMinor),
        paid: isTax ? major(paidMinor) : null,
        balance: isTax ? major(record.grandTotalMinor - paidMinor) : null,
      };
    });
  }

  async function invoiceTotals(scope: StaffScope, filter: TRegisterFilter & Pick<TInvoiceRegisterQuery, 'kind'>, currency: TCurrency) {
    const sums = await repository.invoiceTotals(scope, filter);
    const isTax = filter.kind === 'tax';
    const advances = isTax && sums.bookingIds.length > 0 ? await advancesOf(sums.bookingIds) : [];
    const paidMinor = Number(sums.deskPaidMinor) + advances.reduce((total, advance) => total + advance.amountMinor, 0);
    const grandTotalMinor = Number(sums.grandTotalMinor);
    const major = (amount: number) => majorOf(amount, currency);
    return {
      count: sums.count,
      taxable: major(minorOf(Number(sums.taxable), currency)),
      tax: major(minorOf(Number(sums.tax), currency)),
      grandTotal: major(grandTotalMinor),
      paid: isTax ? major(paidMinor) : null,
      balance: isTax ? major(grandTotalMinor - paidMinor) : null,
    };
  }

  async function invoicesIn(brand: Brand, scope: StaffScope, query: TInvoiceExportQuery, window: { limit: number; offset: number }) {
    const [currency, records] = await Promise.all([currencyOf(brand, scope.workshopId), repository.invoices(scope, query, window)]);
    const bookingIds = [...new Set(records.flatMap((record) => (record.bookingId && record.kind === 'tax' ? [record.bookingId] : [])))];
    const advances = advanceByBooking(bookingIds.length > 0 ? await advancesOf(bookingIds) : []);
    return { currency, items: invoiceRows(records, advances, currency), totals: await invoiceTotals(scope, query, currency) };
  }

  const creditNoteRows = (records: CreditNoteRegisterRecord[]): TCreditNoteRegister['items'] =>
    records.map(({ creditNoteId, jobCardId, vehicleNumber, document }) => ({
      creditNoteId,
      invoiceId: document.invoiceId,
      jobCardId,
      jobCardNo: document.jobCardNo,
      number: document.number,
      invoiceNumber: document.invoiceNumber,
      day: document.day,
      issuedAt: document.issuedAt,
      customerName: document.customerName,
      vehicleNumber,
      basis: document.basis,
      taxable: document.taxable,
      tax: document.tax,
      total: document.total,
      reason: document.reason,
    }));

  async function creditNotesIn(brand: Brand, scope: StaffScope, filter: TRegisterFilter, window: { limit: number; offset: number }) {
    const [currency, records, sums] = await Promise.all([
      currencyOf(brand, scope.workshopId),
      repository.creditNotes(scope, filter, window),
      repository.creditNoteTotals(scope, filter),
    ]);
    const exact = (sum: string) => majorOf(minorOf(Number(sum), currency), currency);
    return {
      currency,
      items: creditNoteRows(records),
      totals: { count: sums.count, taxable: exact(sums.taxable), tax: exact(sums.tax), total: exact(sums.total) },
    };
  }

  /** An export of more than the workbook holds is refused with what to do, never cut short. */
  const wholePeriod = <T extends { items: unknown[] }>(register: T): T => {
    if (register.items.length > REGISTER_EXPORT_MAX_ROWS) throw new AppError('billing/register-too-long', { field: 'from' });
    return register;
  };

  return {
    /** GET …/invoices: a page of the period's invoices of one kind, newest first, and the period's totals. */
    invoices: async (brand: Brand, scope: StaffScope, query: TInvoiceRegisterQuery): Promise<TInvoiceRegister> => ({
      ...(await invoicesIn(brand, scope, query, pageWindow(query))),
      page: query.page,
      pageSize: query.pageSize,
    }),
    /** GET …/invoices.xlsx: every invoice of the period as filtered. */
    invoicesOfPeriod: async (brand: Brand, scope: StaffScope, query: TInvoiceExportQuery) => wholePeriod(await invoicesIn(brand, scope, query, EXPORT_WINDOW)),

    /** GET …/credit-notes: a page of the period's credit notes, newest first, and the period's totals. */
    creditNotes: async (brand: Brand, scope: StaffScope, query: TCreditNoteRegisterQuery): Promise<TCreditNoteRegister> => ({
      ...(await creditNotesIn(brand, scope, query, pageWindow(query))),
      page: query.page,
      pageSize: query.pageSize,
    }),
    /** GET …/credit-notes.xlsx. */
    creditNotesOfPeriod: async (brand: Brand, scope: StaffScope, filter: TRegisterFilter) =>
      wholePeriod(await creditNotesIn(brand, scope, filter, EXPORT_WINDOW)),
  };
}
