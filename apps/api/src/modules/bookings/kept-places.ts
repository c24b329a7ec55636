import type { SlotsRepository } from './slots.repository';

/** A safety net for a change no one heard of; a change of places is heard (slots.repository.ts). */
export const KEPT_PLACES_MAX_AGE_MS = 30_000;
/** The booking window is 30 days: more days than this kept for one workshop are not a customer's. */
const DAYS_KEPT_PER_WORKSHOP = 40;

type KeptDay = { at: number; taken: ReadonlyMap<string, number> };

/**
 * How many places each slot of a workshop's day holds, kept in memory: the slot picker asks on
 * every day a customer taps, and the answer changes only when a place is taken or given back.
 * The workshop's days are forgotten when this process changes its places (at once) and when any
 * process does (its `slots.changed` event, heard through LISTEN). A read that began before a
 * forget is not kept: it may predate the change.
 */
export function createKeptPlaces(slots: Pick<SlotsRepository, 'takenOn'>, now: () => number = Date.now) {
  let kept = new Map<string, Map<string, KeptDay>>();
  // Bumped by every forget: a read keeps its answer only if no forget came while it was made.
  let forgets = 0;
  // What else is made of the places (the slot picker's kept answers) forgets with them.
  const listeners = new Set<() => void>();
  const forgotten = () => {
    forgets++;
    for (const listener of listeners) listener();
  };

  return {
    async takenOn(brandId: string, workshopId: string, date: string): Promise<ReadonlyMap<string, number>> {
      const day = kept.get(workshopId)?.get(date);
      if (day && now() - day.at < KEPT_PLACES_MAX_AGE_MS) return day.taken;
      const before = forgets;
      const at = now();
      const taken = await slots.takenOn(brandId, workshopId, date);
      if (forgets === before) {
        const days = kept.get(workshopId) ?? new Map<string, KeptDay>();
        if (days.size >= DAYS_KEPT_PER_WORKSHOP) days.clear();
        kept.set(workshopId, days.set(date, { at, taken }));
      }
      return taken;
    },

    forget(workshopId: string) {
      kept.delete(workshopId);
      forgotten();
    },

    /** The event stream missed notices: anything kept may be old. */
    forgetAll() {
      kept = new Map();
      forgotten();
    },

    /** Calls `listener` on every forget; answers the way to stop. */
    onForget(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type KeptPlaces = ReturnType<typeof createKeptPlaces>;
