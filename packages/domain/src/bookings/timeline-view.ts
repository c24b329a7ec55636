import { percentOf } from '../shared/percent';
import type { TBookingEvent } from './booking';
import type { TBookingStatus } from './booking-status';
import { HIDDEN_TIMELINE_EVENTS, PAYMENT_PENDING_EVENT, TIMELINE_CATEGORIES, type TTimelineCategory } from './timeline';

/**
 * A timeline step as the customer sees it: done once it has a time; skipped when the workshop went
 * past it (a later step is done, or the booking completed without it); 'Payment Pending' pending
 * (inferred) while it has none and the step before it is done; called off once the booking is
 * cancelled; anything else is still to come.
 */
export type TTimelineStepState = 'done' | 'skipped' | 'pending' | 'calledOff' | 'upcoming';
export type TTimelineStep = { name: string; updatedAt: string | null; state: TTimelineStepState };
export type TTimelineCategoryView = {
  category: TTimelineCategory;
  steps: TTimelineStep[];
  /** Whole percent of the category's shown steps that are behind the booking (done or skipped). */
  progress: number;
};

function stateOf(events: readonly TBookingEvent[], index: number, status: TBookingStatus): TTimelineStepState {
  const event = events[index]!;
  if (event.updatedAt) return 'done';
  if (status === 'Completed' || events.slice(index + 1).some((later) => later.updatedAt)) return 'skipped';
  if (status === 'Cancelled') return 'calledOff';
  return event.name === PAYMENT_PENDING_EVENT && events[index - 1]?.updatedAt ? 'pending' : 'upcoming';
}

/**
 * The booking's timeline by category, in the spec's category order (customer spec section 4):
 * hidden events never show, a category with nothing to show is left out, and each category's
 * progress is the share of its shown steps done or skipped, so a delivered booking reads 100 %.
 * `events` are the booking's own steps in order (an own visit has no pickup ones).
 */
export function timelineView(events: readonly TBookingEvent[], status: TBookingStatus): TTimelineCategoryView[] {
  const steps = events.map((event, index) => ({ event, step: { name: event.name, updatedAt: event.updatedAt, state: stateOf(events, index, status) } }));
  return TIMELINE_CATEGORIES.flatMap((category) => {
    const shown = steps.filter(({ event }) => event.category === category && !HIDDEN_TIMELINE_EVENTS.has(event.name)).map(({ step }) => step);
    if (shown.length === 0) return [];
    return [{ category, steps: shown, progress: progressOf(shown) }];
  });
}

/** Whole percent of the steps behind the booking (done or skipped). */
const progressOf = (steps: readonly { state: TTimelineStepState }[]) =>
  Math.round(percentOf(steps.filter((step) => step.state === 'done' || step.state === 'skipped').length, steps.length));

/** How far the booking is over every step the customer is shown, as the dashboard's card reads it. */
export const bookingProgress = (events: readonly TBookingEvent[], status: TBookingStatus): number =>
  progressOf(timelineView(events, status).flatMap((view) => view.steps));

/** The last step done, the booking's headline state ('Booked', 'Picked Up', ...); null before any. */
export function latestTimelineStep(events: readonly TBookingEvent[]): string | null {
  const done = events.filter((event) => event.updatedAt && !HIDDEN_TIMELINE_EVENTS.has(event.name));
  return done.at(-1)?.name ?? null;
}
