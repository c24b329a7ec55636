import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordEvent } from '../../platform/events';
import { workshopSlots } from './slots.tables';

export type SlotPlace = { brandId: string; workshopId: string; slotDate: string; startTime: string };
export type SlotsRepository = ReturnType<typeof createSlotsRepository>;

/**
 * A slot's places, taken and given back inside the booking's own transaction. The database decides
 * who gets the last place: one guarded upsert, so two customers, or two API processes, can never
 * both hold it (decision 0028).
 */
export function createSlotsRepository(db: Db, placesChanged: (workshopId: string) => void = () => undefined) {
  // Every change of places is heard: by this process at once (it forgets what it kept of the
  // workshop's days), and by every process when the transaction commits (the event's NOTIFY).
  async function changed(place: SlotPlace, tx: Db) {
    placesChanged(place.workshopId);
    await recordEvent(tx, { brandId: place.brandId, audience: { workshopId: place.workshopId }, type: 'slots.changed', payload: { date: place.slotDate } });
  }

  return {
    /** How many places each start time of a workshop's day holds. */
    async takenOn(brandId: string, workshopId: string, slotDate: string, tx: Db = db): Promise<Map<string, number>> {
      const rows = await tx
        .select({ startTime: workshopSlots.startTime, booked: workshopSlots.booked })
        .from(workshopSlots)
        .where(and(eq(workshopSlots.brandId, brandId), eq(workshopSlots.workshopId, workshopId), eq(workshopSlots.slotDate, slotDate)));
      return new Map(rows.map((row) => [row.startTime, row.booked]));
    },

    /**
     * Takes a place of the slot; false when it has none left. The slot's row is made on its first
     * booking with the workshop's bays as its capacity; after that, a place is added only while one
     * is free, which PostgreSQL checks against the row as it stands once it holds the row's lock.
     */
    async takePlace(place: SlotPlace, capacity: number, tx: Db = db): Promise<boolean> {
      const taken = await tx
        .insert(workshopSlots)
        .values({ ...place, capacity, booked: 1 })
        .onConflictDoUpdate({
          target: [workshopSlots.workshopId, workshopSlots.slotDate, workshopSlots.startTime],
          set: { booked: sql`${workshopSlots.booked} + 1` },
          setWhere: sql`${workshopSlots.booked} < ${workshopSlots.capacity}`,
        })
        .returning({ id: workshopSlots.id });
      if (taken.length > 0) await changed(place, tx);
      return taken.length > 0;
    },

    /** Gives a place back (a cancelled or moved booking): bookable again at once. */
    async givePlaceBack(place: SlotPlace, tx: Db = db): Promise<void> {
      const given = await tx
        .update(workshopSlots)
        .set({ booked: sql`${workshopSlots.booked} - 1` })
        .where(
          and(
            eq(workshopSlots.brandId, place.brandId),
            eq(workshopSlots.workshopId, place.workshopId),
            eq(workshopSlots.slotDate, place.slotDate),
            eq(workshopSlots.startTime, place.startTime),
            gt(workshopSlots.booked, 0),
          ),
        )
        .returning({ id: workshopSlots.id });
      if (given.length > 0) await changed(place, tx);
    },
  };
}
