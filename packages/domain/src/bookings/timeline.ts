/**
 * A booking's timeline (customer spec section 4; ARCHITECTURE.md section 7): the steps the
 * workshop's job card moves through, by category, in one typed list. Each booking keeps the steps
 * of its service mode, Booked done; a step is done once it has a time.
 */
export const TIMELINE_CATEGORIES = ['Booking Status', 'Pick Status', 'Work Status', 'Drop Status'] as const;
export type TTimelineCategory = (typeof TIMELINE_CATEGORIES)[number];

/** Every step in its order and category; the hidden ones are the workshop's steps the customer is not shown. */
export const TIMELINE_EVENTS = [
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
] as const satisfies readonly { category: TTimelineCategory; name: string }[];
export type TTimelineEventName = (typeof TIMELINE_EVENTS)[number]['name'];
export type TTimelineEvent = { category: TTimelineCategory; name: TTimelineEventName };

const HIDDEN_NAMES = [
  'Awaiting for Garage/ Driver mapping',
  'Confirmed',
  'Pickup Scheduled',
  'Dropped at Garage',
] as const satisfies readonly TTimelineEventName[];
/** Names the customer never sees (spec section 4). */
export const HIDDEN_TIMELINE_EVENTS: ReadonlySet<string> = new Set<TTimelineEventName>(HIDDEN_NAMES);
/** The steps the customer is shown: the customer app has a text for each. */
export type TShownTimelineEventName = Exclude<TTimelineEventName, (typeof HIDDEN_NAMES)[number]>;
const SHOWN_NAMES: ReadonlySet<string> = new Set(TIMELINE_EVENTS.map((event) => event.name).filter((name) => !HIDDEN_TIMELINE_EVENTS.has(name)));
export const isShownTimelineEvent = (name: string): name is TShownTimelineEventName => SHOWN_NAMES.has(name);

/**
 * Steps of one service mode only: the driver's pickup and the drop at the customer's place belong
 * to pickup and drop; 'Delivered' (collected at the workshop) to the customer's own visit.
 */
const PICKUP_AND_DROP_ONLY: ReadonlySet<TTimelineEventName> = new Set([
  'Awaiting for Garage/ Driver mapping',
  'Pickup Scheduled',
  'Picked Up',
  'Dropped at your location',
]);
const OWN_VISIT_ONLY: ReadonlySet<TTimelineEventName> = new Set(['Delivered']);

/** The steps a booking of this service mode goes through, in order. */
export const timelineEventsFor = (isPickupRequired: boolean): readonly TTimelineEvent[] =>
  TIMELINE_EVENTS.filter((event) => !(isPickupRequired ? OWN_VISIT_ONLY : PICKUP_AND_DROP_ONLY).has(event.name));

/** The step the customer waits on to pay (customer spec section 4). */
export const PAYMENT_PENDING_EVENT = 'Payment Pending' satisfies TTimelineEventName;

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
} as const satisfies Partial<Record<TTimelineEventName, string>>;
