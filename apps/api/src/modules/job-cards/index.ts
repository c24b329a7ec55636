import type { Db } from '../../db/client';
import type { ServerModule } from '../../platform/server-module';
import type { Brand } from '../../platform/tenancy';
import type { BookingStep, WorkshopBookings } from '../bookings';
import type { VehiclesService } from '../garage';
import { createBookingsInbox } from './bookings-inbox.service';
import { jobCardsCustomerData } from './job-cards-data';
import { createJobCardsRepository } from './job-cards.repository';
import { jobCardsRoutes } from './job-cards.routes';
import { jobCardIntakeRoutes } from './job-card-intake.routes';
import { createJobCardsService } from './job-cards.service';
import { createJobCardIntake } from './job-card-intake.service';
import type { Storage } from '../../platform/storage/storage';
import { createWalkIns } from './walk-in.service';
import { createServiceHistory } from './service-history';
import { serviceHistoryRoutes } from './service-history.routes';

/** The job-cards module's public face: a workshop's job cards and its bookings inbox. */
export type { JobCardsService } from './job-cards.service';
export type { BookingsInbox } from './bookings-inbox.service';
export type { JobCardIntake } from './job-card-intake.service';

type Deps = {
  db: Db;
  storage: Storage;
  now: () => Date;
  workshopBookings: WorkshopBookings;
  vehicles: Pick<VehiclesService, 'get' | 'list'>;
  recordBookingStep: (brand: Brand, bookingId: string, step: BookingStep, tx: Db) => Promise<void>;
  staffDirectory: {
    names: (brandId: string, staffIds: readonly string[]) => Promise<Map<string, string>>;
    allWorkAt: (brandId: string, workshopId: string, staffIds: readonly string[]) => Promise<boolean>;
  };
  workshopTimeZone: (brand: Brand, workshopId: string) => Promise<string>;
  adoptCustomer: (brandId: string, workshopId: string, userId: string, name: string, mobileNumber: string | null, tx: Db) => Promise<void>;
  customerContact: (scope: { brandId: string; workshopId: string }, customerId: string) => Promise<{ name: string; mobileNumber: string | null } | null>;
};

export function createJobCardsModule({
  db,
  storage,
  now,
  workshopBookings,
  vehicles,
  recordBookingStep,
  staffDirectory,
  workshopTimeZone,
  adoptCustomer,
  customerContact,
}: Deps) {
  const repository = createJobCardsRepository(db);
  const jobCards = createJobCardsService({
    db,
    now,
    repository,
    staffNames: staffDirectory.names,
    worksAt: staffDirectory.allWorkAt,
    recordBookingStep,
    bookingOf: workshopBookings.forWorkshop,
    workshopTimeZone,
    storage,
  });
  const intake = createJobCardIntake({ db, repository, jobCards, storage });
  const bookingsInbox = createBookingsInbox({ db, now, repository, jobCards, bookings: workshopBookings, vehicles, recordBookingStep, adoptCustomer });
  const walkIns = createWalkIns({ db, now, repository, jobCards, vehicles, customerContact });
  const module: ServerModule = {
    name: 'job-cards',
    routes: [jobCardsRoutes, jobCardIntakeRoutes, serviceHistoryRoutes(createServiceHistory(db, vehicles))],
    customerData: jobCardsCustomerData(),
    uniqueConstraints: {
      job_cards_one_open_per_vehicle: { code: 'jobCards/already-open', field: 'vehicleId' },
      job_cards_one_per_booking: { code: 'jobCards/booking-not-waiting', field: 'bookingId' },
    },
  };
  return { services: { jobCards, bookingsInbox, walkIns, jobCardIntake: intake }, module };
}
