/**
 * A booking's timeline (customer spec section 4; ARCHITECTURE.md section 7): the events the
 * workshop's job card moves through, by category. Every booking starts with all of them, Booked
 * done; an event is done once it has a time.
 */
export const TIMELINE_CATEGORIES = ['Booking Status', 'Pick Status', 'Work Status', 'Drop Status'] as const;
export type TTimelineCategory = (typeof TIMELINE_CATEGORIES)[number];

/** The default events in their order, each in its category; the hidden ones are the workshop's steps the customer is not shown. */
export const TIMELINE_EVENTS: readonly { category: TTimelineCategory; name: string }[] = [
  { category: 'Booking Status', name: 'Booked' },
  { category: 'Booking Status', name: 'Confirmed' },
  { category: 'Pick Status', name: 'Awaiting for Garage/ Driver mapping' },
  { category: 'Pick Status', name: 'Pickup Scheduled' },
  { category: 'Pick Status', name: 'Picked Up' },
  { category: 'Pick Status', name: 'Dropped at Garage' },
  { category: 'Work Status', name: 'Estimate' },
  { category: 'Work Status', name: 'Work-In-Progress' },
  { category: 'Work Status', name: 'Spares-Pending' },
  { category: 'Work Status', name: 'Ready for Delivery' },
  { category: 'Work Status', name: 'Invoice' },
  { category: 'Work Status', name: 'Payment Pending' },
  { category: 'Drop Status', name: 'Delivered' },
  { category: 'Drop Status', name: 'Dropped at your location' },
];

/** Names the customer never sees (spec section 4). */
export const HIDDEN_TIMELINE_EVENTS: ReadonlySet<string> = new Set([
  'Awaiting for Garage/ Driver mapping',
  'Confirmed',
  'Pickup Scheduled',
  'Dropped at Garage',
]);

/** Once the vehicle is picked up, the booking can no longer be moved or called off by the customer. */
export const PICKED_UP_EVENT = 'Picked Up';

/** The visible events' names in Arabic: the timeline's and the notifications' one wording. */
export const TIMELINE_EVENT_NAMES_AR = {
  Booked: 'تم الحجز',
  'Picked Up': 'تم الاستلام',
  Estimate: 'التقدير',
  'Work-In-Progress': 'العمل جارٍ',
  'Spares-Pending': 'بانتظار قطع الغيار',
  'Ready for Delivery': 'جاهزة للتسليم',
  Invoice: 'الفاتورة',
  'Payment Pending': 'بانتظار الدفع',
  Delivered: 'تم التسليم',
  'Dropped at your location': 'سُلّمت إلى موقعك',
} as const;

/**
 * Whether the customer may still reschedule or cancel (customer spec section 4): while it is in
 * progress and booked, until the vehicle is picked up. The server holds the same rule.
 */
export const canCustomerChangeBooking = (booking: {
  status: string;
  appointmentStatus: string;
  events: readonly { name: string; updatedAt: string | null }[];
}) =>
  booking.status === 'InProgress' &&
  booking.appointmentStatus === 'booked' &&
  !booking.events.some((event) => event.name === PICKED_UP_EVENT && event.updatedAt !== null);
