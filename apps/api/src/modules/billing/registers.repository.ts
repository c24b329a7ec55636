import { registerSearchOf, type TInvoiceKind, type TRegisterFilter } from '@servicebay/domain';
import { and, between, desc, eq, ilike, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardPayments, creditNotes, invoices } from './billing.tables';

type WorkshopScope = { brandId: string; workshopId: string };
/** A page of a register, or the whole period (an export) with `limit` one above what it may hold. */
type Window = { limit: number; offset: number };

/** A text of the issued document, read from its JSON by a path of keys written here (never the caller's). */
function textOf(column: typeof invoices.document | typeof creditNotes.document, ...path: [string, ...string[]]): SQL<string> {
  const keys = path.map((key) => sql.raw(`'${key}'`));
  const last = keys.pop()!;
  return sql<string>`(${column}${sql.join(keys.map((key) => sql`->${key}`))}->>${last})`;
}

/**
 * A sum of an amount of the documents, as PostgreSQL's numeric text: the documents keep major
 * units as issued ('1234.567'), and numeric adds decimals exactly; the service takes it to minor
 * units through money.ts.
 */
const exactSum = (amount: SQL<string>) => sql<string>`coalesce(sum((${amount})::numeric), 0)::text`;

/** What the register's search finds (domain registers.ts): the number, the job card's, the customer's name by any part, the plate by any part. */
function searchWhere(q: string | undefined, texts: SQL[], plate: SQL): SQL | undefined {
  const search = registerSearchOf(q);
  if (!search) return undefined;
  return or(...texts.map((text) => ilike(text, `%${search.text}%`)), search.plate ? like(plate, `%${search.plate}%`) : undefined);
}

/** The desk's payments against each of the workshop's invoices, in minor units (joined: a correlated subquery's columns would lose their table). */
const deskPaidOf = (db: Db, scope: WorkshopScope) =>
  db
    .select({ invoiceId: cardPayments.invoiceId, paidMinor: sql<string>`sum(${cardPayments.amountMinor})`.as('paid_minor') })
    .from(cardPayments)
    .where(and(eq(cardPayments.brandId, scope.brandId), eq(cardPayments.workshopId, scope.workshopId)))
    .groupBy(cardPayments.invoiceId)
    .as('desk_paid');

export type InvoiceRegisterRecord = Awaited<ReturnType<RegistersRepository['invoices']>>[number];
export type CreditNoteRegisterRecord = Awaited<ReturnType<RegistersRepository['creditNotes']>>[number];
export type RegistersRepository = ReturnType<typeof createRegistersRepository>;

/**
 * The workshop's issued documents of a range of days, newest first, searched and paged in the
 * database (a workshop issues thousands a year); the period's totals added up there too. Every
 * query is the caller's brand's and workshop's.
 */
export function createRegistersRepository(db: Db) {
  const invoicesOf = (scope: WorkshopScope, filter: TRegisterFilter & { kind: TInvoiceKind }) =>
    and(
      eq(invoices.brandId, scope.brandId),
      eq(invoices.workshopId, scope.workshopId),
      eq(invoices.kind, filter.kind),
      between(invoices.day, filter.from, filter.to),
      searchWhere(
        filter.q,
        [sql`${invoices.number}`, textOf(invoices.document, 'jobCardNo'), textOf(invoices.document, 'recipient', 'name')],
        sql`${invoices.vehicleNumber}`,
      ),
    );
  const creditNotesOf = (scope: WorkshopScope, filter: TRegisterFilter) =>
    and(
      eq(creditNotes.brandId, scope.brandId),
      eq(creditNotes.workshopId, scope.workshopId),
      between(creditNotes.day, filter.from, filter.to),
      searchWhere(
        filter.q,
        [
          sql`${creditNotes.number}`,
          textOf(creditNotes.document, 'invoiceNumber'),
          textOf(creditNotes.document, 'jobCardNo'),
          textOf(creditNotes.document, 'customerName'),
        ],
        sql`${invoices.vehicleNumber}`,
      ),
    );

  return {
    invoices(scope: WorkshopScope, filter: TRegisterFilter & { kind: TInvoiceKind }, window: Window) {
      const deskPaid = deskPaidOf(db, scope);
      return db
        .select({
          invoiceId: invoices.id,
          jobCardId: invoices.jobCardId,
          kind: invoices.kind,
          number: invoices.number,
          day: invoices.day,
          issuedAt: invoices.issuedAt,
          bookingId: invoices.bookingId,
          vehicleNumber: invoices.vehicleNumber,
          jobCardNo: textOf(invoices.document, 'jobCardNo'),
          customerName: textOf(invoices.document, 'recipient', 'name'),
          taxable: textOf(invoices.document, 'totals', 'subtotalBeforeTax'),
          tax: textOf(invoices.document, 'totals', 'taxTotal'),
          grandTotalMinor: invoices.grandTotalMinor,
          deskPaidMinor: sql<string>`coalesce(${deskPaid.paidMinor}, 0)::text`,
        })
        .from(invoices)
        .leftJoin(deskPaid, eq(deskPaid.invoiceId, invoices.id))
        .where(invoicesOf(scope, filter))
        .orderBy(desc(invoices.day), desc(invoices.issuedAt), desc(invoices.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    async invoiceTotals(scope: WorkshopScope, filter: TRegisterFilter & { kind: TInvoiceKind }) {
      const where = invoicesOf(scope, filter);
      const deskPaid = deskPaidOf(db, scope);
      const [[totals], bookings] = await Promise.all([
        db
          .select({
            count: sql<number>`count(*)::int`,
            taxable: exactSum(textOf(invoices.document, 'totals', 'subtotalBeforeTax')),
            tax: exactSum(textOf(invoices.document, 'totals', 'taxTotal')),
            grandTotalMinor: sql<string>`coalesce(sum(${invoices.grandTotalMinor}), 0)::text`,
            deskPaidMinor: sql<string>`coalesce(sum(${deskPaid.paidMinor}), 0)::text`,
          })
          .from(invoices)
          .leftJoin(deskPaid, eq(deskPaid.invoiceId, invoices.id))
          .where(where),
        db
          .selectDistinct({ bookingId: invoices.bookingId })
          .from(invoices)
          .where(and(where, isNotNull(invoices.bookingId))),
      ]);
      return { ...totals!, bookingIds: bookings.map((row) => row.bookingId!) };
    },

    creditNotes: (scope: WorkshopScope, filter: TRegisterFilter, window: Window) =>
      db
        .select({
          creditNoteId: creditNotes.id,
          jobCardId: creditNotes.jobCardId,
          vehicleNumber: invoices.vehicleNumber,
          document: creditNotes.document,
        })
        .from(creditNotes)
        .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
        .where(creditNotesOf(scope, filter))
        .orderBy(desc(creditNotes.day), desc(creditNotes.issuedAt), desc(creditNotes.id))
        .limit(window.limit)
        .offset(window.offset),

    async creditNoteTotals(scope: WorkshopScope, filter: TRegisterFilter) {
      const [totals] = await db
        .select({
          count: sql<number>`count(*)::int`,
          taxable: exactSum(textOf(creditNotes.document, 'taxable')),
          tax: exactSum(textOf(creditNotes.document, 'tax')),
          total: exactSum(textOf(creditNotes.document, 'total')),
        })
        .from(creditNotes)
        .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
        .where(creditNotesOf(scope, filter));
      return totals!;
    },
  };
}
