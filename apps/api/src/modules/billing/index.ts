import type { Db } from '../../db/client';
import type { ServerModule } from '../../platform/server-module';
import type { PdfRenderer } from '../../platform/pdf/pdf-renderer';
import type { SmsSender } from '../../platform/sms/sms-sender';
import type { Brand } from '../../platform/tenancy';
import { recordEvent, userEvent } from '../../platform/events';
import { createHook, type Hook } from '../../platform/hooks';
import type { WorkshopBookings } from '../bookings';
import type { JobCardRow } from '../job-cards';
import type { PaymentsService } from '../payments';
import type { ServiceMenuService } from '../catalog';
import type { LabourLines } from '../labour';
import type { VehiclesService } from '../garage';
import type { TJobCard, TWorkshopSettings } from '@servicebay/domain';
import type { StaffScope } from '../../platform/auth/principal';
import { createEstimateAnswers, type EstimateAnswersDeps } from './estimate-answers.service';
import { createEstimateAdvance } from './estimate-advance';
import { createCardLock } from './card-lock';
import { estimateAnswersRoutes } from './estimate-answers.routes';
import { createCardPaymentsService } from './card-payments.service';
import { customerBillRoutes } from './customer-bill.routes';
import { createCustomerBill } from './customer-bill.service';
import { creditNotesRoutes } from './credit-notes.routes';
import { createCreditNotesService } from './credit-notes.service';
import { cardPaymentsRoutes } from './card-payments.routes';
import { createInvoicesRepository } from './invoices.repository';
import { invoicesRoutes } from './invoices.routes';
import { createInvoicesService, type InvoiceIssuing } from './invoices.service';
import { createEstimateLinkSigner } from './estimate-link';
import { createEstimateMenu } from './estimate-menu';
import { createEstimateRepository } from './estimate.repository';
import { estimateRoutes } from './estimate.routes';
import { createEstimateService, type EstimateLineChanging } from './estimate.service';
import { createEstimateVersionsRepository } from './estimate-versions.repository';
import { createCardBalance, type AdvancesOf } from './card-balance';
import { createCreditSalesRepository } from './credit-sales.repository';
import { createDeliveryGate } from './delivery-gate';
import type { CustomerCredit, InvoiceRecipients } from '../customers';
import { printsRoutes } from './prints/prints.routes';
import { createPrintsService } from './prints/prints.service';
import { createRegistersRepository } from './registers.repository';
import { registersRoutes } from './registers.routes';
import { createRegistersService, type PaidAdvance } from './registers.service';

export type { EstimateService, EstimateLineChanging } from './estimate.service';
export type { EstimateAnswers } from './estimate-answers.service';
export type { CustomerBill } from './customer-bill.service';
export type { InvoiceIssuing } from './invoices.service';

type Deps = {
  db: Db;
  now: () => Date;
  /** The job-cards module's cards: found, locked, moved, and told of a change. */
  jobCardRecords: EstimateAnswersDeps['cards'];
  workshopSettings: (brand: Brand, workshopId: string, tx?: Db) => Promise<TWorkshopSettings>;
  /** The workshop's logo's bytes, drawn on its prints; null when it has none. */
  workshopLogo: (brand: Brand, workshopId: string) => Promise<Uint8Array | null>;
  /** The job-cards module's card as the desk reads it (its people, readings, checklists and steps), for the prints. */
  jobCardView: (scope: StaffScope, jobCardId: string) => Promise<TJobCard>;
  workshopName: (brandId: string, workshopId: string) => Promise<string>;
  staffNames: (brandId: string, staffIds: readonly string[]) => Promise<Map<string, string>>;
  serviceMenu: Pick<ServiceMenuService, 'cartLine' | 'services' | 'addOnsOf'>;
  /** The labour module's catalogue operations priced for a job card's vehicle (issue 29 part 4). */
  labourLines: LabourLines;
  vehicles: Pick<VehiclesService, 'get'>;
  workshopBookings: Pick<WorkshopBookings, 'items' | 'lockedForWorkshop' | 'billSettled'>;
  /** The payments module's order for a booking's balance (the same gateway as its advance). */
  payments: Pick<PaymentsService, 'orderForCard'>;
  brandById: (brandId: string) => Promise<Brand | null>;
  notify: EstimateAnswersDeps['notify'];
  /** The payments module's paid advance of a booking (in the caller's transaction when it has one open). */
  advancesOf: AdvancesOf;
  /** The customers module's credit terms of a workshop's customer. */
  customerCredit: CustomerCredit;
  /** The customers module's record of an invoice's recipient. */
  invoiceRecipients: InvoiceRecipients;
  /** The payments module's paid advances of many bookings at once (the registers' paid and balance). */
  advancesOfBookings: (bookingIds: readonly string[]) => Promise<PaidAdvance[]>;
  sms: SmsSender;
  pdf: PdfRenderer;
  /** The server's signing secret: the estimate's links are signed with it. */
  secret: string;
};

/** Billing (ARCHITECTURE.md section 2): a job card's estimate, its versions and the customer's answers; invoices, payments and notes follow (issue 27). */
export function createBillingModule(deps: Deps) {
  const { db, now } = deps;
  // A change of a card's money is a change of its booking's bill: the customer's kept answers of the
  // booking are forgotten with the workshop's board (the customer's event).
  const jobCardRecords: EstimateAnswersDeps['cards'] = {
    ...deps.jobCardRecords,
    changed: async (tx: Db, card: JobCardRow) => {
      await deps.jobCardRecords.changed(tx, card);
      if (card.bookingId)
        await recordEvent(tx, userEvent({ brandId: card.brandId, userId: card.customerId }, 'bookings.changed', { bookingId: card.bookingId }));
    },
  };
  const repository = createEstimateRepository(db);
  const lineChanging = createHook<EstimateLineChanging>();
  const invoiceIssuing = createHook<InvoiceIssuing>();
  const versions = createEstimateVersionsRepository(db);
  const menu = createEstimateMenu({
    serviceMenu: deps.serviceMenu,
    labourLines: deps.labourLines,
    vehicles: deps.vehicles,
    bookings: deps.workshopBookings,
    repository,
  });
  const estimates = createEstimateService({
    db,
    now,
    repository,
    versions,
    staffNames: deps.staffNames,
    jobCardOf: (scope, jobCardId, tx) => jobCardRecords.byId(scope, jobCardId, tx),
    lockedJobCardOf: jobCardRecords.lockedById,
    cardChanged: jobCardRecords.changed,
    workshopPlace: async (brand, workshopId, tx) => {
      const settings = await deps.workshopSettings(brand, workshopId, tx);
      return { timeZone: settings.timeZone, stateCode: settings.stateCode };
    },
    menu,
    lineChanging,
  });
  const lockBooking = (brandId: string, workshopId: string, bookingId: string, tx: Db) =>
    deps.workshopBookings.lockedForWorkshop(brandId, workshopId, bookingId, tx);
  const estimateAnswers = createEstimateAnswers({
    db,
    now,
    estimates,
    versions,
    cards: jobCardRecords,
    lockBooking,
    notify: deps.notify,
    sms: deps.sms,
    links: createEstimateLinkSigner(deps.secret, now),
    workshopName: deps.workshopName,
  });
  const lockCard = createCardLock({ lockBooking, cards: jobCardRecords });
  const estimateAdvance = createEstimateAdvance({
    db,
    cards: jobCardRecords,
    versions,
    lockCard,
    answering: estimateAnswers.answering,
    currencyOf: async (brand, workshopId) => (await estimates.placeOf(brand, workshopId)).currency,
    payments: deps.payments,
    brandById: deps.brandById,
  });
  const invoicesRepository = createInvoicesRepository(db);
  const balanceOf = createCardBalance({ invoices: invoicesRepository, advancesOf: deps.advancesOf });
  const creditSales = createCreditSalesRepository();
  const payments = createCardPaymentsService({
    db,
    estimates,
    invoices: invoicesRepository,
    cards: jobCardRecords,
    lockCard,
    balanceOf,
    creditSales,
    customerCredit: deps.customerCredit,
    staffNames: deps.staffNames,
    billSettled: deps.workshopBookings.billSettled,
  });
  // Subscribed to the job-cards module's jobCardMoving by the composition root.
  const deliveryGate = createDeliveryGate({ lines: repository, balanceOf, creditSales, customerCredit: deps.customerCredit });
  const invoices = createInvoicesService({
    db,
    now,
    estimates,
    lines: repository,
    repository: invoicesRepository,
    cards: jobCardRecords,
    lockCard,
    workshopSettings: deps.workshopSettings,
    staffNames: deps.staffNames,
    invoiceRecipient: deps.invoiceRecipients.of,
    balanceOf,
    billSettled: deps.workshopBookings.billSettled,
    invoiceIssuing,
  });
  const creditNotes = createCreditNotesService({ db, now, invoices: invoicesRepository, estimates });
  const prints = createPrintsService({
    pdf: deps.pdf,
    invoices,
    invoicesRepository,
    creditNotes,
    estimates,
    payments,
    jobCard: deps.jobCardView,
    workshopSettings: deps.workshopSettings,
    workshopLogo: deps.workshopLogo,
  });
  const customerBill = createCustomerBill({
    now,
    estimates,
    lines: repository,
    invoices: invoicesRepository,
    invoiceDocuments: invoices,
    cards: jobCardRecords,
    cardPayments: payments,
    payments: deps.payments,
    brandById: deps.brandById,
    secret: deps.secret,
  });
  const module: ServerModule = {
    name: 'billing',
    routes: [
      customerBillRoutes({ bill: customerBill, prints }),
      estimateRoutes(estimates),
      estimateAnswersRoutes(estimateAnswers, estimateAdvance),
      invoicesRoutes(invoices),
      cardPaymentsRoutes(payments),
      creditNotesRoutes(creditNotes),
      printsRoutes(prints),
      registersRoutes(createRegistersService({ repository: createRegistersRepository(db), estimates, advancesOf: deps.advancesOfBookings })),
    ],
    uniqueConstraints: {
      job_card_lines_one_per_part: { code: 'billing/duplicate-part', field: 'name' },
      estimate_versions_per_card: { code: 'resource/conflict' },
      estimate_advance_orders_order: { code: 'resource/conflict' },
      invoices_number_per_workshop: { code: 'billing/duplicate-invoice', field: 'number' },
      invoices_one_tax_invoice_per_card: { code: 'billing/invoice-exists' },
      card_payments_receipt_per_workshop: { code: 'resource/conflict' },
      card_payments_gateway_payment: { code: 'resource/conflict' },
      credit_notes_one_per_invoice: { code: 'billing/credit-note-exists' },
      credit_notes_number_per_workshop: { code: 'billing/duplicate-invoice', field: 'prefix' },
    },
  };
  const hooks: { lineChanging: Hook<EstimateLineChanging>; invoiceIssuing: Hook<InvoiceIssuing> } = { lineChanging, invoiceIssuing };
  return {
    services: {
      estimates,
      estimateAnswers,
      invoices,
      cardPayments: payments,
      customerBill,
      /** The workshop's document series (stock numbers its orders, inwards and notes from it) and a card's lines, for stock. */
      documentSeries: { next: invoicesRepository.nextSerial },
      jobCardLines: { ofCard: repository.lines, inWorkshop: repository.lineInWorkshop },
      /** The hours of labour billed on tax invoices, for the time tracker's efficiency report. */
      billedLabour: invoicesRepository.billedLabour,
    },
    hooks,
    listeners: { deliveryGate, advanceWanted: estimateAdvance.wanted, advancePaid: estimateAdvance.paid },
    module,
  };
}
