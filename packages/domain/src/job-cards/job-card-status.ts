import { z } from 'zod';
import type { TBookingState } from '../bookings/booking-status';
import type { TTimelineEventName } from '../bookings/timeline';
import type { TStaffRole } from '../staff/permissions';

/**
 * A job card's statuses (workshop spec section 4), with the pickup steps of ARCHITECTURE.md
 * section 7 before the vehicle reaches the workshop. A booking accepted opens its job card
 * `confirmed`; a walk-in opens `inWorkshop`.
 */
export const JOB_CARD_STATUSES = [
  'confirmed',
  'pickupScheduled',
  'pickedUp',
  'inWorkshop',
  'estimate',
  'workInProgress',
  'sparesPending',
  'readyForDelivery',
  'invoice',
  'paymentPending',
  'delivered',
  'completed',
  'estimationRejected',
  'cancelled',
] as const;
export const ZJobCardStatus = z.enum(JOB_CARD_STATUSES);
export type TJobCardStatus = z.infer<typeof ZJobCardStatus>;

/** A job card in one of these is over: the vehicle may have another opened ('job card already open for vehicle' otherwise). */
export const CLOSED_JOB_CARD_STATUSES: readonly TJobCardStatus[] = ['delivered', 'completed', 'estimationRejected', 'cancelled'];
export const isJobCardOpen = (status: TJobCardStatus) => !CLOSED_JOB_CARD_STATUSES.includes(status);

const ADVISING: readonly TStaffRole[] = ['owner', 'manager', 'serviceAdvisor'];
const ON_THE_FLOOR: readonly TStaffRole[] = [...ADVISING, 'technician'];
const AT_THE_GATE: readonly TStaffRole[] = [...ADVISING, 'security'];
const BILLING: readonly TStaffRole[] = [...ADVISING, 'accounts'];
const COLLECTING: readonly TStaffRole[] = ['owner', 'manager', 'accounts', 'cashier'];
const CLOSING: readonly TStaffRole[] = ['owner', 'manager', 'accounts'];

/**
 * Every move a job card may make and who may make it, written once: the service refuses any other
 * ('This step is not allowed now'), the workshop app offers only these. The spec gives the statuses
 * and that a job card may be cancelled after confirmation, not the graph: this is the order a
 * service centre works in, with the customer's approval of an estimate as a branch. A vehicle leaves
 * only once invoiced (issue 27 part 5); what each move needs besides the role (approved work, the
 * invoice, the money, the odometer and checklist) is the billing module's delivery gate.
 */
export const JOB_CARD_TRANSITIONS: readonly { from: TJobCardStatus; to: TJobCardStatus; roles: readonly TStaffRole[] }[] = [
  { from: 'confirmed', to: 'pickupScheduled', roles: ADVISING },
  { from: 'confirmed', to: 'inWorkshop', roles: AT_THE_GATE },
  { from: 'pickupScheduled', to: 'pickedUp', roles: ADVISING },
  { from: 'pickedUp', to: 'inWorkshop', roles: AT_THE_GATE },
  { from: 'inWorkshop', to: 'estimate', roles: ADVISING },
  { from: 'inWorkshop', to: 'workInProgress', roles: ON_THE_FLOOR },
  { from: 'estimate', to: 'workInProgress', roles: ADVISING },
  { from: 'estimate', to: 'estimationRejected', roles: ADVISING },
  { from: 'workInProgress', to: 'sparesPending', roles: ON_THE_FLOOR },
  { from: 'sparesPending', to: 'workInProgress', roles: ON_THE_FLOOR },
  { from: 'workInProgress', to: 'readyForDelivery', roles: ON_THE_FLOOR },
  { from: 'readyForDelivery', to: 'invoice', roles: BILLING },
  { from: 'invoice', to: 'paymentPending', roles: COLLECTING },
  { from: 'invoice', to: 'delivered', roles: ADVISING },
  { from: 'paymentPending', to: 'delivered', roles: [...ADVISING, 'cashier'] },
  { from: 'delivered', to: 'completed', roles: CLOSING },
  ...(['confirmed', 'pickupScheduled', 'pickedUp', 'inWorkshop', 'estimate', 'workInProgress', 'sparesPending'] as const).map((from) => ({
    from,
    to: 'cancelled' as const,
    roles: ADVISING,
  })),
];

/**
 * The driver's steps: only a card from a booking with pickup and drop takes them. A customer who
 * visits brings the vehicle in (ARCHITECTURE.md section 7), and the timeline of such a booking has
 * no pickup steps to write.
 */
const PICKUP_STATUSES: readonly TJobCardStatus[] = ['pickupScheduled', 'pickedUp'];
/** What of a card, besides its status, decides its moves. */
export type TJobCardMode = { isPickupRequired: boolean };
const fitsMode = (to: TJobCardStatus, { isPickupRequired }: TJobCardMode) => isPickupRequired || !PICKUP_STATUSES.includes(to);

/** The moves `role` may make from `status` now, on a card of this mode. */
export const nextJobCardStatuses = (status: TJobCardStatus, role: TStaffRole, mode: TJobCardMode): TJobCardStatus[] =>
  JOB_CARD_TRANSITIONS.filter((move) => move.from === status && move.roles.includes(role) && fitsMode(move.to, mode)).map((move) => move.to);

/** Why a move is refused: not in the table at all (or not for this card's mode), or not for this role. Null when allowed. */
export function jobCardMoveProblem(from: TJobCardStatus, to: TJobCardStatus, role: TStaffRole, mode: TJobCardMode): 'not-allowed' | 'role' | null {
  const move = JOB_CARD_TRANSITIONS.find((candidate) => candidate.from === from && candidate.to === to);
  if (!move || !fitsMode(to, mode)) return 'not-allowed';
  return move.roles.includes(role) ? null : 'role';
}

/** Ending a job card this way needs the workshop's remarks, which the customer is shown. */
export const needsRemarks = (to: TJobCardStatus) => to === 'cancelled' || to === 'estimationRejected';

/**
 * The customer's timeline step each status writes (ARCHITECTURE.md section 7). Handing the vehicle
 * back is 'Dropped at your location' when the workshop drops it, 'Delivered' when the customer
 * collects it; a cancellation or a rejected estimate writes no step: it cancels the booking, whose
 * remarks say why.
 */
export function timelineStepOf(status: TJobCardStatus, isPickupRequired: boolean): TTimelineEventName | null {
  switch (status) {
    case 'confirmed':
      return 'Confirmed';
    case 'pickupScheduled':
      return 'Pickup Scheduled';
    case 'pickedUp':
      return 'Picked Up';
    case 'inWorkshop':
      return 'Dropped at Garage';
    case 'estimate':
      return 'Estimate';
    case 'workInProgress':
      return 'Work-In-Progress';
    case 'sparesPending':
      return 'Spares-Pending';
    case 'readyForDelivery':
      return 'Ready for Delivery';
    case 'invoice':
      return 'Invoice';
    case 'paymentPending':
      return 'Payment Pending';
    case 'delivered':
      return isPickupRequired ? 'Dropped at your location' : 'Delivered';
    case 'cancelled':
    case 'estimationRejected':
    case 'completed':
      return null; // the booking ended with the card's previous move, or ends by its state
  }
}

/**
 * The booking's state while its job card is in `status`: the card is the source of truth once a
 * booking is accepted (ARCHITECTURE.md section 7). The vehicle is handed over once it is picked up
 * or in the workshop, handed back at delivery.
 */
export function bookingStateOfCard(status: TJobCardStatus): TBookingState {
  switch (status) {
    case 'confirmed':
    case 'pickupScheduled':
      return 'confirmed';
    case 'pickedUp':
    case 'inWorkshop':
    case 'estimate':
    case 'workInProgress':
    case 'sparesPending':
    case 'readyForDelivery':
    case 'invoice':
    case 'paymentPending':
      return 'handedOver';
    case 'delivered':
    case 'completed':
      return 'completed';
    case 'cancelled':
    case 'estimationRejected':
      return 'cancelled';
  }
}

/** The status whose move writes the customer's timeline step `name` (either way of handing a vehicle back). */
export function statusOfTimelineStep(name: string): TJobCardStatus | null {
  return JOB_CARD_STATUSES.find((status) => timelineStepOf(status, true) === name || timelineStepOf(status, false) === name) ?? null;
}

/**
 * The shortest run of moves `role` may make from `from` to `to`, each allowed by the table (a
 * workshop catching a card up, a test walking one to a step); null when there is none.
 */
export function jobCardPath(from: TJobCardStatus, to: TJobCardStatus, role: TStaffRole, mode: TJobCardMode): TJobCardStatus[] | null {
  const cameFrom = new Map<TJobCardStatus, TJobCardStatus | null>([[from, null]]);
  const queue: TJobCardStatus[] = [from];
  while (queue.length > 0) {
    const status = queue.shift()!;
    if (status === to) {
      const path: TJobCardStatus[] = [];
      for (let at: TJobCardStatus | null = to; at !== null && at !== from; at = cameFrom.get(at) ?? null) path.unshift(at);
      return path;
    }
    for (const next of nextJobCardStatuses(status, role, mode)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, status);
      queue.push(next);
    }
  }
  return null;
}

/**
 * The move the store makes of a card when what it waits for changes (issue 28 part 3): parts on
 * order for its lines hold a card at work at 'Spares Pending' until they come, on the card and on the
 * customer's timeline; once nothing is on order it goes back to work. Any other status is the desk's
 * to move: a card still at its estimate or already ready is left as it is. Null when no move.
 */
export function sparesMoveOf(status: TJobCardStatus, isWaitingForParts: boolean): 'sparesPending' | 'workInProgress' | null {
  if (isWaitingForParts) return status === 'workInProgress' ? 'sparesPending' : null;
  return status === 'sparesPending' ? 'workInProgress' : null;
}
