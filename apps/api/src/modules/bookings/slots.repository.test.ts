import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { brands, workshops } from '../../db/schema';
import { createSlotsRepository, type SlotPlace } from './slots.repository';

let t: TestApp;
let place: SlotPlace;
beforeAll(async () => {
  t = await buildTestApp();
  const [brand] = await t.database.db.select().from(brands).where(eq(brands.slug, 'servicebay'));
  const [workshop] = await t.database.db.select().from(workshops).where(eq(workshops.brandId, brand!.id)).limit(1);
  place = { brandId: brand!.id, workshopId: workshop!.id, slotDate: '2030-01-07', startTime: '10:00' };
});
afterAll(() => t.close());

describe('a slot’s places (decision 0028)', () => {
  it('200 customers at once at a slot of 3 places: exactly 3 get one, each in its own transaction', async () => {
    const slots = createSlotsRepository(t.database.db);
    const attempts = await Promise.all(Array.from({ length: 200 }, () => t.database.db.transaction((tx) => slots.takePlace(place, 3, tx))));
    expect(attempts.filter(Boolean)).toHaveLength(3);
    expect((await slots.takenOn(place.brandId, place.workshopId, place.slotDate)).get('10:00')).toBe(3);
  });

  it('a place given back is free again at once, and a slot never goes below none taken', async () => {
    const slots = createSlotsRepository(t.database.db);
    const other = { ...place, startTime: '11:00' };
    expect(await slots.takePlace(other, 1)).toBe(true);
    expect(await slots.takePlace(other, 1)).toBe(false);
    await slots.givePlaceBack(other);
    expect(await slots.takePlace(other, 1)).toBe(true);
    await slots.givePlaceBack(other);
    await slots.givePlaceBack(other);
    expect((await slots.takenOn(place.brandId, place.workshopId, place.slotDate)).get('11:00')).toBe(0);
  });

  it('a place taken in a transaction that fails is not kept', async () => {
    const slots = createSlotsRepository(t.database.db);
    const rolledBack = { ...place, startTime: '12:00' };
    await expect(
      t.database.db.transaction(async (tx) => {
        await slots.takePlace(rolledBack, 1, tx);
        throw new Error('the booking could not be saved');
      }),
    ).rejects.toThrow('the booking could not be saved');
    expect(await slots.takePlace(rolledBack, 1)).toBe(true);
  });
});
