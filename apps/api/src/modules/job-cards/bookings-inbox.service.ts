import { bookingStateOfCard, isJobCardOpen, jobCardNoOf, normalizePlate, toMajor, type TInboxBooking, type TJobCard } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { OwnHook } from '../../platform/hooks';
import type { Brand } from '../../platform/tenancy';
import type { BookingCancelled, InboxBooking, WorkshopBookings } from '../bookings';
import type { VehiclesService } from '../garage';
import type { JobCardsRepository } from './job-cards.repository';
import { jobCardChanged, type JobCardMoved, type JobCardsService } from './job-cards.service';

type Deps = {
  db: Db;
  now: () => Date;
  repository: JobCardsRepository;
  jobCards: JobCardsService;
  bookings: WorkshopBookings;
  vehicles: Pick<VehiclesService, 'get'>;
  jobCardMoved: OwnHook<JobCardMoved>;
  /** The customers module: the booking's customer becomes one of the workshop's. */
  adoptCustomer: (brandId: string, workshopId: string, userId: string, name: string, mobileNumber: string | null, tx: Db) => Promise<void>;
};

export type BookingsInbox = ReturnType<typeof createBookingsInbox>;

const inboxView = (booking: InboxBooking): TInboxBooking => ({
  bookingId: booking.bookingId,
  bookingCode: booking.bookingCode,
  customerName: booking.customerName,
  mobileNumber: booking.mobileNumber,
  vehicleNumber: booking.vehicleNumber,
  vehicleLabel: '',
  services: booking.services,
  isPickupRequired: booking.isPickupRequired,
  slot: booking.slot ?? { date: '', startTime: '', endTime: '' },
  notes: booking.notes,
  totalEstimated: toMajor(booking.payable),
  currency: booking.payable.currency,
  createdAt: booking.createdAt.toISOString(),
});

/**
 * The workshop's bookings inbox (issue 11, part 6): the customers' bookings that wait for it, live;
 * accepting one opens its job card with the customer, vehicle, services, notes and places, and
 * marks the booking confirmed; rejecting cancels it with the workshop's remarks, its slot freed.
 */
export function createBookingsInbox({ db, now, repository, jobCards, bookings, vehicles, jobCardMoved, adoptCustomer }: Deps) {
  return {
    async list(scope: StaffScope): Promise<TInboxBooking[]> {
      const rows = await bookings.inbox(scope.brandId, scope.workshopId);
      const labels = await Promise.all(
        rows.map(async (row) => {
          const vehicle = await vehicles.get({ brandId: scope.brandId, userId: row.customerId }, row.vehicleId).catch(() => null);
          return vehicle ? [vehicle.make, vehicle.model, vehicle.variant].filter(Boolean).join(' ') : '';
        }),
      );
      return rows.map((row, index) => ({ ...inboxView(row), vehicleLabel: labels[index]! }));
    },

    /** POST …/bookings/{bookingId}/accept: the job card, once; 'job card already open for vehicle' when the vehicle has one. */
    async accept(brand: Brand, scope: StaffScope, bookingId: string): Promise<TJobCard> {
      // The vehicle is read first: the customer's garage is not the transaction's to lock.
      const asked = await bookings.forWorkshop(scope.brandId, scope.workshopId, bookingId);
      if (!asked) throw new AppError('resource/not-found');
      const vehicle = await vehicles.get({ brandId: scope.brandId, userId: asked.customerId }, asked.vehicleId);
      const card = await db.transaction(async (tx) => {
        const booking = await bookings.lockedForWorkshop(scope.brandId, scope.workshopId, bookingId, tx);
        if (booking?.state !== 'booked') throw new AppError('jobCards/booking-not-waiting');
        const number = await repository.nextNumber(scope.workshopId, tx);
        const opened = await repository.insert(
          {
            brandId: scope.brandId,
            workshopId: scope.workshopId,
            jobCardNo: jobCardNoOf(number),
            bookingId,
            bookingCode: booking.bookingCode,
            customerId: booking.customerId,
            vehicleId: booking.vehicleId,
            status: 'confirmed',
            customerName: booking.customerName,
            mobileNumber: booking.mobileNumber,
            vehicleNumber: vehicle.registrationNumber ? normalizePlate(vehicle.registrationNumber) : null,
            vehicleLabel: [vehicle.make, vehicle.model, vehicle.variant].filter(Boolean).join(' '),
            advisorId: scope.role === 'serviceAdvisor' ? scope.staffId : null,
            isPickupRequired: booking.isPickupRequired,
            concerns: booking.notes ? [booking.notes] : [],
          },
          tx,
        );
        await repository.addStep({ jobCardId: opened.id, status: 'confirmed', staffId: scope.staffId, remarks: null, at: now() }, tx);
        await jobCardMoved.run({ brand, jobCardId: opened.id, bookingId, status: 'confirmed', isPickupRequired: opened.isPickupRequired, remarks: null }, tx);
        await adoptCustomer(scope.brandId, scope.workshopId, booking.customerId, booking.customerName, booking.mobileNumber, tx);
        await jobCardChanged(tx, opened);
        return opened;
      });
      return jobCards.view(scope, card);
    },

    /** POST …/bookings/{bookingId}/reject: the booking cancelled with the workshop's remarks, which the customer reads. */
    async reject(brand: Brand, scope: StaffScope, bookingId: string, remarks: string): Promise<void> {
      await db.transaction((tx) => bookings.reject(brand, scope.workshopId, bookingId, remarks, tx));
    },

    /**
     * A booking was cancelled (the bookings module's hook, in its transaction, the booking's row
     * locked): its job card, if still open, is cancelled with the same remarks. A card whose vehicle
     * is already with the workshop cannot be: the booking refuses that cancellation first.
     */
    async followCancelledBooking({ brandId, bookingId, remarks }: BookingCancelled, tx: Db): Promise<void> {
      const card = await repository.lockedByBooking(brandId, bookingId, tx);
      if (!card || !isJobCardOpen(card.status)) return;
      if (bookingStateOfCard(card.status) !== 'confirmed') throw new AppError('bookings/out-of-step');
      await repository.update(card.id, { status: 'cancelled' }, tx);
      await repository.addStep({ jobCardId: card.id, status: 'cancelled', staffId: null, remarks, at: now() }, tx);
      await jobCardChanged(tx, card);
    },
  };
}
