import { hasLeftTheWorkshop, type TInvoice, type TJobCard, type TPrintLanguage, type TTaxMarket, type TWorkshopSettings } from '@servicebay/domain';
import type { StaffScope } from '../../../platform/auth/principal';
import { AppError } from '../../../platform/errors';
import type { PdfRenderer, PrintDocument } from '../../../platform/pdf/pdf-renderer';
import type { Brand } from '../../../platform/tenancy';
import type { CardPaymentsService } from '../card-payments.service';
import type { CreditNotesService } from '../credit-notes.service';
import { workshopParty } from '../document-parties';
import type { EstimateService } from '../estimate.service';
import type { InvoicesRepository } from '../invoices.repository';
import type { InvoicesService } from '../invoices.service';
import { creditNotePrint } from './credit-note-print';
import { estimatePrint } from './estimate-print';
import { gatePassPrint } from './gate-pass-print';
import { invoicePrint } from './invoice-print';
import { jobCardPrint } from './job-card-print';
import type { PrintIssuer } from './print-pieces';
import { printVoice } from './print-voice';
import { receiptPrint } from './receipt-print';

export type PrintsDeps = {
  pdf: PdfRenderer;
  invoices: Pick<InvoicesService, 'get'>;
  invoicesRepository: Pick<InvoicesRepository, 'paymentById' | 'taxInvoiceOf'>;
  creditNotes: Pick<CreditNotesService, 'get'>;
  estimates: Pick<EstimateService, 'get' | 'placeOf'>;
  payments: Pick<CardPaymentsService, 'bill'>;
  /** The job-cards module's card as the desk reads it: its people, readings, checklists and steps. */
  jobCard: (scope: StaffScope, jobCardId: string) => Promise<TJobCard>;
  workshopSettings: (brand: Brand, workshopId: string) => Promise<TWorkshopSettings>;
  /** The workshop's logo's bytes, or null when it has none. */
  workshopLogo: (brand: Brand, workshopId: string) => Promise<Uint8Array | null>;
};

/** A print, and the name it is offered under. */
export type PrintFile = { bytes: Uint8Array; fileName: string };

export type PrintsService = ReturnType<typeof createPrintsService>;

const fileNameOf = (name: string) => `${name.replace(/[^\w-]/g, '_')}.pdf`;

/**
 * The workshop's prints (issue 27 part 7): the invoice, the estimate, the credit note, the receipts,
 * the technician's job card and the gate pass, each read from the issued document or the card as it
 * stands (nothing recomputed), in the workshop's market's languages (the reader's first), under the
 * workshop's logo or name.
 */
export function createPrintsService(deps: PrintsDeps) {
  /** The workshop's voice and header: its market's languages, money and clock, its logo or its name. */
  async function frameOf(
    brand: Brand,
    { workshopId }: { workshopId: string },
    readerFirst: TPrintLanguage | undefined,
    issued?: { market: TTaxMarket; currency: string },
  ) {
    const [settings, logo, place] = await Promise.all([
      deps.workshopSettings(brand, workshopId),
      deps.workshopLogo(brand, workshopId),
      issued ? null : deps.estimates.placeOf(brand, workshopId),
    ]);
    const market = issued?.market ?? place!.supply.market;
    const currency = issued?.currency ?? place!.currency;
    const voice = printVoice({ market, currency, timeZone: settings.timeZone }, readerFirst);
    const issuer: PrintIssuer = { name: settings.name, logo };
    return { voice, issuer, settings, taxRegime: market === 'IN' ? ('GST' as const) : ('VAT' as const) };
  }

  /** The print as PDF; a logo the engine cannot draw (a PNG that only starts like one) leaves the workshop's name in its place rather than no print. */
  async function rendered(document: PrintDocument, name: string): Promise<PrintFile> {
    const bytes = await deps.pdf.render(document).catch((error: unknown) => {
      if (!document.logo) throw error;
      return deps.pdf.render({ ...document, logo: null });
    });
    return { bytes, fileName: fileNameOf(name) };
  }

  return {
    async invoice(brand: Brand, scope: StaffScope, invoiceId: string, readerFirst?: TPrintLanguage): Promise<PrintFile> {
      return this.issuedInvoice(brand, scope.workshopId, await deps.invoices.get(scope, invoiceId), readerFirst);
    },

    /** An invoice already read (the customer's signed link reads it by its brand): the same print the desk gets. */
    async issuedInvoice(brand: Brand, workshopId: string, invoice: TInvoice, readerFirst?: TPrintLanguage): Promise<PrintFile> {
      const { voice, issuer } = await frameOf(brand, { workshopId }, readerFirst, invoice);
      return rendered(invoicePrint(voice, invoice, issuer), invoice.number);
    },

    async estimate(brand: Brand, scope: StaffScope, jobCardId: string, readerFirst?: TPrintLanguage): Promise<PrintFile> {
      const [card, estimate] = await Promise.all([deps.jobCard(scope, jobCardId), deps.estimates.get(brand, scope, jobCardId)]);
      const { voice, issuer, settings } = await frameOf(brand, scope, readerFirst, estimate);
      return rendered(estimatePrint(voice, estimate, card, workshopParty(settings), issuer), `${card.jobCardNo}-estimate`);
    },

    async creditNote(brand: Brand, scope: StaffScope, creditNoteId: string, readerFirst?: TPrintLanguage): Promise<PrintFile> {
      const note = await deps.creditNotes.get(scope, creditNoteId);
      const invoice = await deps.invoices.get(scope, note.invoiceId);
      const { voice, issuer } = await frameOf(brand, scope, readerFirst, invoice);
      return rendered(creditNotePrint(voice, note, invoice, issuer), note.number);
    },

    /** A desk payment's receipt: cash, or bank for a card, a transfer or a cheque. */
    async receipt(brand: Brand, scope: StaffScope, paymentId: string, readerFirst?: TPrintLanguage): Promise<PrintFile> {
      const row = await deps.invoicesRepository.paymentById(scope, paymentId);
      if (!row) throw new AppError('resource/not-found');
      const [card, bill, invoice] = await Promise.all([
        deps.jobCard(scope, row.jobCardId),
        deps.payments.bill(brand, scope, row.jobCardId),
        deps.invoices.get(scope, row.invoiceId),
      ]);
      const payment = bill.payments.find((each) => each.paymentId === row.id)!;
      const { voice, issuer } = await frameOf(brand, scope, readerFirst, invoice);
      const receipt = { supplier: invoice.supplier, taxRegime: invoice.taxRegime, card, invoiceNumber: invoice.number, currency: invoice.currency };
      return rendered(receiptPrint(voice, [payment], receipt, issuer), row.receiptNo);
    },

    /** The booking's advance, paid online before the card opened: a bank receipt naming the booking ('No advance was paid' when none was). */
    async advanceReceipt(brand: Brand, scope: StaffScope, jobCardId: string, readerFirst?: TPrintLanguage): Promise<PrintFile> {
      const [card, bill] = await Promise.all([deps.jobCard(scope, jobCardId), deps.payments.bill(brand, scope, jobCardId)]);
      const advances = bill.payments.filter((payment) => payment.mode === 'advance');
      if (advances.length === 0) throw new AppError('billing/no-advance');
      const { voice, issuer, settings, taxRegime } = await frameOf(brand, scope, readerFirst);
      const receipt = { supplier: workshopParty(settings), taxRegime, card, invoiceNumber: bill.invoiceNumber, currency: bill.currency };
      return rendered(receiptPrint(voice, advances, receipt, issuer), `${card.bookingCode ?? card.jobCardNo}-advance`);
    },

    async jobCard(brand: Brand, scope: StaffScope, jobCardId: string, readerFirst?: TPrintLanguage): Promise<PrintFile> {
      const card = await deps.jobCard(scope, jobCardId);
      const [estimate, { voice, issuer }] = await Promise.all([deps.estimates.get(brand, scope, jobCardId), frameOf(brand, scope, readerFirst)]);
      return rendered(jobCardPrint(voice, card, estimate.lines, issuer), card.jobCardNo);
    },

    /** Refused ('A gate pass is printed once the vehicle is delivered') until the card is delivered. */
    async gatePass(brand: Brand, scope: StaffScope, jobCardId: string, readerFirst?: TPrintLanguage): Promise<PrintFile> {
      const card = await deps.jobCard(scope, jobCardId);
      if (!hasLeftTheWorkshop(card.status)) throw new AppError('jobCards/not-delivered');
      const [invoice, { voice, issuer }] = await Promise.all([deps.invoicesRepository.taxInvoiceOf(card.jobCardId), frameOf(brand, scope, readerFirst)]);
      return rendered(gatePassPrint(voice, card, invoice?.number ?? null, issuer), `${card.jobCardNo}-gate-pass`);
    },
  };
}
