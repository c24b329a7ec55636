import { describe, expect, it } from 'vitest';
import type { TBookingEvent } from './booking';
import { TIMELINE_EVENTS } from './timeline';
import { latestTimelineStep, timelineView } from './timeline-view';

const AT = '2026-11-25T10:00:00.000Z';
/** The default timeline with the named events done. */
const timeline = (...done: string[]): TBookingEvent[] => TIMELINE_EVENTS.map((event) => ({ ...event, updatedAt: done.includes(event.name) ? AT : null }));
const stepsOf = (events: TBookingEvent[], category: string) => timelineView(events).find((view) => view.category === category)?.steps;

describe('the booking timeline (customer spec section 4)', () => {
  it('shows the four categories in order, without the hidden events', () => {
    const view = timelineView(timeline('Booked'));
    expect(view.map((category) => category.category)).toEqual(['Booking Status', 'Pick Status', 'Work Status', 'Drop Status']);
    expect(view.flatMap((category) => category.steps.map((step) => step.name))).toEqual([
      'Booked',
      'Picked Up',
      'Estimate',
      'Work-In-Progress',
      'Spares-Pending',
      'Ready for Delivery',
      'Invoice',
      'Payment Pending',
      'Delivered',
      'Dropped at your location',
    ]);
  });

  it('a step is done when it has a time; progress is the share of shown steps done', () => {
    const view = timelineView(timeline('Booked', 'Confirmed', 'Picked Up', 'Estimate', 'Work-In-Progress'));
    expect(view.map((category) => category.progress)).toEqual([100, 100, 33, 0]);
    expect(stepsOf(timeline('Booked'), 'Booking Status')).toEqual([{ name: 'Booked', updatedAt: AT, state: 'done' }]);
  });

  it('a hidden event done does not count toward its category', () => {
    const view = timelineView(timeline('Booked', 'Pickup Scheduled'));
    expect(view.find((category) => category.category === 'Pick Status')?.progress).toBe(0);
  });

  it('Payment Pending is pending when the step before it is done and it is not', () => {
    const payment = (events: TBookingEvent[]) => stepsOf(events, 'Work Status')?.find((step) => step.name === 'Payment Pending')?.state;
    expect(payment(timeline('Booked', 'Invoice'))).toBe('pending');
    expect(payment(timeline('Booked'))).toBe('upcoming');
    expect(payment(timeline('Booked', 'Invoice', 'Payment Pending'))).toBe('done');
    // Only Payment Pending is inferred: the step after a done one is simply still to come.
    expect(stepsOf(timeline('Booked', 'Picked Up'), 'Work Status')?.[0]?.state).toBe('upcoming');
  });

  it('leaves out a category with nothing to show', () => {
    const events: TBookingEvent[] = [
      { category: 'Booking Status', name: 'Booked', updatedAt: AT },
      { category: 'Pick Status', name: 'Pickup Scheduled', updatedAt: null },
    ];
    expect(timelineView(events).map((category) => category.category)).toEqual(['Booking Status']);
  });

  it('names the last shown step done', () => {
    expect(latestTimelineStep(timeline('Booked', 'Confirmed'))).toBe('Booked');
    expect(latestTimelineStep(timeline('Booked', 'Picked Up'))).toBe('Picked Up');
    expect(latestTimelineStep(timeline())).toBeNull();
  });
});
