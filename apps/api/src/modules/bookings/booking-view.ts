import { bookingStatusOf, majorOf, toMajor, type TBooking, type TBookingBill, type TCurrency } from '@servicebay/domain';
import type { Storage } from '../../platform/storage/storage';
import type { Brand } from '../../platform/tenancy';
import type { BookingPayment, BookingRefund } from '../payments';
import type { BookingEventRow, BookingItemRow, BookingRow } from './bookings.repository';

/**
 * A booking's bill as its job card's documents make it (the billing module's answer to the
 * bookings' `billsAsked` hook): the breakdown of its estimate or invoice, and what was paid and is due.
 */
export type CardBill = { estimate: TBooking['estimate']; bill: TBookingBill };

/** What the view needs of the booking's workshop, in the reader's language. */
export type BookingWorkshop = { name: string; latitude: number; longitude: number; phoneNumber: string | null };

/**
 * A booking as the customer's screens read it (customer spec section 3): prices in major units
 * of the brand's currency. Before the workshop's job card splits the bill, the services are its
 * labour and there is no tax line; once it has, the bill is the card's (`cardBill`).
 */
export async function bookingView(
  brand: Brand,
  row: BookingRow,
  items: readonly BookingItemRow[],
  events: readonly BookingEventRow[],
  workshop: BookingWorkshop,
  money: { payments: readonly BookingPayment[]; refunds: readonly BookingRefund[]; cardBill: CardBill | null },
  storage: Storage,
): Promise<TBooking> {
  const currency = (row.currency ?? brand.settings.currency) as TCurrency;
  const major = (amount: number) => majorOf(amount, currency);
  const place = row.pickupDropoff;
  return {
    bookingId: row.id,
    bookingCode: row.bookingCode,
    userVehicleId: row.userVehicleId,
    ...bookingStatusOf(row.state),
    items: await Promise.all(
      items.map(async (item) => ({
        serviceId: item.serviceId,
        cartItemId: item.cartItemId,
        images: await Promise.all(item.imageKeys.map((key) => storage.signedUrl(key))),
        pricing: { amount: major(item.priceMinor + item.addOnsMinor), qty: 1, currency, model: item.isStartingPrice ? 'startingFrom' : 'fixed' },
        addOnsSelected: item.addOnsSelected,
        addOnNames: item.addOnNames,
        type: 's' as const,
        service: { displayName: item.displayName, shortDescription: item.shortDescription, imageUrl: item.imageUrl },
      })),
    ),
    events: events.map((event) => ({ category: event.category, name: event.name, updatedAt: event.doneAt?.toISOString() ?? null })),
    estimate: money.cardBill?.estimate ?? {
      currency,
      partsTotal: 0,
      labourTotal: major(row.totalEstimatedMinor),
      discount: major(row.discountMinor),
      totalTax: 0,
      advancePayment: major(row.advanceMinor),
      totalEstimated: major(row.totalEstimatedMinor),
    },
    bill: money.cardBill?.bill ?? null,
    offerCode: row.offerCode,
    isPickupRequired: row.isPickupRequired,
    pickupDropoffData: {
      pickupLocation: place?.pickupLocation ?? null,
      dropoffLocation: place?.dropoffLocation ?? null,
      pickupOrDropoffNotes: place?.notes ?? null,
      pickupDate: row.slotDate ?? '',
      pickupSlot: { startTime: row.slotStart ?? '', endTime: row.slotEnd ?? '' },
    },
    startTime: row.startAt?.toISOString() ?? '',
    endTime: row.endAt?.toISOString() ?? '',
    notes: row.notes,
    customerName: row.customerName,
    vehicleNumber: row.vehicleNumber,
    workshopId: row.workshopId ?? '',
    workshopName: workshop.name,
    workshopLatitude: workshop.latitude,
    workshopLongitude: workshop.longitude,
    workshopPhoneNumber: workshop.phoneNumber || null,
    remarks: row.remarks,
    payments: money.payments.map((payment) => ({
      orderId: payment.orderId,
      purpose: payment.purpose,
      amount: toMajor(payment.amount),
      currency: payment.amount.currency,
      status: payment.status,
      paidAt: payment.paidAt?.toISOString() ?? null,
    })),
    // Minor units, as refunds are kept and gateways count them; the app formats them with money.ts.
    refunds: money.refunds.map((refund) => ({
      amountMinor: refund.amount.amount,
      currency: refund.amount.currency,
      status: refund.status,
      createdAt: refund.createdAt.toISOString(),
      processedAt: refund.processedAt?.toISOString() ?? null,
    })),
    isFeedbackGiven: row.isFeedbackGiven,
    userImages: await Promise.all(row.imageKeys.map((key) => storage.signedUrl(key))),
    createdAt: row.createdAt.toISOString(),
  };
}
