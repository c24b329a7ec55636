import {
  DEFAULT_BOOKING_CUSTOMER_NAME,
  isBookingActive,
  timelineEventsFor,
  instantOn,
  minor,
  notificationTexts,
  priceWithAddOns,
  chosenAddOns,
  slotDateText,
  VEHICLE_MESSAGES,
  type CartEstimate,
  type Language,
  type TCurrency,
  type TBooking,
  type TBookingCreated,
  type TBookingInput,
  type TPaymentOrder,
  type WorkshopCalendar,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import { recordEvent, userEvent } from '../../platform/events';
import type { Storage } from '../../platform/storage/storage';
import type { Brand } from '../../platform/tenancy';
import type { CartService } from '../cart';
import type { NotificationsService } from '../engagement';
import type { CustomerRecords } from '../identity';
import type { VehiclesService } from '../garage';
import type { PaymentsService, RefundsService } from '../payments';
import { bookingView, type BookingWorkshop, type CardBill } from './booking-view';
import type { BookingsRepository, BookingRow } from './bookings.repository';
import { checkPickupReach, type WorkshopPickupArea } from './pickup-reach-check';
import { slotToBook } from './slot-to-book';
import type { KeptPlaces } from './kept-places';
import type { SlotsRepository } from './slots.repository';

export type BookingsService = ReturnType<typeof createBookingsService>;

export type BookingsDeps = {
  db: Db;
  now: () => Date;
  repository: BookingsRepository;
  slots: SlotsRepository;
  places: Pick<KeptPlaces, 'takenOn'>;
  storage: Storage;
  customers: CustomerRecords;
  vehicles: VehiclesService;
  cart: CartService;
  workshopCalendar: (brand: Brand, workshopId: string) => Promise<WorkshopCalendar | null>;
  workshopPickupArea: WorkshopPickupArea;
  workshopOf: (brand: Brand, workshopId: string, language: Language) => Promise<BookingWorkshop>;
  /** The engagement module's notification, written in the caller's transaction. */
  notify: NotificationsService['notify'];
  /** The payments module: the attempts for these bookings (newest first), and an order to pay one. */
  payments: Pick<PaymentsService, 'ofBookings' | 'orderFor'>;
  /** The payments module's refunds of these bookings' paid advances (newest first). */
  refunds: Pick<RefundsService, 'ofBookings'>;
  /** The bills of those of these bookings whose job card has one (the `billsAsked` hook's listeners). */
  cardBills: (brand: Brand, bookingIds: string[]) => Promise<Map<string, CardBill>>;
};

/** Signals, inside the transaction, that the retry key already made a booking: nothing is written. */
class AlreadyBooked extends Error {}

const LIST_LIMIT = 100;

/** A customer's bookings (customer spec sections 3 to 5): made from the cart into a workshop's slot. */
export function createBookingsService(deps: BookingsDeps) {
  const { db, repository } = deps;

  const created = (row: BookingRow): TBookingCreated => [{ bookingId: row.id, orderId: null }];

  /** Bookings as the screens read them: their services and timelines in one query each, each workshop once. */
  async function views(brand: Brand, rows: BookingRow[], language: Language): Promise<TBooking[]> {
    const ids = rows.map((row) => row.id);
    const workshopIds = [...new Set(rows.flatMap((row) => (row.workshopId ? [row.workshopId] : [])))];
    const [items, events, payments, refunds, cardBills, workshops] = await Promise.all([
      repository.itemsOf(ids),
      repository.eventsOf(ids),
      deps.payments.ofBookings(ids),
      deps.refunds.ofBookings(ids),
      deps.cardBills(brand, ids),
      Promise.all(workshopIds.map(async (id) => [id, await deps.workshopOf(brand, id, language)] as const)).then((pairs) => new Map(pairs)),
    ]);
    const noWorkshop = { name: '', latitude: 0, longitude: 0, phoneNumber: null };
    return Promise.all(
      rows.map((row) =>
        bookingView(
          brand,
          row,
          items.filter((item) => item.bookingId === row.id),
          events.filter((event) => event.bookingId === row.id),
          (row.workshopId && workshops.get(row.workshopId)) || noWorkshop,
          {
            payments: payments.filter((payment) => payment.bookingId === row.id),
            refunds: refunds.filter((refund) => refund.bookingId === row.id),
            cardBill: cardBills.get(row.id) ?? null,
          },
          deps.storage,
        ),
      ),
    );
  }

  return {
    /**
     * POST /transaction/bookings: the cart, priced again here, booked into a slot the database
     * holds a place of, in one transaction that also empties the cart and clears the chosen
     * workshop. A retry with the same Idempotency-Key answers the booking the first one made.
     */
    async create(brand: Brand, owner: CustomerScope, input: TBookingInput, retryKey: string | null, language: Language): Promise<TBookingCreated> {
      // The row the session check read a moment ago (identity forgets it on every change).
      const user = await deps.customers.loadRecent(owner);
      if (user.isAnonymous) throw new AppError('bookings/sign-in-required');
      if (retryKey) {
        const earlier = await repository.byRetryKey(owner, retryKey);
        if (earlier) return created(earlier);
      }
      const vehicle = await deps.vehicles.essentials(owner, input.userVehicleId);
      if (!vehicle) throw new AppError('resource/not-found', { message: VEHICLE_MESSAGES.noVehicles });
      const { pickupLocation, dropoffLocation, pickupDate, pickupSlot, pickupOrDropoffNotes } = input.pickupDropoffData;
      if (!pickupLocation || (input.isPickupRequired && !dropoffLocation)) throw new AppError('bookings/location-required', { field: 'pickupDropoffData' });

      const cart = await deps.cart.forBooking(brand, owner, language, vehicle);
      if (!cart.cartId || cart.items.length === 0) throw new AppError('bookings/cart-empty');
      const workshopId = cart.workshopId;
      if (!workshopId) throw new AppError('bookings/workshop-required');
      const calendar = await deps.workshopCalendar(brand, workshopId);
      if (!calendar) throw new AppError('resource/not-found', { message: 'No workshop found', field: 'workshopId' });
      if (input.isPickupRequired) await checkPickupReach(deps.workshopPickupArea, brand, workshopId, { pickup: pickupLocation, dropoff: dropoffLocation });
      const slot = await slotToBook(deps.places, deps.now(), brand, workshopId, calendar, pickupDate, pickupSlot.startTime);
      const startAt = deps.now();

      try {
        const booking = await db.transaction(async (tx) => {
          const row = await repository.insertOnce(
            {
              brandId: owner.brandId,
              userId: owner.userId,
              userVehicleId: vehicle.vehicleId,
              workshopId,
              isPickupRequired: input.isPickupRequired,
              pickupDropoff: { pickupLocation, dropoffLocation: input.isPickupRequired ? dropoffLocation! : null, notes: pickupOrDropoffNotes || null },
              slotDate: pickupDate,
              slotStart: slot.startTime,
              slotEnd: slot.endTime,
              startAt: instantOn(calendar.timeZone, pickupDate, slot.startTime),
              endAt: instantOn(calendar.timeZone, pickupDate, slot.endTime),
              notes: input.notes || null,
              customerName: input.customerName || user.name || DEFAULT_BOOKING_CUSTOMER_NAME,
              vehicleNumber: vehicle.registrationNumber || null,
              mobileNumber: user.primaryPhoneNumber,
              email: user.email,
              currency: brand.settings.currency,
              totalEstimatedMinor: cart.estimate.totalEstimated,
              discountMinor: cart.estimate.discount,
              advanceMinor: cart.estimate.advancePayment,
              offerCode: cart.offerCode,
              idempotencyKey: retryKey,
            },
            tx,
          );
          if (!row) throw new AlreadyBooked();
          if (
            !(await deps.cart.handOver(
              owner,
              cart.cartId!,
              cart.items.map((item) => item.row),
              tx,
            ))
          )
            throw new AppError('bookings/cart-changed');
          await repository.insertParts(
            row.id,
            cart.items.map(({ row: item, line }, position) => ({
              serviceId: item.serviceId,
              cartItemId: item.id,
              position,
              displayName: line.service.displayName,
              shortDescription: line.service.shortDescription,
              imageUrl: line.service.imageUrl,
              priceMinor: line.priceMinor ?? 0,
              addOnsMinor: priceWithAddOns(minor(0), line.addOnsMinor),
              isStartingPrice: line.isStartingPrice,
              addOnsSelected: [...item.addOnsSelected],
              addOnNames: chosenAddOns(line.addOnSections, item.addOnsSelected).map((addOn) => addOn.displayName),
              partId: item.partId,
              damageTypeId: item.damageTypeId,
              imageKeys: [...item.imageKeys],
            })),
            timelineEventsFor(input.isPickupRequired).map((event, position) => ({ ...event, position, doneAt: position === 0 ? startAt : null })),
            tx,
          );
          // The workshop chosen for this cart is spent (customer spec section 4).
          if (user.settings.workshopId) {
            await deps.customers.clearChosenWorkshop(owner, tx);
            await recordEvent(tx, userEvent(owner, 'profile.changed'));
          }
          await recordEvent(tx, userEvent(owner, 'bookings.changed', { bookingId: row.id }));
          // The workshop's inbox hears of it at once (its staff's audience).
          await recordEvent(tx, { brandId: owner.brandId, audience: { workshopId }, type: 'bookings.changed', payload: { bookingId: row.id } });
          await deps.notify(tx, owner, row.id, notificationTexts.booked(row.bookingCode, slotDateText(pickupDate), slot.startTime));
          // The place last: its row is the one every booking of the slot waits for, so it is held
          // only from here to the commit. Those too late roll everything above back.
          const place = { brandId: owner.brandId, workshopId, slotDate: pickupDate, startTime: slot.startTime };
          if (!(await deps.slots.takePlace(place, calendar.capacity, tx))) throw new AppError('slots/full', { field: 'pickupSlot' });
          return row;
        });
        return created(booking);
      } catch (error) {
        if (!(error instanceof AlreadyBooked)) throw error;
        return created((await repository.byRetryKey(owner, retryKey!))!);
      }
    },

    /**
     * GET /transaction/booking/order/{id}: the payments module's order for one of the customer's
     * bookings (customer spec section 9), for its estimate as booked; another's is not found, and one
     * no longer in progress has nothing to pay.
     */
    async paymentOrder(owner: CustomerScope, bookingId: string): Promise<TPaymentOrder> {
      const row = await repository.byId(owner, bookingId);
      if (!row) throw new AppError('resource/not-found');
      const estimate: CartEstimate = {
        currency: (row.currency ?? 'INR') as TCurrency,
        totalEstimated: minor(row.totalEstimatedMinor),
        discount: minor(row.discountMinor),
        advancePayment: minor(row.advanceMinor),
      };
      return deps.payments.orderFor(owner, { bookingId, estimate, isPayable: isBookingActive(row.state) });
    },

    /** GET /transaction/bookings: newest first. */
    async list(brand: Brand, owner: CustomerScope, language: Language): Promise<TBooking[]> {
      return views(brand, await repository.list(owner, LIST_LIMIT), language);
    },

    /** GET /transaction/booking/{id}: one of the customer's own; anyone else's is not found. */
    async get(brand: Brand, owner: CustomerScope, bookingId: string, language: Language): Promise<TBooking> {
      const row = await repository.byId(owner, bookingId);
      if (!row) throw new AppError('resource/not-found');
      return (await views(brand, [row], language))[0]!;
    },
  };
}
