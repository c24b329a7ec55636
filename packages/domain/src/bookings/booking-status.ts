/**
 * A booking's life (ARCHITECTURE.md section 7), one state written once as data, as the job card's
 * is. The customer books; until the workshop accepts it the booking is theirs to move or call off.
 * Once accepted, its job card is the source of truth: the card's status decides the booking's
 * state (`bookingStateOfCard`, job-cards/job-card-status.ts), and the customer may still
 * reschedule or cancel only until the vehicle is handed over (picked up, or in the workshop for an
 * own visit). The two ends are final.
 */
export const BOOKING_STATES = ['booked', 'confirmed', 'handedOver', 'completed', 'cancelled'] as const;
export type TBookingState = (typeof BOOKING_STATES)[number];

/**
 * Who moves a booking: its customer (Cancel), its workshop (accept, reject, and every move of the
 * job card), or the system (a booked slot given back when its advance is not paid in time, unpaid-hold.ts).
 */
export const BOOKING_ACTORS = ['customer', 'workshop', 'system'] as const;
export type TBookingActor = (typeof BOOKING_ACTORS)[number];

/** Every move a booking may make and who makes it; anything else is refused. */
export const BOOKING_TRANSITIONS: readonly { from: TBookingState; to: TBookingState; by: TBookingActor }[] = [
  { from: 'booked', to: 'confirmed', by: 'workshop' },
  { from: 'booked', to: 'cancelled', by: 'workshop' },
  { from: 'booked', to: 'cancelled', by: 'customer' },
  { from: 'booked', to: 'cancelled', by: 'system' },
  { from: 'confirmed', to: 'handedOver', by: 'workshop' },
  { from: 'confirmed', to: 'cancelled', by: 'workshop' },
  { from: 'confirmed', to: 'cancelled', by: 'customer' },
  { from: 'handedOver', to: 'completed', by: 'workshop' },
  { from: 'handedOver', to: 'cancelled', by: 'workshop' },
];

export const canMoveBooking = (from: TBookingState, to: TBookingState, by: TBookingActor) =>
  BOOKING_TRANSITIONS.some((move) => move.from === from && move.to === to && move.by === by);

/**
 * Whether the customer may still reschedule, change places or cancel (customer spec section 4):
 * before the vehicle is handed over to the workshop.
 */
export const canCustomerChange = (state: TBookingState) => state === 'booked' || state === 'confirmed';

/** Why the customer may not change the booking now, as an error code; null when they may. */
export const customerChangeProblem = (state: TBookingState): 'bookings/vehicle-handed-over' | 'bookings/cannot-change' | null =>
  canCustomerChange(state) ? null : state === 'handedOver' ? 'bookings/vehicle-handed-over' : 'bookings/cannot-change';

/** A booking that still ties up its vehicle: it cannot be deleted (customer spec section 4). */
export const isBookingActive = (state: TBookingState) => state !== 'completed' && state !== 'cancelled';

/**
 * The spec's view of the state (customer spec section 3): `status` InProgress until it ends,
 * `appointmentStatus` 'booked' exactly while the customer may reschedule and cancel, and `deleted`
 * once it is history.
 */
export const BOOKING_STATUSES = ['InProgress', 'Completed', 'Cancelled'] as const;
export type TBookingStatus = (typeof BOOKING_STATUSES)[number];
export const APPOINTMENT_STATUSES = ['booked', 'inService', 'completed', 'cancelled'] as const;
export type TAppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export function bookingStatusOf(state: TBookingState): { status: TBookingStatus; appointmentStatus: TAppointmentStatus; deleted: boolean } {
  switch (state) {
    case 'booked':
    case 'confirmed':
      return { status: 'InProgress', appointmentStatus: 'booked', deleted: false };
    case 'handedOver':
      return { status: 'InProgress', appointmentStatus: 'inService', deleted: false };
    case 'completed':
      return { status: 'Completed', appointmentStatus: 'completed', deleted: true };
    case 'cancelled':
      return { status: 'Cancelled', appointmentStatus: 'cancelled', deleted: true };
  }
}

/** Whether the customer's screens offer Reschedule and Cancel: what the server answers as `appointmentStatus` (and the spec's Picked Up check). */
export const canCustomerChangeBooking = (booking: {
  status: string;
  appointmentStatus: string;
  events: readonly { name: string; updatedAt: string | null }[];
}) =>
  booking.status === 'InProgress' &&
  booking.appointmentStatus === 'booked' &&
  !booking.events.some((event) => event.name === 'Picked Up' && event.updatedAt !== null);
