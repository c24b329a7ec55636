import { describe, expect, it } from 'vitest';
import type { TBookingEvent } from './booking';
import type { TBookingStatus } from './booking-status';
import { timelineEventsFor, type TTimelineEventName } from './timeline';
import { latestTimelineStep, timelineView } from './timeline-view';

const AT = '2026-11-25T10:00:00.000Z';
/** A booking's own timeline (pickup and drop, or the customer's own visit) with the named steps done. */
const timeline = (isPickupRequired: boolean, ...done: TTimelineEventName[]): TBookingEvent[] =>
  timelineEventsFor(isPickupRequired).map((event) => ({ ...event, updatedAt: done.includes(event.name) ? AT : null }));
const pickup = (...done: TTimelineEventName[]) => timeline(true, ...done);
const ownVisit = (...done: TTimelineEventName[]) => timeline(false, ...done);
const view = (events: TBookingEvent[], status: TBookingStatus = 'InProgress') => timelineView(events, status);
const stepsOf = (events: TBookingEvent[], category: string, status: TBookingStatus = 'InProgress') =>
  view(events, status).find((entry) => entry.category === category)?.steps;
const statesOf = (events: TBookingEvent[], status: TBookingStatus = 'InProgress') =>
  Object.fromEntries(view(events, status).flatMap((entry) => entry.steps.map((step) => [step.name, step.state])));

describe('the booking timeline (customer spec section 4)', () => {
  it('a pickup booking shows its four categories without the hidden steps, and hands back at the customer’s place', () => {
    const shown = view(pickup('Booked'));
    expect(shown.map((category) => category.category)).toEqual(['Booking Status', 'Pick Status', 'Work Status', 'Drop Status']);
    expect(shown.flatMap((category) => category.steps.map((step) => step.name))).toEqual([
      'Booked',
      'Picked Up',
      'Estimate',
      'Work-In-Progress',
      'Spares-Pending',
      'Ready for Delivery',
      'Invoice',
      'Payment Pending',
      'Dropped at your location',
    ]);
  });

  it('an own visit has no pickup and no drop at the customer’s place: it is collected (Delivered)', () => {
    expect(timelineEventsFor(false).map((event) => event.name)).not.toEqual(expect.arrayContaining(['Picked Up']));
    const shown = view(ownVisit('Booked'));
    expect(shown.map((category) => category.category)).toEqual(['Booking Status', 'Work Status', 'Drop Status']);
    expect(shown.flatMap((category) => category.steps.map((step) => step.name))).not.toContain('Dropped at your location');
    expect(stepsOf(ownVisit('Booked'), 'Drop Status')?.map((step) => step.name)).toEqual(['Delivered']);
  });

  it('a step is done when it has a time; progress is the share of shown steps behind the booking', () => {
    expect(view(pickup('Booked', 'Confirmed', 'Picked Up', 'Estimate', 'Work-In-Progress')).map((category) => category.progress)).toEqual([100, 100, 33, 0]);
    expect(stepsOf(pickup('Booked'), 'Booking Status')).toEqual([{ name: 'Booked', updatedAt: AT, state: 'done' }]);
    // A hidden step done does not count toward its category.
    expect(view(pickup('Booked', 'Pickup Scheduled')).find((category) => category.category === 'Pick Status')?.progress).toBe(0);
  });

  it('steps the workshop went past read as skipped, so a delivered booking reads 100 %', () => {
    // The car was brought in although pickup was booked, and went from work straight to ready and back.
    const delivered = pickup('Booked', 'Confirmed', 'Dropped at Garage', 'Work-In-Progress', 'Ready for Delivery', 'Dropped at your location');
    expect(statesOf(delivered, 'Completed')).toEqual({
      Booked: 'done',
      'Picked Up': 'skipped',
      Estimate: 'skipped',
      'Work-In-Progress': 'done',
      'Spares-Pending': 'skipped',
      'Ready for Delivery': 'done',
      Invoice: 'skipped',
      'Payment Pending': 'skipped',
      'Dropped at your location': 'done',
    });
    expect(view(delivered, 'Completed').map((category) => category.progress)).toEqual([100, 100, 100, 100]);
    // In progress: a step behind a done one is skipped, the ones ahead are still to come.
    const working = ownVisit('Booked', 'Confirmed', 'Dropped at Garage', 'Work-In-Progress');
    expect(statesOf(working)).toMatchObject({ Estimate: 'skipped', 'Work-In-Progress': 'done', 'Spares-Pending': 'upcoming', Delivered: 'upcoming' });
  });

  it('Payment Pending is pending when the step before it is done and it is not', () => {
    const payment = (events: TBookingEvent[], status: TBookingStatus = 'InProgress') =>
      stepsOf(events, 'Work Status', status)?.find((step) => step.name === 'Payment Pending')?.state;
    expect(payment(pickup('Booked', 'Invoice'))).toBe('pending');
    expect(payment(pickup('Booked'))).toBe('upcoming');
    expect(payment(pickup('Booked', 'Invoice', 'Payment Pending'))).toBe('done');
    // Only Payment Pending is inferred: the step after a done one is simply still to come.
    expect(stepsOf(pickup('Booked', 'Picked Up'), 'Work Status')?.[0]?.state).toBe('upcoming');
  });

  it('a cancelled booking shows nothing due: what was not done is called off, payment included', () => {
    const states = statesOf(ownVisit('Booked', 'Confirmed', 'Dropped at Garage', 'Work-In-Progress', 'Invoice'), 'Cancelled');
    expect(states).toMatchObject({ Booked: 'done', Invoice: 'done', 'Payment Pending': 'calledOff', Delivered: 'calledOff' });
    expect(Object.values(states)).not.toContain('pending');
    expect(Object.values(states)).not.toContain('upcoming');
  });

  it('leaves out a category with nothing to show', () => {
    const events: TBookingEvent[] = [
      { category: 'Booking Status', name: 'Booked', updatedAt: AT },
      { category: 'Pick Status', name: 'Pickup Scheduled', updatedAt: null },
    ];
    expect(view(events).map((category) => category.category)).toEqual(['Booking Status']);
  });

  it('names the last shown step done', () => {
    expect(latestTimelineStep(pickup('Booked', 'Confirmed'))).toBe('Booked');
    expect(latestTimelineStep(pickup('Booked', 'Picked Up'))).toBe('Picked Up');
    expect(latestTimelineStep(pickup())).toBeNull();
  });
});
