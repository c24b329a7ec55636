import type { Db } from '../../db/client';
import { createHook, type Hook } from '../../platform/hooks';
import type { ServerModule } from '../../platform/server-module';
import type { WorkshopBookings } from '../bookings';
import type { WorkshopCustomersService } from '../customers';
import type { VehiclesService } from '../garage';
import type { StaffDirectory } from '../staff';
import type { WorkshopsService } from '../workshops';
import { createBookingsInbox } from './bookings-inbox.service';
import { jobCardsCustomerData } from './job-cards-data';
import { createJobCardsRepository } from './job-cards.repository';
import { jobCardsRoutes } from './job-cards.routes';
import { jobCardIntakeRoutes } from './job-card-intake.routes';
import { createJobCardsService, jobCardChanged, type JobCardMoved, type JobCardMoving } from './job-cards.service';
import { createJobCardIntake } from './job-card-intake.service';
import type { Storage } from '../../platform/storage/storage';
import { createWalkIns } from './walk-in.service';
import { createSparesWaiting } from './spares-waiting';
import { createServiceHistory } from './service-history';
import { serviceHistoryRoutes } from './service-history.routes';

/** The job-cards module's public face: a workshop's job cards and its bookings inbox. */
export type { JobCardMoved, JobCardMoving, JobCardsService } from './job-cards.service';
export type { JobCardRow } from './job-cards.tables';
export type { BookingsInbox } from './bookings-inbox.service';
export type { JobCardIntake } from './job-card-intake.service';
export type { SparesWaiting } from './spares-waiting';

type Deps = {
  db: Db;
  storage: Storage;
  now: () => Date;
  workshopBookings: WorkshopBookings;
  vehicles: Pick<VehiclesService, 'get' | 'list'>;
  staffDirectory: StaffDirectory;
  workshops: Pick<WorkshopsService, 'calendar'>;
  workshopCustomers: Pick<WorkshopCustomersService, 'adopt' | 'contactOf'>;
};

/**
 * A workshop's job cards, its bookings inbox, walk-ins and service history. Its hooks: a job card
 * about to move (billing may refuse it), and moved (the booking it came from follows); `bookingsInbox.followCancelledBooking` listens to the
 * bookings' cancellations.
 */
export function createJobCardsModule({ db, storage, now, workshopBookings, vehicles, staffDirectory, workshops, workshopCustomers }: Deps) {
  const repository = createJobCardsRepository(db);
  const jobCardMoving = createHook<JobCardMoving>();
  const jobCardMoved = createHook<JobCardMoved>();
  const jobCards = createJobCardsService({
    db,
    now,
    repository,
    staffNames: staffDirectory.names,
    worksAt: staffDirectory.allWorkAt,
    bookings: workshopBookings,
    workshopTimeZone: async (brand, workshopId) => (await workshops.calendar(brand, workshopId))?.timeZone ?? 'UTC',
    storage,
    vehicleOdometer: async (brandId, userId, vehicleId) => (await vehicles.get({ brandId, userId }, vehicleId).catch(() => null))?.odometer ?? null,
    jobCardMoving,
    jobCardMoved,
  });
  const intake = createJobCardIntake({ db, repository, jobCards, storage });
  const bookingsInbox = createBookingsInbox({
    db,
    now,
    repository,
    jobCards,
    bookings: workshopBookings,
    vehicles,
    jobCardMoved,
    adoptCustomer: workshopCustomers.adopt,
  });
  const walkIns = createWalkIns({ db, now, repository, jobCards, vehicles, customerContact: workshopCustomers.contactOf });
  const module: ServerModule = {
    name: 'job-cards',
    routes: [jobCardsRoutes({ jobCards, bookingsInbox, walkIns }), jobCardIntakeRoutes(intake), serviceHistoryRoutes(createServiceHistory(db, vehicles))],
    customerData: jobCardsCustomerData(),
    uniqueConstraints: {
      job_cards_one_open_per_vehicle: { code: 'jobCards/already-open', field: 'vehicleId' },
      job_cards_one_per_booking: { code: 'jobCards/booking-not-waiting', field: 'bookingId' },
    },
  };
  const hooks: { jobCardMoving: Hook<JobCardMoving>; jobCardMoved: Hook<JobCardMoved> } = { jobCardMoving, jobCardMoved };
  // Other modules' way to a workshop's card (the estimate locks it while its lines change).
  const jobCardRecords = {
    byId: repository.byId,
    lockedById: repository.lockedById,
    inBrand: repository.inBrand,
    openOfTechnician: repository.openOfTechnician,
    ofBooking: repository.ofBooking,
    ofBookings: repository.ofBookings,
    lockedByBooking: repository.lockedByBooking,
    changed: jobCardChanged,
    moveInTransaction: jobCards.moveInTransaction,
  };
  const sparesWaiting = createSparesWaiting({ repository, bookings: workshopBookings, moveInTransaction: jobCards.moveInTransaction });
  return { services: { jobCards, bookingsInbox, walkIns, jobCardIntake: intake, jobCardRecords, sparesWaiting }, hooks, module };
}
