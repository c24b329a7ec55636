import { and, asc, eq } from 'drizzle-orm';
import {
  noteAmountsOf,
  autoInvoiceNumber,
  creditNoteForAmount,
  creditNoteForLines,
  estimateLineValues,
  fieldsOfLine,
  financialYearOf,
  invoiceTotals,
  isCurrency,
  isLineRefusal,
  isWholeInMinor,
  minorOf,
  type TCreditNote,
  type TCreditNoteBody,
  type TInvoice,
  type TInvoiceLineInput,
  type TInvoiceSupply,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import { creditNotes } from './billing.tables';
import type { EstimateService } from './estimate.service';
import type { InvoicesRepository } from './invoices.repository';

type Deps = { db: Db; now: () => Date; invoices: InvoicesRepository; estimates: Pick<EstimateService, 'placeOf'> };

export type CreditNotesService = ReturnType<typeof createCreditNotesService>;

/** The supply an issued invoice was taxed under, read back from it: IGST on a line means between states. */
function supplyOf(invoice: TInvoice): TInvoiceSupply {
  if (invoice.taxRegime !== 'GST') return { market: invoice.market, day: invoice.day };
  return { market: invoice.market, day: invoice.day, isIntraState: !invoice.lines.some((line) => line.taxes.some((tax) => tax.kind === 'IGST')) };
}

/** The invoice's lines in minor units, as its totals were computed (domain estimate-line.ts). */
function linesOf(invoice: TInvoice): TInvoiceLineInput[] {
  if (!isCurrency(invoice.currency)) throw new RangeError(`An invoice in an unknown currency: ${invoice.currency}`);
  const currency = invoice.currency;
  return invoice.lines.map((line) => {
    const values = estimateLineValues(fieldsOfLine(line), currency);
    if (isLineRefusal(values)) throw new RangeError(`An issued line that no longer reads: ${values.rule}`);
    return {
      kind: values.kind,
      unitPrice: values.unitPrice,
      quantityMilli: values.quantityMilli,
      discount: values.discount,
      taxRateBasisPoints: values.taxRateBasisPoints,
      treatment: values.treatment,
    };
  });
}

/**
 * Credit notes (issue 27 part 6): against a tax invoice, for an amount (not above the invoice's) or
 * for whole lines, with the workshop's prefix, once per invoice ('Credit note or debit note already
 * generated': the unique key decides two at once); the tax reversed by the invoice's own rules,
 * numbered from the workshop's series in the note's transaction.
 */
/** A credit note as the API shows it: the document as issued, by its id. */
const viewOf = (row: { id: string; document: Omit<TCreditNote, 'creditNoteId'> }): TCreditNote => ({ creditNoteId: row.id, ...row.document });

export function createCreditNotesService({ db, now, invoices, estimates }: Deps) {
  return {
    async issue(brand: Brand, scope: StaffScope, invoiceId: string, body: TCreditNoteBody): Promise<TCreditNote> {
      const invoice = await invoices.byId(scope, invoiceId);
      if (!invoice) throw new AppError('resource/not-found');
      if (invoice.kind !== 'tax') throw new AppError('billing/not-a-tax-invoice');
      const document = invoice.document;
      const currency = document.currency;
      if (!isCurrency(currency)) throw new AppError('resource/conflict');
      const hasLines = (body.lineIds?.length ?? 0) > 0;
      if (body.amount === undefined && !hasLines) throw new AppError('billing/nothing-to-credit', { field: 'amount' });
      if (body.amount !== undefined && !isWholeInMinor(body.amount, currency))
        throw new AppError('request/invalid', { field: 'amount', message: 'Enter an amount the currency can hold' });
      const supply = supplyOf({ ...document, invoiceId: invoice.id, issuedBy: null });
      const lines = linesOf({ ...document, invoiceId: invoice.id, issuedBy: null });
      const amounts = hasLines
        ? creditNoteForLines(
            lines,
            supply,
            body.lineIds!.map((lineId) => document.lines.findIndex((line) => line.lineId === lineId)),
          )
        : creditNoteForAmount(invoiceTotals({ ...supply, lines }), minorOf(body.amount!, currency));
      if (amounts === 'nothingToCredit') throw new AppError('billing/nothing-to-credit', { field: 'amount' });
      if (amounts === 'aboveInvoice') throw new AppError('billing/credit-above-invoice', { field: 'amount' });
      if (amounts === 'unknownLine') throw new AppError('resource/not-found', { field: 'lineIds' });
      const day = (await estimates.placeOf(brand, invoice.workshopId)).supply.day;
      const row = await db.transaction(async (tx) => {
        const financialYear = financialYearOf(day, document.market);
        const serial = await invoices.nextSerial(invoice.workshopId, 'creditNote', financialYear, tx);
        const number = autoInvoiceNumber(body.prefix.toUpperCase(), financialYear, serial);
        const note: Omit<TCreditNote, 'creditNoteId'> = {
          invoiceId: invoice.id,
          invoiceNumber: invoice.number,
          jobCardNo: document.jobCardNo,
          number,
          day,
          issuedAt: now().toISOString(),
          currency,
          ...noteAmountsOf(amounts, body, currency),
          customerName: document.recipient.name,
        };
        return (
          await tx
            .insert(creditNotes)
            .values({
              brandId: invoice.brandId,
              workshopId: invoice.workshopId,
              jobCardId: invoice.jobCardId,
              invoiceId: invoice.id,
              number,
              issuedAt: new Date(note.issuedAt),
              day,
              document: note,
              issuedByStaffId: scope.staffId,
            })
            .returning()
        )[0]!;
      });
      return viewOf(row);
    },

    /** A credit note of the workshop, for its print. */
    async get(scope: StaffScope, creditNoteId: string): Promise<TCreditNote> {
      const [row] = await db
        .select()
        .from(creditNotes)
        .where(and(eq(creditNotes.brandId, scope.brandId), eq(creditNotes.workshopId, scope.workshopId), eq(creditNotes.id, creditNoteId)));
      if (!row) throw new AppError('resource/not-found');
      return viewOf(row);
    },

    /** GET …/job-cards/{id}/credit-notes: the notes against the card's tax invoice (one at most today: once per invoice). */
    async ofCard(scope: StaffScope, jobCardId: string): Promise<TCreditNote[]> {
      const rows = await db
        .select()
        .from(creditNotes)
        .where(and(eq(creditNotes.brandId, scope.brandId), eq(creditNotes.workshopId, scope.workshopId), eq(creditNotes.jobCardId, jobCardId)))
        .orderBy(asc(creditNotes.issuedAt));
      return rows.map(viewOf);
    },
  };
}
