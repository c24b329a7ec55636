import type { Db } from '../../db/client';
import type { CustomerAnswers } from '../../platform/customer-answers';
import { createHook, type Hook } from '../../platform/hooks';
import type { ServerModule } from '../../platform/server-module';
import type { Storage } from '../../platform/storage/storage';
import type { CartService } from '../cart';
import type { NotificationsService } from '../engagement';
import type { VehiclesService } from '../garage';
import type { CustomerRecords } from '../identity';
import type { PaymentsService, RefundsService } from '../payments';
import type { Brand } from '../../platform/tenancy';
import type { WorkshopsService } from '../workshops';
import { createBookingChanges } from './booking-changes';
import { createBookingImages } from './booking-images';
import { bookingImagesRoutes } from './booking-images.routes';
import { createBookingLife, type BookingCancelled, type BookingCompleted } from './booking-life';
import type { CardBill } from './booking-view';
import { bookingsCustomerData } from './bookings-data';
import { bookedVehicles } from './bookings.queries';
import { createBookingsRepository } from './bookings.repository';
import { bookingsRoutes } from './bookings.routes';
import { createBookingsService } from './bookings.service';
import { calendarRoutes } from './calendar.routes';
import { createCalendarService } from './calendar.service';
import { feedbackRoutes } from './feedback.routes';
import { createFeedbackService } from './feedback.service';
import { createKeptPlaces } from './kept-places';
import { createSlotsRepository } from './slots.repository';
import { createUnpaidHold } from './unpaid-hold';
import { createWorkshopBookings } from './workshop-bookings';

/** The bookings module's public face. */
export type { CalendarService } from './calendar.service';
export type { BookingsService } from './bookings.service';
export type { FeedbackService } from './feedback.service';
export type { BookedService, InboxBooking, WorkshopBooking, WorkshopBookings } from './workshop-bookings';
export type { BookingCancelled, BookingCompleted, BookingLife, JobCardStep } from './booking-life';
export type { UnpaidHold } from './unpaid-hold';
export type { CardBill } from './booking-view';

/** The bookings whose bills are asked (their details, the list): answered by the module that keeps job cards' bills. */
export type BillsAsked = { brand: Brand; bookingIds: string[] };

type Deps = {
  db: Db;
  now: () => Date;
  storage: Storage;
  customerAnswers: CustomerAnswers;
  workshops: WorkshopsService;
  customers: CustomerRecords;
  vehicles: VehiclesService;
  cart: CartService;
  payments: Pick<PaymentsService, 'ofBookings' | 'orderFor' | 'paidBookings'>;
  refunds: Pick<RefundsService, 'ofBookings'>;
  notify: NotificationsService['notify'];
  /** Every brand, for the unpaid-hold sweep across them. */
  brands: () => Promise<Brand[]>;
};

/**
 * The booking calendar and the customer's bookings (customer spec sections 3 to 7), and the life of
 * each booking (ARCHITECTURE.md section 7). Its hooks: a booking cancelled (its job card follows) and
 * completed (its referral settles), and the bills asked of its bookings (billing answers from their
 * job cards); `bookingLife.followJobCard` listens to the job card's moves and `bookingLife.wantsPayment`
 * to the payments taken. Its job: the unpaid hold's sweep.
 */
export function createBookingsModule({ db, now, storage, customerAnswers, workshops, customers, vehicles, cart, payments, refunds, notify, brands }: Deps) {
  // The slot picker's places are kept in memory and forgotten when any booking moves a place.
  // One repository: its changes forget what the kept places hold, which it reads.
  const slots = createSlotsRepository(db, (workshopId) => keptPlaces.forget(workshopId));
  const keptPlaces = createKeptPlaces(slots);
  const repository = createBookingsRepository(db);
  const hooks = { bookingCancelled: createHook<BookingCancelled>(), bookingCompleted: createHook<BookingCompleted>() };
  const billsAsked = createHook<BillsAsked, Map<string, CardBill>>();
  const bookingLife = createBookingLife({ now, slots, notify, hooks });
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
    payments,
    refunds,
    notify,
    // A read, not a change: no transaction of its own to run the listeners in.
    cardBills: async (brand, bookingIds) => new Map((await billsAsked.run({ brand, bookingIds }, db)).flatMap((bills) => [...bills])),
    workshopCalendar: workshops.calendar,
    workshopPickupArea: workshops.pickupArea,
    async workshopOf(brand, workshopId, language) {
      const workshop = await workshops.workshop(brand, workshopId, undefined, language);
      return { name: workshop.displayTitle, latitude: workshop.latitude, longitude: workshop.longitude, phoneNumber: workshop.phoneNumber };
    },
  });
  const bookingChanges = createBookingChanges({
    db,
    now,
    repository,
    slots,
    workshopCalendar: workshops.calendar,
    workshopPickupArea: workshops.pickupArea,
    life: bookingLife,
  });
  const feedback = createFeedbackService({ db, repository, workshops });
  const bookingImages = createBookingImages({ db, storage, repository });
  const workshopBookings = createWorkshopBookings(db, bookingLife);
  const unpaidHold = createUnpaidHold({ db, now, brands, life: bookingLife, payments });
  const module: ServerModule = {
    name: 'bookings',
    routes: [
      calendarRoutes({ calendar, keptPlaces, onWorkshopChange: workshops.onChange }),
      bookingsRoutes({ bookings, bookingChanges, customerAnswers }),
      bookingImagesRoutes(bookingImages),
      feedbackRoutes(feedback),
    ],
    customerData: bookingsCustomerData(),
    jobs: [unpaidHold.job],
  };
  const listening: {
    bookingCancelled: Hook<BookingCancelled>;
    bookingCompleted: Hook<BookingCompleted>;
    billsAsked: Hook<BillsAsked, Map<string, CardBill>>;
  } = { ...hooks, billsAsked };
  return {
    services: {
      calendar,
      keptPlaces,
      bookings,
      bookingChanges,
      bookingLife,
      feedback,
      bookingImages,
      workshopBookings,
      unpaidHold,
      bookedVehicles: bookedVehicles(db),
    },
    hooks: listening,
    module,
  };
}
