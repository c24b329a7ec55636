import { z } from 'zod';
import { ZBookingBill } from '../billing/customer-bill';
import { isCalendarDate } from '../shared/calendar-date';
import { BOOKING_STATUSES } from './booking-status';
import { ZBookingPayment, ZBookingRefund } from './payment';
import { TIMELINE_CATEGORIES } from './timeline';

/** The spec's name for a customer who gave none (section 3). */
export const DEFAULT_BOOKING_CUSTOMER_NAME = 'CUSTOMER (NEW SERVICE)';
/** A retried Book keeps its key; any printable token of a sensible length will do (a UUID in the app). */
export const ZIdempotencyKey = z.string().regex(/^[\x21-\x7e]{8,100}$/, { message: 'Give an Idempotency-Key of 8 to 100 printable characters' });

const ZClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Give the time as HH:MM' });
export const ZBookingLocation = z.object({
  profileLocationName: z.string().trim().max(300),
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});
export type TBookingLocation = z.infer<typeof ZBookingLocation>;

/**
 * The booking creation payload of customer spec section 3. Prices, items and the workshop are the
 * cart's, read on the server: the client's `items`, `startTime` and `endTime` are accepted as the
 * spec's app sends them and not trusted (the slot's instants come from the workshop's clock).
 */
export const ZBookingInput = z.object({
  userVehicleId: z.uuid({ error: 'add vehicle to proceed' }),
  customerName: z.string().trim().max(100).optional(),
  vehicleNumber: z.string().trim().max(20).optional(),
  mobileNumber: z.string().trim().max(20).optional(),
  email: z.string().trim().max(200).optional(),
  items: z.array(z.unknown()).max(50).optional(),
  isPickupRequired: z.boolean(),
  pickupDropoffData: z.object({
    pickupLocation: ZBookingLocation.nullish(),
    dropoffLocation: ZBookingLocation.nullish(),
    pickupOrDropoffNotes: z.string().trim().max(1000).optional(),
    pickupDate: z.string().refine(isCalendarDate, { message: 'pick date time slot' }),
    pickupSlot: z.object({ startTime: ZClockTime, endTime: ZClockTime }),
  }),
  startTime: z.string().max(40).optional(),
  endTime: z.string().max(40).optional(),
  notes: z.string().trim().max(2000).optional(),
  catalogVehicleId: z.string().max(64).optional(),
  variant: z.string().max(100).optional(),
  year: z.union([z.string(), z.number()]).optional(),
  clientName: z.string().max(64).optional(),
  isTemporaryRegNo: z.boolean().optional(),
  workshopLatitude: z.number().optional(),
  workshopLongitude: z.number().optional(),
});
export type TBookingInput = z.infer<typeof ZBookingInput>;

/**
 * A change of a booking (PATCH /transaction/booking/{id}): a new date and slot (a reschedule), new
 * places or notes. The spec's app sends the whole booking; what it may not change is ignored.
 */
export const ZBookingChange = z.object({
  pickupDropoffData: z
    .object({
      pickupLocation: ZBookingLocation.nullish(),
      dropoffLocation: ZBookingLocation.nullish(),
      pickupOrDropoffNotes: z.string().trim().max(1000).nullish(),
      pickupDate: z.string().refine(isCalendarDate, { message: 'invalid date' }).optional(),
      pickupSlot: z.object({ startTime: ZClockTime, endTime: ZClockTime }).optional(),
    })
    .optional(),
  notes: z.string().trim().max(2000).nullish(),
});
export type TBookingChange = z.infer<typeof ZBookingChange>;

/** The answer to a booking: the spec's list of one, with the advance's order once payments make it. */
export const ZBookingCreated = z.array(z.object({ bookingId: z.string(), orderId: z.string().nullable() }));
export type TBookingCreated = z.infer<typeof ZBookingCreated>;

export const ZBookingEvent = z.object({ category: z.enum(TIMELINE_CATEGORIES), name: z.string(), updatedAt: z.string().nullable() });
export type TBookingEvent = z.infer<typeof ZBookingEvent>;

const ZMoneyAmount = z.number();
export const ZBookingItem = z.object({
  serviceId: z.string(),
  cartItemId: z.string().nullable(),
  images: z.array(z.string()),
  pricing: z.object({ amount: ZMoneyAmount, qty: z.number().int(), currency: z.string(), model: z.string() }),
  addOnsSelected: z.array(z.string()),
  /** The chosen add-ons' names as booked, in the menu's order: the screens name what the price includes. */
  addOnNames: z.array(z.string()),
  type: z.enum(['s', 'p']),
  service: z.object({ displayName: z.string(), shortDescription: z.string(), imageUrl: z.string().nullable() }),
});

/** A booking as the customer's screens read it (customer spec section 3); amounts in major units. */
export const ZBooking = z.object({
  bookingId: z.string(),
  bookingCode: z.string(),
  userVehicleId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  appointmentStatus: z.string(),
  deleted: z.boolean(),
  items: z.array(ZBookingItem),
  events: z.array(ZBookingEvent),
  estimate: z.object({
    currency: z.string(),
    partsTotal: ZMoneyAmount,
    labourTotal: ZMoneyAmount,
    discount: ZMoneyAmount,
    totalTax: ZMoneyAmount,
    advancePayment: ZMoneyAmount,
    totalEstimated: ZMoneyAmount,
  }),
  offerCode: z.string().nullable(),
  isPickupRequired: z.boolean(),
  pickupDropoffData: z.object({
    pickupLocation: ZBookingLocation.nullable(),
    dropoffLocation: ZBookingLocation.nullable(),
    pickupOrDropoffNotes: z.string().nullable(),
    pickupDate: z.string(),
    pickupSlot: z.object({ startTime: z.string(), endTime: z.string() }),
  }),
  startTime: z.string(),
  endTime: z.string(),
  notes: z.string().nullable(),
  customerName: z.string(),
  vehicleNumber: z.string().nullable(),
  workshopId: z.string(),
  workshopName: z.string(),
  workshopLatitude: z.number(),
  workshopLongitude: z.number(),
  /** The workshop's number, for the customer's 'Call workshop'. */
  workshopPhoneNumber: z.string().nullable(),
  remarks: z.string().nullable(),
  /**
   * Once the workshop's job card has an estimate or an invoice, what was paid and what is due: the
   * `estimate` above then reads from the same document. Null before (the booking's own figures).
   */
  bill: ZBookingBill.nullable(),
  /** The payment attempts (the advance's, and the balance's paid online), newest first (the payment banners read the first). */
  payments: z.array(ZBookingPayment),
  /** The paid advance given back when the booking was cancelled (one per paid attempt), newest first. */
  refunds: z.array(ZBookingRefund),
  isFeedbackGiven: z.boolean(),
  /** The customer's photos added on booking details (each item's own photos are on the item). */
  userImages: z.array(z.string()),
  createdAt: z.string(),
});
export type TBooking = z.infer<typeof ZBooking>;

/** Photos a customer may add to a booking on its details. */
export const MAX_BOOKING_IMAGES = 6;
export const BOOKING_IMAGE_MESSAGES = {
  uploaded: 'Image uploaded successfully',
  deleted: 'Image deleted successfully',
  format: 'Please upload valid format',
  tooMany: `A booking holds at most ${MAX_BOOKING_IMAGES} photos`,
} as const;

/** A vehicle's service facts from the workshops' job cards (customer spec section 7's booking summary). */
export const ZServiceSummary = z.object({ lastServiceDate: z.string().nullable(), nextServiceDate: z.string().nullable() });
export type TServiceSummary = z.infer<typeof ZServiceSummary>;
/** The latest odometer reading a workshop took of a vehicle, else the customer's own. */
export const ZOdometerReading = z.object({ odometer: z.number().int().nullable() });
