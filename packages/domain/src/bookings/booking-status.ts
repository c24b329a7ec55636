/**
 * A booking's status as the customer sees it (customer spec section 3; ARCHITECTURE.md section 7).
 * The workshop's job card drives it: InProgress from the booking until the vehicle is handed over
 * (Completed) or the job is called off (Cancelled). The two ends are final.
 */
export const BOOKING_STATUSES = ['InProgress', 'Completed', 'Cancelled'] as const;
export type TBookingStatus = (typeof BOOKING_STATUSES)[number];

/** The allowed moves, written once as data; anything else is refused by the service. */
export const BOOKING_TRANSITIONS: Record<TBookingStatus, readonly TBookingStatus[]> = {
  InProgress: ['Completed', 'Cancelled'],
  Completed: [],
  Cancelled: [],
};

export const canMoveBooking = (from: TBookingStatus, to: TBookingStatus) => BOOKING_TRANSITIONS[from].includes(to);

/** A booking that still ties up its vehicle: it cannot be deleted (customer spec section 4). */
export const isBookingActive = (status: TBookingStatus) => status === 'InProgress';
