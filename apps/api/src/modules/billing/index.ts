import type { Db } from '../../db/client';
import type { ServerModule } from '../../platform/server-module';
import type { PdfRenderer } from '../../platform/pdf/pdf-renderer';
import type { SmsSender } from '../../platform/sms/sms-sender';
import type { Brand } from '../../platform/tenancy';
import type { WorkshopBookings } from '../bookings';
import type { ServiceMenuService } from '../catalog';
import type { VehiclesService } from '../garage';
import type { TWorkshopSettings } from '@servicebay/domain';
import { createEstimateAnswers, type EstimateAnswersDeps } from './estimate-answers.service';
import { estimateAnswersRoutes } from './estimate-answers.routes';
import { createCardPaymentsService } from './card-payments.service';
import { creditNotesRoutes } from './credit-notes.routes';
import { createCreditNotesService } from './credit-notes.service';
import { cardPaymentsRoutes } from './card-payments.routes';
import { createInvoicesRepository } from './invoices.repository';
import { invoicesRoutes } from './invoices.routes';
import { createInvoicesService } from './invoices.service';
import { createEstimateLinkSigner } from './estimate-link';
import { createEstimateMenu } from './estimate-menu';
import { createEstimateRepository } from './estimate.repository';
import { estimateRoutes } from './estimate.routes';
import { createEstimateService } from './estimate.service';
import { createEstimateVersionsRepository } from './estimate-versions.repository';
import { createRegistersRepository } from './registers.repository';
import { registersRoutes } from './registers.routes';
import { createRegistersService, type PaidAdvance } from './registers.service';

export type { EstimateService } from './estimate.service';
export type { EstimateAnswers } from './estimate-answers.service';

type Deps = {
  db: Db;
  now: () => Date;
  /** The job-cards module's cards: found, locked, moved, and told of a change. */
  jobCardRecords: EstimateAnswersDeps['cards'];
  workshopSettings: (brand: Brand, workshopId: string) => Promise<TWorkshopSettings>;
  workshopName: (brandId: string, workshopId: string) => Promise<string>;
  staffNames: (brandId: string, staffIds: readonly string[]) => Promise<Map<string, string>>;
  serviceMenu: Pick<ServiceMenuService, 'cartLine' | 'services' | 'addOnsOf'>;
  vehicles: Pick<VehiclesService, 'get'>;
  workshopBookings: Pick<WorkshopBookings, 'items' | 'lockedForWorkshop'>;
  notify: EstimateAnswersDeps['notify'];
  /** The payments module's paid advances of bookings. */
  advancesOf: (bookingIds: readonly string[]) => Promise<PaidAdvance[]>;
  sms: SmsSender;
  pdf: PdfRenderer;
  /** The server's signing secret: the estimate's links are signed with it. */
  secret: string;
};

/** Billing (ARCHITECTURE.md section 2): a job card's estimate, its versions and the customer's answers; invoices, payments and notes follow (issue 27). */
export function createBillingModule(deps: Deps) {
  const { db, now, jobCardRecords } = deps;
  const repository = createEstimateRepository(db);
  const versions = createEstimateVersionsRepository(db);
  const menu = createEstimateMenu({ serviceMenu: deps.serviceMenu, vehicles: deps.vehicles, bookings: deps.workshopBookings, repository });
  const estimates = createEstimateService({
    db,
    now,
    repository,
    versions,
    staffNames: deps.staffNames,
    jobCardOf: (scope, jobCardId, tx) => jobCardRecords.byId(scope, jobCardId, tx),
    lockedJobCardOf: jobCardRecords.lockedById,
    cardChanged: jobCardRecords.changed,
    workshopPlace: async (brand, workshopId) => {
      const settings = await deps.workshopSettings(brand, workshopId);
      return { timeZone: settings.timeZone, stateCode: settings.stateCode };
    },
    menu,
  });
  const estimateAnswers = createEstimateAnswers({
    db,
    now,
    estimates,
    versions,
    cards: jobCardRecords,
    lockBooking: (brandId, workshopId, bookingId, tx) => deps.workshopBookings.lockedForWorkshop(brandId, workshopId, bookingId, tx),
    notify: deps.notify,
    sms: deps.sms,
    links: createEstimateLinkSigner(deps.secret, now),
    workshopName: deps.workshopName,
  });
  const invoicesRepository = createInvoicesRepository(db);
  const lockBooking = (brandId: string, workshopId: string, bookingId: string, tx: Db) =>
    deps.workshopBookings.lockedForWorkshop(brandId, workshopId, bookingId, tx);
  const payments = createCardPaymentsService({
    db,
    estimates,
    invoices: invoicesRepository,
    cards: jobCardRecords,
    lockBooking,
    advancesOf: deps.advancesOf,
    staffNames: deps.staffNames,
  });
  const invoices = createInvoicesService({
    db,
    now,
    estimates,
    lines: repository,
    repository: invoicesRepository,
    cards: jobCardRecords,
    lockBooking: (brandId, workshopId, bookingId, tx) => deps.workshopBookings.lockedForWorkshop(brandId, workshopId, bookingId, tx),
    workshopSettings: deps.workshopSettings,
    staffNames: deps.staffNames,
  });
  const module: ServerModule = {
    name: 'billing',
    routes: [
      estimateRoutes(estimates),
      estimateAnswersRoutes(estimateAnswers),
      invoicesRoutes({ invoices, pdf: deps.pdf }),
      cardPaymentsRoutes(payments),
      creditNotesRoutes(createCreditNotesService({ db, now, invoices: invoicesRepository, estimates })),
      registersRoutes(createRegistersService({ repository: createRegistersRepository(db), estimates, advancesOf: deps.advancesOf })),
    ],
    uniqueConstraints: {
      job_card_lines_one_per_part: { code: 'billing/duplicate-part', field: 'name' },
      estimate_versions_per_card: { code: 'resource/conflict' },
      invoices_number_per_workshop: { code: 'billing/duplicate-invoice', field: 'number' },
      invoices_one_tax_invoice_per_card: { code: 'billing/invoice-exists' },
      card_payments_receipt_per_workshop: { code: 'resource/conflict' },
      credit_notes_one_per_invoice: { code: 'billing/credit-note-exists' },
      credit_notes_number_per_workshop: { code: 'billing/duplicate-invoice', field: 'prefix' },
    },
  };
  return { services: { estimates, estimateAnswers, invoices, cardPayments: payments }, module };
}
