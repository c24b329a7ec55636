import { z } from 'zod';
import { normalizePlate } from '../garage/plate';
import { ZCalendarDateField, WORKSHOP_FIELD_RULES } from '../workshops/workshop-field';
import { INVOICE_KINDS } from './invoice';

/**
 * The invoice and credit-note registers (issue 27 parts 6 and 9): one query shape for both, a range
 * of the workshop's days (both ends included), a search, and a page; their rows, and the totals of
 * the whole period as filtered (not of the page).
 */

/** The workshop spec's date rules (section 5, 'Dates and numbers'): a valid range is required, and a bad date or a range that ends before it starts is 'Invalid date'. */
const DAY_RANGE = { from: ZCalendarDateField, to: ZCalendarDateField };
const inOrder = (range: { from: string; to: string }) => range.from <= range.to;
const ORDER_ISSUE = { error: WORKSHOP_FIELD_RULES.dateInvalid, path: ['to'] };

/** A search by a document's number, the customer's name or the vehicle's plate; at most 40 characters. */
export const REGISTER_SEARCH_MAX = 40;
const SEARCH = { q: z.string().trim().max(REGISTER_SEARCH_MAX, WORKSHOP_FIELD_RULES.tooLong).optional() };
const PAGE = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};
/** The invoice register lists one kind at a time: a proforma and the tax invoice of one job would count its work twice. */
const KIND = { kind: z.enum(INVOICE_KINDS).default('tax') };

/** A register's days alone, 'YYYY-MM-DD'. */
export const ZDayRangeQuery = z.object(DAY_RANGE).refine(inOrder, ORDER_ISSUE);

/** GET …/credit-notes: days, search, page. */
export const ZCreditNoteRegisterQuery = z.object({ ...DAY_RANGE, ...SEARCH, ...PAGE }).refine(inOrder, ORDER_ISSUE);
export type TCreditNoteRegisterQuery = z.output<typeof ZCreditNoteRegisterQuery>;
/** GET …/invoices: the same and the kind (tax invoices unless told). */
export const ZInvoiceRegisterQuery = z.object({ ...DAY_RANGE, ...SEARCH, ...PAGE, ...KIND }).refine(inOrder, ORDER_ISSUE);
export type TInvoiceRegisterQuery = z.output<typeof ZInvoiceRegisterQuery>;
/** GET …/credit-notes.xlsx and …/invoices.xlsx: the whole period as filtered, no page. */
export const ZCreditNoteExportQuery = z.object({ ...DAY_RANGE, ...SEARCH }).refine(inOrder, ORDER_ISSUE);
export const ZInvoiceExportQuery = z.object({ ...DAY_RANGE, ...SEARCH, ...KIND }).refine(inOrder, ORDER_ISSUE);
export type TInvoiceExportQuery = z.output<typeof ZInvoiceExportQuery>;
export type TRegisterFilter = { from: string; to: string; q?: string | undefined };

/** An export holds at most this many documents: a workbook beyond it is a longer period than a desk reads; choose a shorter one. */
export const REGISTER_EXPORT_MAX_ROWS = 10_000;

/** What a register's search looks for in one text: a number or a name by any part, and the text as plates are kept. */
export type RegisterSearch = { text: string; plate: string | null };

/** The searches of `q`; null when there is nothing to look for. LIKE's wildcards are dropped: no number, name or plate has them. */
export function registerSearchOf(q: string | undefined): RegisterSearch | null {
  const text = (q ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[%_\\]/g, '');
  if (text === '') return null;
  const plate = normalizePlate(text);
  return { text, plate: /^[A-Z0-9]{2,}$/.test(plate) ? plate : null };
}

/** A tax invoice's or proforma's line in the register: who, what, and what is still owed. */
export const ZInvoiceRegisterRow = z.object({
  invoiceId: z.uuid(),
  jobCardId: z.uuid(),
  jobCardNo: z.string(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  day: z.string(),
  issuedAt: z.string(),
  customerName: z.string(),
  vehicleNumber: z.string().nullable(),
  taxable: z.number(),
  tax: z.number(),
  grandTotal: z.number(),
  /** The advance and the desk's payments; null for a proforma, which is not paid against. */
  paid: z.number().nullable(),
  balance: z.number().nullable(),
});
export type TInvoiceRegisterRow = z.infer<typeof ZInvoiceRegisterRow>;

export const ZInvoiceRegisterTotals = z.object({
  count: z.number().int(),
  taxable: z.number(),
  tax: z.number(),
  grandTotal: z.number(),
  paid: z.number().nullable(),
  balance: z.number().nullable(),
});
export type TInvoiceRegisterTotals = z.infer<typeof ZInvoiceRegisterTotals>;

export const ZCreditNoteRegisterRow = z.object({
  creditNoteId: z.uuid(),
  invoiceId: z.uuid(),
  jobCardId: z.uuid(),
  jobCardNo: z.string(),
  number: z.string(),
  invoiceNumber: z.string(),
  day: z.string(),
  issuedAt: z.string(),
  customerName: z.string(),
  vehicleNumber: z.string().nullable(),
  basis: z.enum(['amount', 'lines']),
  taxable: z.number(),
  tax: z.number(),
  total: z.number(),
  reason: z.string().nullable(),
});
export type TCreditNoteRegisterRow = z.infer<typeof ZCreditNoteRegisterRow>;

export const ZCreditNoteRegisterTotals = z.object({ count: z.number().int(), taxable: z.number(), tax: z.number(), total: z.number() });
export type TCreditNoteRegisterTotals = z.infer<typeof ZCreditNoteRegisterTotals>;

/** One page of a register, and the totals of its whole period as filtered; amounts in major units of `currency`. */
const registerPage = <R extends z.ZodTypeAny, T extends z.ZodTypeAny>(row: R, totals: T) =>
  z.object({ currency: z.string(), page: z.number().int(), pageSize: z.number().int(), items: z.array(row), totals });

export const ZInvoiceRegister = registerPage(ZInvoiceRegisterRow, ZInvoiceRegisterTotals);
export type TInvoiceRegister = z.infer<typeof ZInvoiceRegister>;
export const ZCreditNoteRegister = registerPage(ZCreditNoteRegisterRow, ZCreditNoteRegisterTotals);
export type TCreditNoteRegister = z.infer<typeof ZCreditNoteRegister>;
