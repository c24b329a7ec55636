import { describe, expect, it } from 'vitest';
import { timelineEventsFor } from '../bookings/timeline';
import { STAFF_ROLES } from '../staff/permissions';
import {
  CLOSED_JOB_CARD_STATUSES,
  isJobCardOpen,
  JOB_CARD_STATUSES,
  JOB_CARD_TRANSITIONS,
  jobCardMoveProblem,
  jobCardPath,
  statusOfTimelineStep,
  needsRemarks,
  nextJobCardStatuses,
  sparesMoveOf,
  timelineStepOf,
} from './job-card-status';

const key = (from: string, to: string) => `${from} -> ${to}`;
const PICKUP = { isPickupRequired: true };
const OWN_VISIT = { isPickupRequired: false };

describe('the job card state machine (workshop spec section 4)', () => {
  // The table as it is meant, written out: a move added or dropped by mistake fails here.
  const EXPECTED = new Map<string, string[]>([
    [key('confirmed', 'pickupScheduled'), ['owner', 'manager', 'serviceAdvisor']],
    [key('confirmed', 'inWorkshop'), ['owner', 'manager', 'serviceAdvisor', 'security']],
    [key('pickupScheduled', 'pickedUp'), ['owner', 'manager', 'serviceAdvisor']],
    [key('pickedUp', 'inWorkshop'), ['owner', 'manager', 'serviceAdvisor', 'security']],
    [key('inWorkshop', 'estimate'), ['owner', 'manager', 'serviceAdvisor']],
    [key('inWorkshop', 'workInProgress'), ['owner', 'manager', 'serviceAdvisor', 'technician']],
    [key('estimate', 'workInProgress'), ['owner', 'manager', 'serviceAdvisor']],
    [key('estimate', 'estimationRejected'), ['owner', 'manager', 'serviceAdvisor']],
    [key('workInProgress', 'sparesPending'), ['owner', 'manager', 'serviceAdvisor', 'technician']],
    [key('sparesPending', 'workInProgress'), ['owner', 'manager', 'serviceAdvisor', 'technician']],
    [key('workInProgress', 'readyForDelivery'), ['owner', 'manager', 'serviceAdvisor', 'technician']],
    [key('readyForDelivery', 'invoice'), ['owner', 'manager', 'serviceAdvisor', 'accounts']],
    [key('invoice', 'paymentPending'), ['owner', 'manager', 'accounts', 'cashier']],
    [key('invoice', 'delivered'), ['owner', 'manager', 'serviceAdvisor']],
    [key('paymentPending', 'delivered'), ['owner', 'manager', 'serviceAdvisor', 'cashier']],
    [key('delivered', 'completed'), ['owner', 'manager', 'accounts']],
    ...['confirmed', 'pickupScheduled', 'pickedUp', 'inWorkshop', 'estimate', 'workInProgress', 'sparesPending'].map(
      (from) => [key(from, 'cancelled'), ['owner', 'manager', 'serviceAdvisor']] as [string, string[]],
    ),
  ]);

  it(`allows exactly the moves of its table, to exactly their roles: all ${JOB_CARD_STATUSES.length ** 2 * STAFF_ROLES.length} (from, to, role) triples`, () => {
    for (const from of JOB_CARD_STATUSES)
      for (const to of JOB_CARD_STATUSES)
        for (const role of STAFF_ROLES) {
          const allowed = EXPECTED.get(key(from, to));
          const expected = !allowed ? 'not-allowed' : allowed.includes(role) ? null : 'role';
          expect(jobCardMoveProblem(from, to, role, PICKUP), `${key(from, to)} as ${role}`).toBe(expected);
          // An own visit never takes the driver's steps; every other move is the same.
          const isDriverStep = to === 'pickupScheduled' || to === 'pickedUp';
          expect(jobCardMoveProblem(from, to, role, OWN_VISIT), `${key(from, to)} as ${role}, own visit`).toBe(isDriverStep ? 'not-allowed' : expected);
        }
    expect(JOB_CARD_TRANSITIONS).toHaveLength(EXPECTED.size);
  });

  it('offers each role the moves it may make now, and none from a closed job card but closing a delivered one', () => {
    expect(nextJobCardStatuses('workInProgress', 'technician', PICKUP).sort()).toEqual(['readyForDelivery', 'sparesPending']);
    expect(nextJobCardStatuses('workInProgress', 'cashier', PICKUP)).toEqual([]);
    expect(nextJobCardStatuses('confirmed', 'security', PICKUP)).toEqual(['inWorkshop']);
    for (const status of ['completed', 'cancelled', 'estimationRejected'] as const)
      for (const role of STAFF_ROLES) expect(nextJobCardStatuses(status, role, PICKUP)).toEqual([]);
    expect(nextJobCardStatuses('delivered', 'accounts', PICKUP)).toEqual(['completed']);
    // 'Schedule pickup' only for a booking with pickup and drop.
    expect(nextJobCardStatuses('confirmed', 'serviceAdvisor', PICKUP).sort()).toEqual(['cancelled', 'inWorkshop', 'pickupScheduled']);
    expect(nextJobCardStatuses('confirmed', 'serviceAdvisor', OWN_VISIT).sort()).toEqual(['cancelled', 'inWorkshop']);
  });

  it('reaches every status from a booking accepted or a walk-in, and cancels only before the work is done', () => {
    const reached = new Set<string>(['confirmed', 'inWorkshop']);
    for (let changed = true; changed;) {
      changed = false;
      for (const move of JOB_CARD_TRANSITIONS) if (reached.has(move.from) && !reached.has(move.to)) changed = reached.add(move.to) !== undefined;
    }
    expect([...reached].sort()).toEqual([...JOB_CARD_STATUSES].sort());
    expect(jobCardMoveProblem('readyForDelivery', 'cancelled', 'owner', PICKUP)).toBe('not-allowed');
  });

  it('a job card is open until delivered, completed, rejected or cancelled; those two need remarks', () => {
    expect(JOB_CARD_STATUSES.filter((status) => !isJobCardOpen(status))).toEqual([...CLOSED_JOB_CARD_STATUSES]);
    expect(JOB_CARD_STATUSES.filter(needsRemarks)).toEqual(['estimationRejected', 'cancelled']);
  });

  it('finds the shortest run of allowed moves to a status, for a role, or none', () => {
    expect(jobCardPath('confirmed', 'pickedUp', 'serviceAdvisor', PICKUP)).toEqual(['pickupScheduled', 'pickedUp']);
    expect(jobCardPath('confirmed', 'pickedUp', 'serviceAdvisor', OWN_VISIT)).toBeNull();
    expect(jobCardPath('confirmed', 'delivered', 'owner', OWN_VISIT)).toEqual(['inWorkshop', 'workInProgress', 'readyForDelivery', 'invoice', 'delivered']);
    expect(jobCardPath('confirmed', 'confirmed', 'owner', PICKUP)).toEqual([]);
    expect(jobCardPath('confirmed', 'pickedUp', 'technician', PICKUP)).toBeNull();
    expect(jobCardPath('delivered', 'inWorkshop', 'owner', PICKUP)).toBeNull();
    expect(statusOfTimelineStep('Picked Up')).toBe('pickedUp');
    expect(statusOfTimelineStep('Dropped at your location')).toBe('delivered');
    expect(statusOfTimelineStep('Delivered')).toBe('delivered');
    expect(statusOfTimelineStep('Booked')).toBeNull();
  });

  it("writes the customer's timeline as ARCHITECTURE.md section 7 maps it", () => {
    expect(JOB_CARD_STATUSES.map((status) => timelineStepOf(status, true))).toEqual([
      'Confirmed',
      'Pickup Scheduled',
      'Picked Up',
      'Dropped at Garage',
      'Estimate',
      'Work-In-Progress',
      'Spares-Pending',
      'Ready for Delivery',
      'Invoice',
      'Payment Pending',
      'Dropped at your location',
      null,
      // A cancellation or a rejected estimate writes no step: it cancels the booking (booking-status.test.ts).
      null,
      null,
    ]);
    expect(timelineStepOf('delivered', false)).toBe('Delivered');
    // Every step a card of either mode can write is one of its booking's own steps.
    for (const mode of [PICKUP, OWN_VISIT]) {
      const own: string[] = timelineEventsFor(mode.isPickupRequired).map((event) => event.name);
      const reachable = JOB_CARD_STATUSES.filter((status) => status === 'confirmed' || jobCardPath('confirmed', status, 'owner', mode) !== null);
      const written = reachable.flatMap((status) => timelineStepOf(status, mode.isPickupRequired) ?? []);
      expect(
        written.filter((step) => !own.includes(step)),
        JSON.stringify(mode),
      ).toEqual([]);
    }
  });
});

describe('the store moves a card while parts are on order for it (issue 28 part 3)', () => {
  it('holds a card at work at Spares Pending, sends it back to work once nothing is on order, and leaves the desk’s other statuses alone', () => {
    expect(sparesMoveOf('workInProgress', true)).toBe('sparesPending');
    expect(sparesMoveOf('sparesPending', false)).toBe('workInProgress');
    expect(sparesMoveOf('sparesPending', true)).toBeNull();
    expect(sparesMoveOf('workInProgress', false)).toBeNull();
    for (const status of JOB_CARD_STATUSES.filter((each) => each !== 'workInProgress' && each !== 'sparesPending')) {
      expect([sparesMoveOf(status, true), sparesMoveOf(status, false)], status).toEqual([null, null]);
    }
    // Each move the store makes is one the table allows the floor to make.
    for (const [from, to] of [
      ['workInProgress', 'sparesPending'],
      ['sparesPending', 'workInProgress'],
    ] as const) {
      expect(jobCardMoveProblem(from, to, 'technician', OWN_VISIT)).toBeNull();
    }
  });
});
