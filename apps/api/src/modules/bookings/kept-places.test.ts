import { describe, expect, it } from 'vitest';
import { createKeptPlaces, KEPT_PLACES_MAX_AGE_MS } from './kept-places';

/** The places table as a map the test changes, counting its reads; `gate` holds a read, as a slow query would. */
function placesTable() {
  const rows = new Map<string, Map<string, number>>();
  let reads = 0;
  const table = {
    gate: null as Promise<void> | null,
    set: (workshopId: string, date: string, startTime: string, booked: number) =>
      rows.set(`${workshopId}|${date}`, new Map([...(rows.get(`${workshopId}|${date}`) ?? []), [startTime, booked]])),
    reads: () => reads,
    async takenOn(_brandId: string, workshopId: string, date: string) {
      reads++;
      const answer = new Map(rows.get(`${workshopId}|${date}`) ?? []);
      await table.gate;
      return answer;
    },
  };
  return table;
}

describe('kept places of a workshop’s days', () => {
  it('reads a day once, and again after the workshop’s places change', async () => {
    const table = placesTable();
    const kept = createKeptPlaces(table);
    table.set('w1', '2026-12-01', '09:00', 1);
    expect(await kept.takenOn('b', 'w1', '2026-12-01')).toEqual(new Map([['09:00', 1]]));
    expect(await kept.takenOn('b', 'w1', '2026-12-01')).toEqual(new Map([['09:00', 1]]));
    expect(table.reads()).toBe(1);
    table.set('w1', '2026-12-01', '09:00', 2);
    kept.forget('w1');
    expect(await kept.takenOn('b', 'w1', '2026-12-01')).toEqual(new Map([['09:00', 2]]));
    expect(table.reads()).toBe(2);
  });

  it('keeps another workshop’s days when one workshop changes', async () => {
    const table = placesTable();
    const kept = createKeptPlaces(table);
    await kept.takenOn('b', 'w1', '2026-12-01');
    await kept.takenOn('b', 'w2', '2026-12-01');
    kept.forget('w1');
    await kept.takenOn('b', 'w2', '2026-12-01');
    expect(table.reads()).toBe(2);
  });

  it('does not keep a read that a change overtook', async () => {
    const table = placesTable();
    const kept = createKeptPlaces(table);
    table.set('w1', '2026-12-01', '09:00', 1);
    let release = () => undefined as void;
    table.gate = new Promise((resolve) => (release = resolve));
    const slowRead = kept.takenOn('b', 'w1', '2026-12-01');
    // The place is taken and forgotten while the slow read still holds the old count.
    table.set('w1', '2026-12-01', '09:00', 2);
    kept.forget('w1');
    table.gate = null;
    release();
    expect(await slowRead).toEqual(new Map([['09:00', 1]]));
    expect(await kept.takenOn('b', 'w1', '2026-12-01')).toEqual(new Map([['09:00', 2]]));
  });

  it('reads again after its safety-net age, and after missed events', async () => {
    const table = placesTable();
    let clock = 0;
    const kept = createKeptPlaces(table, () => clock);
    await kept.takenOn('b', 'w1', '2026-12-01');
    clock = KEPT_PLACES_MAX_AGE_MS;
    await kept.takenOn('b', 'w1', '2026-12-01');
    expect(table.reads()).toBe(2);
    kept.forgetAll();
    await kept.takenOn('b', 'w1', '2026-12-01');
    expect(table.reads()).toBe(3);
  });
});
