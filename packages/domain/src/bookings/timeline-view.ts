import type { TBookingEvent } from './booking';
import { HIDDEN_TIMELINE_EVENTS, TIMELINE_CATEGORIES, type TTimelineCategory } from './timeline';

/** The event the customer waits on to pay (customer spec section 4). */
export const PAYMENT_PENDING_EVENT = 'Payment Pending';

/**
 * A timeline step as the customer sees it: done once it has a time; 'Payment Pending' is pending
 * (inferred) while it has none and the step before it is done; anything else is still to come.
 */
export type TTimelineStepState = 'done' | 'pending' | 'upcoming';
export type TTimelineStep = { name: string; updatedAt: string | null; state: TTimelineStepState };
export type TTimelineCategoryView = {
  category: TTimelineCategory;
  steps: TTimelineStep[];
  /** Whole percent of the category's shown steps that are done. */
  progress: number;
};

function stateOf(events: readonly TBookingEvent[], index: number): TTimelineStepState {
  const event = events[index];
  if (event?.updatedAt) return 'done';
  const before = events[index - 1];
  return event?.name === PAYMENT_PENDING_EVENT && before?.updatedAt ? 'pending' : 'upcoming';
}

/**
 * The booking's timeline by category, in the spec's category order (customer spec section 4):
 * hidden events never show, a category with nothing to show is left out, and each category's
 * progress is the share of its shown steps that are done.
 */
export function timelineView(events: readonly TBookingEvent[]): TTimelineCategoryView[] {
  const steps = events.map((event, index) => ({ event, step: { name: event.name, updatedAt: event.updatedAt, state: stateOf(events, index) } }));
  return TIMELINE_CATEGORIES.flatMap((category) => {
    const shown = steps.filter(({ event }) => event.category === category && !HIDDEN_TIMELINE_EVENTS.has(event.name)).map(({ step }) => step);
    if (shown.length === 0) return [];
    const done = shown.filter((step) => step.state === 'done').length;
    return [{ category, steps: shown, progress: Math.round((done / shown.length) * 100) }];
  });
}

/** The last step done, the booking's headline state ('Booked', 'Picked Up', ...); null before any. */
export function latestTimelineStep(events: readonly TBookingEvent[]): string | null {
  const done = events.filter((event) => event.updatedAt && !HIDDEN_TIMELINE_EVENTS.has(event.name));
  return done.at(-1)?.name ?? null;
}
