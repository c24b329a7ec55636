import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { canSee, type Listener } from './audience';
import { createEventDispatcher, STREAMS_PER_PRINCIPAL, type EventDispatcher } from './event-dispatcher';
import { createEventStore, type EventStore } from './event-store';
import type { EventRow } from './events.tables';
import { createNoticeSender, useNoticeSender } from './notices';
import { recordEvent, withEvent, type NewEvent } from './record-event';

// The outbox and the fan-out on their own, on an in-memory PGlite: no HTTP, no brands or users.
let database: Database;
let store: EventStore;
let dispatcher: EventDispatcher;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null, migrationsFolder: loadConfig({ JWT_SECRET: 'x'.repeat(32) }).migrationsFolder });
  await database.migrate();
  store = createEventStore(database.db);
  dispatcher = createEventDispatcher({ database, store, onError: (error) => console.error(error) });
  await dispatcher.start();
});
afterAll(async () => {
  await dispatcher.close();
  await database.close();
});

const brand = uuidv7();
const otherBrand = uuidv7();
const asha: Listener = { brandId: brand, userId: uuidv7(), workshopIds: [] };
const ravi: Listener = { brandId: brand, userId: uuidv7(), workshopIds: [] };
const workshopStaff: Listener = { brandId: brand, userId: uuidv7(), workshopIds: [uuidv7()] };
const otherBrandCustomer: Listener = { brandId: otherBrand, userId: uuidv7(), workshopIds: [] };

const forUser = (listener: Listener): NewEvent => ({ brandId: listener.brandId, audience: { userId: listener.userId! }, type: 'vehicles.changed' });
const brandWide = (brandId: string): NewEvent => ({ brandId, audience: 'brand', type: 'profile.changed' });
const forWorkshop = (listener: Listener): NewEvent => ({
  brandId: listener.brandId,
  audience: { workshopId: listener.workshopIds[0]! },
  type: 'addresses.changed',
});
const record = (event: NewEvent) => withEvent(database.db, event, async () => undefined);

function collect(listener: Listener) {
  const seen: EventRow[] = [];
  const resets: number[] = [];
  const unsubscribe = dispatcher.subscribe({
    ...listener,
    principal: `listener:${listener.userId ?? listener.workshopIds.join(',')}`,
    deliver: (row) => seen.push(row),
    reset: () => resets.push(Date.now()),
    end: () => undefined,
  });
  return { seen, resets, unsubscribe };
}

const until = async (check: () => boolean, timeoutMs = 2_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
};

describe('audience', () => {
  it('a user sees their own events and their brand-wide ones; staff their workshop and brand; nobody another brand', () => {
    const row = (event: NewEvent) => ({
      brandId: event.brandId,
      userId: typeof event.audience === 'object' && 'userId' in event.audience ? event.audience.userId : null,
      workshopId: typeof event.audience === 'object' && 'workshopId' in event.audience ? event.audience.workshopId : null,
    });
    expect(canSee(asha, row(forUser(asha)))).toBe(true);
    expect(canSee(ravi, row(forUser(asha)))).toBe(false);
    expect(canSee(asha, row(brandWide(brand)))).toBe(true);
    expect(canSee(otherBrandCustomer, row(brandWide(brand)))).toBe(false);
    expect(canSee(workshopStaff, row(forWorkshop(workshopStaff)))).toBe(true);
    expect(canSee(asha, row(forWorkshop(workshopStaff)))).toBe(false);
    // A user id from another brand never matches, even if it were reused.
    expect(canSee({ ...otherBrandCustomer, userId: asha.userId }, row(forUser(asha)))).toBe(false);
  });
});

describe('replay', () => {
  it('gives a listener only what they may see, after the id they name, oldest first, bounded', async () => {
    const start = (await store.latestId(asha)) ?? 0;
    await record(forUser(asha));
    await record(forUser(ravi));
    await record(brandWide(brand));
    await record(brandWide(otherBrand));
    await record(forWorkshop(workshopStaff));
    await record(forUser(asha));

    const ashaSees = await store.after(asha, start, 10);
    expect(ashaSees.map((e) => e.type)).toEqual(['vehicles.changed', 'profile.changed', 'vehicles.changed']);
    expect(ashaSees.map((e) => e.id)).toEqual([...ashaSees.map((e) => e.id)].sort((a, b) => a - b));
    expect((await store.after(workshopStaff, start, 10)).map((e) => e.type)).toEqual(['profile.changed', 'addresses.changed']);
    expect((await store.after(otherBrandCustomer, start, 10)).map((e) => e.brandId)).toEqual([otherBrand]);
    expect(await store.after(asha, ashaSees[1]!.id, 10)).toEqual([ashaSees[2]]);
    expect(await store.after(asha, start, 2)).toEqual(ashaSees.slice(0, 2));
    expect(await store.latestId(asha)).toBe(ashaSees[2]!.id);
  });
});

describe('dispatch', () => {
  it('delivers a committed event to its audience only, and nothing of a rolled-back one', async () => {
    const ashaTab = collect(asha);
    const raviTab = collect(ravi);
    const failed = database.db.transaction(async (tx) => {
      await recordEvent(tx, { ...forUser(asha), payload: { attempt: 'rolled back' } });
      throw new Error('the change failed after its event was written');
    });
    await expect(failed).rejects.toThrow('the change failed');
    await record({ ...forUser(asha), payload: { attempt: 'committed' } });
    await until(() => ashaTab.seen.length > 0);
    await new Promise((r) => setTimeout(r, 50));
    expect(ashaTab.seen.map((e) => e.payload)).toEqual([{ attempt: 'committed' }]);
    expect(raviTab.seen).toEqual([]);
    ashaTab.unsubscribe();
    raviTab.unsubscribe();
  });

  it('an event reaches a subscriber only after its transaction commits', async () => {
    const tab = collect(asha);
    let seenBeforeCommit = -1;
    await database.db.transaction(async (tx) => {
      await recordEvent(tx, forUser(asha));
      await new Promise((r) => setTimeout(r, 50));
      seenBeforeCommit = tab.seen.length;
    });
    await until(() => tab.seen.length > 0);
    expect(seenBeforeCommit).toBe(0);
    expect(tab.seen).toHaveLength(1);
    tab.unsubscribe();
  });

  it('delivers every event of a burst of transactions, several to a transaction, whose notices share statements', async () => {
    const tab = collect(asha);
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        database.db.transaction(async (tx) => {
          await recordEvent(tx, { ...forUser(asha), payload: { index, part: 1 } });
          await recordEvent(tx, { ...forUser(asha), payload: { index, part: 2 } });
        }),
      ),
    );
    await until(() => tab.seen.length >= 40);
    const seen = tab.seen.map((e) => e.payload as { index: number; part: number });
    expect(seen).toHaveLength(40);
    expect(new Set(seen.map(({ index, part }) => `${index}.${part}`)).size).toBe(40);
    tab.unsubscribe();
  });

  it("tells this process's caches of a change before its transaction hands back, not when its NOTIFY comes round", async () => {
    const heard: number[] = [];
    useNoticeSender(database.db, createNoticeSender(database.db, { heard: (notice) => heard.push(notice.id), onError: (error) => console.error(error) }));
    try {
      await database.db.transaction((tx) => recordEvent(tx, forUser(asha)));
      expect(heard).toEqual([await store.latestId(asha)]);
    } finally {
      useNoticeSender(database.db, createNoticeSender(database.db, { onError: (error) => console.error(error) }));
    }
  });

  it('ends every subscriber when it closes, and ends late ones at once', async () => {
    const local = createEventDispatcher({ database, store, onError: () => undefined });
    await local.start();
    let ended = 0;
    local.subscribe({ ...asha, principal: 'customer:asha', deliver: () => undefined, reset: () => undefined, end: () => ended++ });
    await local.close();
    local.subscribe({ ...asha, principal: 'customer:asha', deliver: () => undefined, reset: () => undefined, end: () => ended++ });
    expect(ended).toBe(2);
    expect(local.subscriberCount).toBe(0);
  });

  it(`keeps at most ${STREAMS_PER_PRINCIPAL} streams of one person, closing the oldest first, and leaves others' alone`, async () => {
    const local = createEventDispatcher({ database, store, onError: () => undefined });
    await local.start();
    try {
      const ended: number[] = [];
      const open = (principal: string, index: number) => {
        const unsubscribe: () => void = local.subscribe({
          ...asha,
          principal,
          deliver: () => undefined,
          reset: () => undefined,
          // As a stream does: ending unsubscribes it.
          end: () => {
            ended.push(index);
            unsubscribe();
          },
        });
      };
      open('staff:someone-else', -1);
      for (let index = 0; index < STREAMS_PER_PRINCIPAL + 3; index++) open('customer:asha', index);
      expect(ended).toEqual([0, 1, 2]);
      expect(local.subscriberCount).toBe(STREAMS_PER_PRINCIPAL + 1);
    } finally {
      await local.close();
    }
  });
});
