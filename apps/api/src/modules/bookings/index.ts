import type { Db } from '../../db/client';
import type { ServerModule } from '../../platform/server-module';
import type { Storage } from '../../platform/storage/storage';
import type { CartService } from '../cart';
import type { VehiclesService } from '../garage';
import type { ReferralsService } from '../engagement';
import type { CustomerRecords } from '../identity';
import type { WorkshopsService } from '../workshops';
import { createBookingChanges } from './booking-changes';
import { createBookingImages } from './booking-images';
import { bookingImagesRoutes } from './booking-images.routes';
import { createBookingProgress } from './booking-progress';
import { bookingsCustomerData } from './bookings-data';
import { createBookingsRepository } from './bookings.repository';
import { bookingsRoutes } from './bookings.routes';
import { createBookingsService, type BookingsDeps } from './bookings.service';
import { calendarRoutes } from './calendar.routes';
import { feedbackRoutes } from './feedback.routes';
import { createFeedbackService } from './feedback.service';
import { createCalendarService } from './calendar.service';
import { createKeptPlaces } from './kept-places';
import { createSlotsRepository } from './slots.repository';
import { createWorkshopBookings } from './workshop-bookings';

/** The bookings module's public face. */
export { createBookingQueries, type BookingQueries } from './bookings.queries';
export type { CalendarService } from './calendar.service';
export type { BookingsService } from './bookings.service';
export type { FeedbackService } from './feedback.service';
export type { InboxRow, WorkshopBookings } from './workshop-bookings';
export type { BookingRow } from './bookings.repository';
export type { BookingStep } from './booking-progress';

type Deps = {
  db: Db;
  now: () => Date;
  storage: Storage;
  workshops: WorkshopsService;
  customers: CustomerRecords;
  vehicles: VehiclesService;
  cart: CartService;
  paymentsOf: BookingsDeps['paymentsOf'];
  notify: BookingsDeps['notify'];
  settleReferral: ReferralsService['settle'];
  /** The job-cards module's, built after this one: a booking the customer cancels cancels its job card. */
  cancelJobCard: (brandId: string, bookingId: string, remarks: string, tx: Db) => Promise<void>;
};

/** The booking calendar and the customer's bookings (customer spec sections 3 to 7). */
export function createBookingsModule({ db, now, storage, workshops, customers, vehicles, cart, paymentsOf, notify, settleReferral, cancelJobCard }: Deps) {
  // The slot picker's places are kept in memory and forgotten when any booking moves a place.
  // One repository: its changes forget what the kept places hold, which it reads.
  const slots = createSlotsRepository(db, (workshopId) => keptPlaces.forget(workshopId));
  const keptPlaces = createKeptPlaces(slots);
  const repository = createBookingsRepository(db);
  const calendar = createCalendarService({ places: keptPlaces, now, workshopCalendar: workshops.calendar });
  const bookings = createBookingsService({
    db,
    now,
    repository,
    slots,
    places: keptPlaces,
    storage,
    customers,
    vehicles,
    cart,
    paymentsOf,
    notify,
    workshopCalendar: workshops.calendar,
    async workshopOf(brand, workshopId, language) {
      const workshop = await workshops.workshop(brand, workshopId, undefined, language);
      return { name: workshop.displayTitle, latitude: workshop.latitude, longitude: workshop.longitude };
    },
  });
  const module: ServerModule = {
    name: 'bookings',
    routes: [calendarRoutes, bookingsRoutes, bookingImagesRoutes, feedbackRoutes],
    customerData: bookingsCustomerData(),
  };
  const recordBookingStep = createBookingProgress({ db, now, slots, notify, settleReferral });
  const bookingChanges = createBookingChanges({ db, now, repository, slots, workshopCalendar: workshops.calendar, notify, cancelJobCard });
  const feedback = createFeedbackService({ db, repository, workshops });
  const bookingImages = createBookingImages({ db, storage, repository });
  const workshopBookings = createWorkshopBookings(db);
  return { services: { calendar, keptPlaces, bookings, bookingChanges, recordBookingStep, feedback, bookingImages, workshopBookings }, module };
}
