import { normalizePlate, type TInboxBooking, type TJobCard } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { BookingStep, InboxRow, WorkshopBookings } from '../bookings';
import type { VehiclesService } from '../garage';
import type { JobCardsRepository } from './job-cards.repository';
import { jobCardChanged, type JobCardsService } from './job-cards.service';

type Deps = {
  db: Db;
  now: () => Date;
  repository: JobCardsRepository;
  jobCards: JobCardsService;
  bookings: WorkshopBookings;
  vehicles: Pick<VehiclesService, 'get'>;
  recordBookingStep: (brand: Brand, bookingId: string, step: BookingStep, tx: Db) => Promise<void>;
  /** The customers module: the booking's customer becomes one of the workshop's. */
  adoptCustomer: (brandId: string, workshopId: string, userId: string, name: string, mobileNumber: string | null, tx: Db) => Promise<void>;
};

export type BookingsInbox = ReturnType<typeof createBookingsInbox>;

const inboxView = (row: InboxRow): TInboxBooking => ({
  bookingId: row.id,
  bookingCode: row.bookingCode,
  customerName: row.customerName,
  mobileNumber: row.mobileNumber,
  vehicleNumber: row.vehicleNumber,
  vehicleLabel: '',
  services: row.services,
  isPickupRequired: row.isPickupRequired,
  slot: { date: row.slotDate ?? '', startTime: row.slotStart ?? '', endTime: row.slotEnd ?? '' },
  notes: row.notes,
  totalEstimated: (row.totalEstimatedMinor - row.discountMinor) / 100,
  currency: row.currency ?? 'INR',
  createdAt: row.createdAt.toISOString(),
});

/**
 * The workshop's bookings inbox (issue 11, part 6): the customers' bookings that wait for it, live;
 * accepting one opens its job card with the customer, vehicle, services, notes and places, and
 * marks the booking confirmed; rejecting cancels it with the workshop's remarks, its slot freed.
 */
export function createBookingsInbox({ db, now, repository, jobCards, bookings, vehicles, recordBookingStep, adoptCustomer }: Deps) {
  return {
    async list(scope: StaffScope): Promise<TInboxBooking[]> {
      const rows = await bookings.inbox(scope.brandId, scope.workshopId);
      const labels = await Promise.all(
        rows.map(async (row) => {
          const vehicle = await vehicles.get({ brandId: row.brandId, userId: row.userId }, row.userVehicleId).catch(() => null);
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
      const vehicle = await vehicles.get({ brandId: asked.brandId, userId: asked.userId }, asked.userVehicleId);
      const card = await db.transaction(async (tx) => {
        const booking = await bookings.lockedForWorkshop(scope.brandId, scope.workshopId, bookingId, tx);
        if (!booking || booking.status !== 'InProgress' || (await bookings.isConfirmed(bookingId, tx))) throw new AppError('jobCards/booking-not-waiting');
        const number = await repository.nextNumber(scope.workshopId, tx);
        const opened = await repository.insert(
          {
            brandId: scope.brandId,
            workshopId: scope.workshopId,
            jobCardNo: `JC-${String(number).padStart(6, '0')}`,
            bookingId,
            bookingCode: booking.bookingCode,
            customerId: booking.userId,
            vehicleId: booking.userVehicleId,
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
        await recordBookingStep(brand, bookingId, { name: 'Confirmed' }, tx);
        await adoptCustomer(scope.brandId, scope.workshopId, booking.userId, booking.customerName, booking.mobileNumber, tx);
        await jobCardChanged(tx, opened);
        return opened;
      });
      return jobCards.view(scope, card);
    },

    /** POST …/bookings/{bookingId}/reject: the booking cancelled with the workshop's remarks, which the customer reads. */
    async reject(brand: Brand, scope: StaffScope, bookingId: string, remarks: string): Promise<void> {
      await db.transaction(async (tx) => {
        const booking = await bookings.lockedForWorkshop(scope.brandId, scope.workshopId, bookingId, tx);
        if (!booking) throw new AppError('resource/not-found');
        if (booking.status !== 'InProgress' || (await bookings.isConfirmed(bookingId, tx))) throw new AppError('jobCards/booking-not-waiting');
        await recordBookingStep(brand, bookingId, { name: 'Cancelled', remarks }, tx);
      });
    },

    /** The customer cancelled a booking (bookings module, in its transaction): its job card, if any, is cancelled too. */
    async cancelForBooking(brandId: string, bookingId: string, remarks: string, tx: Db): Promise<void> {
      const card = await repository.lockedByBooking(brandId, bookingId, tx);
      if (!card || !['confirmed', 'pickupScheduled'].includes(card.status)) return;
      await repository.update(card.id, { status: 'cancelled' }, tx);
      await repository.addStep({ jobCardId: card.id, status: 'cancelled', staffId: null, remarks, at: now() }, tx);
      await jobCardChanged(tx, card);
    },
  };
}
