import {
  autoInvoiceNumber,
  billedLines,
  estimateOf,
  financialYearOf,
  invoiceApprovalProblem,
  isIntraState,
  jobCardMoveProblem,
  placeOfSupply,
  manualInvoiceNumberProblem,
  minorOf,
  type TCurrency,
  type TCreateInvoiceBody,
  type TInvoice,
  type TInvoiceKind,
  type TInvoiceParty,
  type TWorkshopSettings,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { InvoiceRecipient, InvoiceRecipients } from '../customers';
import type { JobCardRow } from '../job-cards';
import type { EstimateAnswersDeps } from './estimate-answers.service';
import type { EstimateRepository } from './estimate.repository';
import type { BillingPlace, EstimateService } from './estimate.service';
import { stateOf, workshopParty } from './document-parties';
import type { InvoiceRow, InvoicesRepository } from './invoices.repository';
import type { OwnHook } from '../../platform/hooks';
import type { BalanceOf } from './card-balance';
import type { LockCard } from './card-lock';

export type InvoicesDeps = {
  db: Db;
  now: () => Date;
  estimates: EstimateService;
  lines: EstimateRepository;
  repository: InvoicesRepository;
  cards: EstimateAnswersDeps['cards'];
  lockCard: LockCard;
  workshopSettings: (brand: Brand, workshopId: string) => Promise<TWorkshopSettings>;
  staffNames: (brandId: string, staffIds: readonly string[]) => Promise<Map<string, string>>;
  /** The customers module's record of the card's customer: the invoice's recipient (address, GSTIN or VAT number, state). */
  invoiceRecipient: InvoiceRecipients['of'];
  balanceOf: BalanceOf;
  /** Asked in the tax invoice's transaction before it is written, the card locked: a listener refuses by throwing (stock: issued parts billed as issued). */
  invoiceIssuing: OwnHook<InvoiceIssuing>;
  /** The bookings module's 'Payment Pending' settled on the customer's timeline (the booking locked in `tx`). */
  billSettled: (brandId: string, workshopId: string, bookingId: string, tx: Db) => Promise<void>;
};

export type InvoicesService = ReturnType<typeof createInvoicesService>;

/** A card about to be billed: each of its lines with the quantity the tax invoice bills (0 for a declined one). */
export type InvoiceIssuing = { jobCardId: string; lines: { lineId: string; name: string; billedMilli: number }[] };

/** The proforma series' own prefix: a pre-invoice number has no hyphen. */
const PROFORMA_PREFIX = 'PF';

/** A workshop without its own invoice prefix numbers with its code: the letters of its name, as the spec's 'workshop code'. */
const workshopCode = (settings: TWorkshopSettings) =>
  settings.name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase() || 'INV';

/**
 * Proforma and tax invoices of a job card (issue 27 part 3): billed from the lines the customer
 * approved ('Waiting for customer approval' while any is unanswered), numbered from the workshop's
 * series in the same transaction (or by hand, unique: 'Duplicate invoice'), the parties kept as they
 * were. The tax invoice is issued once ('invoice already created') and moves the card to Invoice.
 */
export function createInvoicesService({
  db,
  now,
  estimates,
  lines,
  repository,
  cards,
  lockCard,
  workshopSettings,
  staffNames,
  invoiceRecipient,
  balanceOf,
  billSettled,
  invoiceIssuing,
}: InvoicesDeps) {
  function numberOf(kind: TInvoiceKind, settings: TWorkshopSettings, typed: string | undefined): { manual: string } | { prefix: string } {
    const isManual = kind === 'tax' ? settings.invoiceNumberMode === 'manual' : typed !== undefined;
    if (!isManual) return { prefix: kind === 'tax' ? (settings.invoicePrefix ?? workshopCode(settings)) : PROFORMA_PREFIX };
    if (!typed) throw new AppError('billing/invoice-number-required', { field: 'number' });
    const problem = manualInvoiceNumberProblem(typed, {
      prefix: kind === 'tax' ? (settings.invoicePrefix ?? workshopCode(settings)) : PROFORMA_PREFIX,
      isPreInvoice: kind === 'proforma',
    });
    if (problem === 'hyphenInPreInvoice') throw new AppError('billing/pre-invoice-hyphen', { field: 'number' });
    if (problem) throw new AppError('billing/invoice-number-invalid', { field: 'number' });
    return { manual: typed.trim().toUpperCase() };
  }

  const recipientOf = (card: JobCardRow, place: BillingPlace, recipient: InvoiceRecipient | null): TInvoiceParty => ({
    name: card.customerName,
    address: recipient?.address ?? [],
    phone: card.mobileNumber,
    taxNumber: recipient?.taxNumber ?? null,
    ...stateOf(place.placeOfSupply),
  });

  /**
   * India's place of supply is the recipient's (IGST Act section 12(2)): their GSTIN's state when
   * registered, else the state on their record, else the workshop's; IGST between states.
   */
  function placeFor(place: BillingPlace, settings: TWorkshopSettings, recipient: InvoiceRecipient | null): BillingPlace {
    if (place.supply.market !== 'IN' || !settings.stateCode) return place;
    const code = placeOfSupply(settings.stateCode, { gstin: recipient?.taxNumber, stateCode: recipient?.stateCode });
    return { ...place, placeOfSupply: code, supply: { ...place.supply, isIntraState: isIntraState(settings.stateCode, code) } };
  }

  async function view(row: InvoiceRow): Promise<TInvoice> {
    const names = row.issuedByStaffId ? await staffNames(row.brandId, [row.issuedByStaffId]) : new Map<string, string>();
    return { invoiceId: row.id, issuedBy: row.issuedByStaffId ? (names.get(row.issuedByStaffId) ?? null) : null, ...row.document };
  }

  async function issue(brand: Brand, scope: StaffScope, jobCardId: string, kind: TInvoiceKind, body: Omit<TCreateInvoiceBody, 'kind'>): Promise<TInvoice> {
    const [workshopPlace, settings, found] = await Promise.all([
      estimates.placeOf(brand, scope.workshopId),
      workshopSettings(brand, scope.workshopId),
      cards.byId(scope, jobCardId),
    ]);
    if (!found) throw new AppError('resource/not-found');
    const number = numberOf(kind, settings, body.number);
    const recipient = await invoiceRecipient(found, found.customerId);
    const place = placeFor(workshopPlace, settings, recipient);
    // A booking's card billed before anyone opened its estimate: its booked services are the approved work.
    const opening = await estimates.openingLines(brand, found, place);
    const row = await db.transaction(async (tx) => {
      const card = await lockCard(found, tx);
      await estimates.beginIn(card, opening, tx);
      const stored = await lines.lines(card.id, tx);
      const billed = billedLines(stored);
      const problem = invoiceApprovalProblem(stored);
      if (problem === 'waitingForApproval') throw new AppError('billing/awaiting-approval');
      if (problem === 'nothingApproved') throw new AppError('billing/nothing-approved');
      if (kind === 'tax') {
        if (await repository.taxInvoiceOf(card.id, tx)) throw new AppError('billing/invoice-exists');
        const move = jobCardMoveProblem(card.status, 'invoice', scope.role, card);
        if (move === 'role') throw new AppError('auth/forbidden');
        if (move) throw new AppError('jobCards/step-not-allowed', { field: 'status' });
        const billedIds = new Set(billed.map((line) => line.lineId));
        await invoiceIssuing.run(
          {
            jobCardId: card.id,
            lines: stored.map((line) => ({ lineId: line.lineId, name: line.name, billedMilli: billedIds.has(line.lineId) ? line.quantityMilli : 0 })),
          },
          tx,
        );
      }
      const financialYear = financialYearOf(place.supply.day, place.supply.market);
      const serial = 'prefix' in number ? await repository.nextSerial(card.workshopId, kind, financialYear, tx) : null;
      const invoiceNumber = 'prefix' in number ? autoInvoiceNumber(number.prefix, financialYear, serial!) : number.manual;
      const computed = estimateOf(billed, place.supply, place.currency);
      const document: Omit<TInvoice, 'invoiceId' | 'issuedBy'> = {
        jobCardId: card.id,
        jobCardNo: card.jobCardNo,
        kind,
        number: invoiceNumber,
        issuedAt: now().toISOString(),
        day: place.supply.day,
        currency: place.currency,
        market: place.supply.market,
        taxRegime: computed.taxRegime,
        supplier: workshopParty(settings),
        recipient: recipientOf(card, place, recipient),
        placeOfSupply: place.placeOfSupply,
        isReverseCharge: false,
        lines: computed.lines,
        totals: computed.totals,
      };
      const issued = await repository.insert(
        {
          brandId: card.brandId,
          workshopId: card.workshopId,
          jobCardId: card.id,
          kind,
          number: invoiceNumber,
          financialYear,
          serial,
          issuedAt: new Date(document.issuedAt),
          day: document.day,
          grandTotalMinor: minorOf(computed.totals.grandTotal, place.currency as TCurrency),
          bookingId: card.bookingId,
          vehicleNumber: card.vehicleNumber,
          document,
          issuedByStaffId: scope.staffId,
        },
        tx,
      );
      // After the invoice: the move to Invoice is the delivery gate's to allow, and it asks for the invoice.
      if (kind === 'tax') {
        await cards.moveInTransaction(brand, scope, card, 'invoice', null, tx);
        // Advances that already cover the invoice leave nothing pending on the customer's timeline.
        if (card.bookingId && (await balanceOf(card, tx)).balanceMinor <= 0) await billSettled(card.brandId, card.workshopId, card.bookingId, tx);
      } else await cards.changed(tx, card);
      return issued;
    });
    return view(row);
  }

  return {
    /** POST …/job-cards/{id}/invoices: the tax invoice. */
    issueTaxInvoice: (brand: Brand, scope: StaffScope, jobCardId: string, body: Omit<TCreateInvoiceBody, 'kind'>) =>
      issue(brand, scope, jobCardId, 'tax', body),
    /** POST …/job-cards/{id}/proforma: a proforma of the approved work, any time. */
    issueProforma: (brand: Brand, scope: StaffScope, jobCardId: string, body: Omit<TCreateInvoiceBody, 'kind'>) =>
      issue(brand, scope, jobCardId, 'proforma', body),

    async ofCard(scope: StaffScope, jobCardId: string): Promise<TInvoice[]> {
      if (!(await cards.byId(scope, jobCardId))) throw new AppError('resource/not-found');
      return Promise.all((await repository.ofCard(jobCardId)).map(view));
    },

    async get(scope: StaffScope, invoiceId: string): Promise<TInvoice> {
      const row = await repository.byId(scope, invoiceId);
      if (!row) throw new AppError('resource/not-found');
      return view(row);
    },

    /** An invoice of the brand's, for the customer's signed link (customer-bill.service.ts). */
    /** An invoice of the brand by its id alone (a signed link names it), with the workshop that issued it. */
    async inBrand(brandId: string, invoiceId: string): Promise<{ invoice: TInvoice; workshopId: string }> {
      const row = await repository.inBrand(brandId, invoiceId);
      if (!row) throw new AppError('resource/not-found');
      return { invoice: await view(row), workshopId: row.workshopId };
    },
  };
}
