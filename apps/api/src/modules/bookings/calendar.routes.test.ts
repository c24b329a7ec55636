import { addDays, calendarDateIn, weekdayOf, type TAvailableDates, type TOpenSlot, type TWorkshop, type TWorkshopCalendarAnswer } from '@servicebay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { workshops, workshopSlots } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ask = (brand: string, url: string) => onBrand(t.app, brand)({ method: 'GET', url });
async function data<T>(brand: string, url: string): Promise<T> {
  const response = await ask(brand, url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data as T;
}
const error = async (brand: string, url: string) => {
  const response = await ask(brand, url);
  return [response.statusCode, response.json().error?.message];
};

/** The brand's first workshop and its calendar as the ByWorkshopId route answers it. */
async function workshopOf(brand: string) {
  const [workshop] = await data<TWorkshop[]>(brand, '/api/catalog/workshops');
  const calendar = await data<TWorkshopCalendarAnswer>(brand, `/api/transaction/calendar/available-slots-ByWorkshopId?workshopId=${workshop!.workshopId}`);
  const slots = (date: string) => `/api/transaction/calendar/available-slots?workshopId=${workshop!.workshopId}&date=${date}`;
  // A day ahead that the workshop works: every slot of it is still to come.
  const workingDay = calendar.dates.find((date) => date !== calendarDateIn(calendar.timeZone, t.clock.now()))!;
  return { workshopId: workshop!.workshopId, calendar, slots, workingDay };
}

describe('a workshop’s calendar (customer spec sections 5 and 7)', () => {
  it('answers its week, hours and zone, and the working days of the booking window', async () => {
    const { workshopId, calendar } = await workshopOf('servicebay');
    expect(calendar).toMatchObject({ workshopId, timeZone: 'Asia/Kolkata', opensAt: '09:00', slotMinutes: 60, holidays: [] });
    const today = calendarDateIn('Asia/Kolkata', t.clock.now());
    expect(calendar.firstDate! >= today).toBe(true);
    expect(calendar.lastDate! < addDays(today, 30)).toBe(true);
    expect(calendar.dates.every((date) => calendar.workingDays.includes(weekdayOf(date)))).toBe(true);
    const dates = await data<TAvailableDates>('servicebay', `/api/transaction/calendar/available-dates?workshopId=${workshopId}`);
    expect(dates).toEqual({ firstDate: calendar.firstDate, lastDate: calendar.lastDate, dates: calendar.dates });
    // The Gulf's workshops keep the Gulf's week: no Friday.
    const riyadh = await workshopOf('sahara');
    expect(riyadh.calendar.timeZone).toBe('Asia/Riyadh');
    expect(riyadh.calendar.dates.map(weekdayOf)).not.toContain('FRI');
  });

  it('a day’s slots have the workshop’s bays of room, less the places already taken; a full day says so', async () => {
    const { workshopId, calendar, slots, workingDay } = await workshopOf('servicebay');
    const open = await data<TOpenSlot[]>('servicebay', slots(workingDay));
    expect(open[0]).toEqual({ startTime: calendar.opensAt, endTime: '10:00', remaining: 3 });
    const [brand] = await t.database.db.select({ brandId: workshops.brandId }).from(workshops).where(eq(workshops.id, workshopId));
    // Places written straight to the table, which tells no one: the slot picker's kept places are
    // forgotten by hand, as the repository's changes forget them (kept-places.ts).
    const take = async (startTime: string, booked: number) => {
      await t.database.db
        .insert(workshopSlots)
        .values({ brandId: brand!.brandId, workshopId, slotDate: workingDay, startTime, capacity: 3, booked })
        .onConflictDoUpdate({ target: [workshopSlots.workshopId, workshopSlots.slotDate, workshopSlots.startTime], set: { booked } });
      t.app.services.keptPlaces.forget(workshopId);
    };
    await take('09:00', 3);
    await take('10:00', 2);
    const left = await data<TOpenSlot[]>('servicebay', slots(workingDay));
    expect(left.slice(0, 2)).toEqual([
      { startTime: '10:00', endTime: '11:00', remaining: 1 },
      { startTime: '11:00', endTime: '12:00', remaining: 3 },
    ]);
    for (const slot of open) await take(slot.startTime, 3);
    expect(await error('servicebay', slots(workingDay))).toEqual([409, 'all service slots full']);
    // The database keeps a slot within its capacity.
    await expect(take('11:00', 4)).rejects.toThrow();
  });

  it('refuses a past day ("invalid date"), a day off, a holiday, a day beyond the window and a malformed date', async () => {
    const { workshopId, calendar, slots } = await workshopOf('servicebay');
    const today = calendarDateIn(calendar.timeZone, t.clock.now());
    expect(await error('servicebay', slots(addDays(today, -1)))).toEqual([400, 'invalid date']);
    const sunday = [1, 2, 3, 4, 5, 6, 7].map((days) => addDays(today, days)).find((date) => weekdayOf(date) === 'SUN')!;
    expect(await error('servicebay', slots(sunday))).toEqual([400, 'The workshop is closed on this day']);
    expect(await error('servicebay', slots(addDays(today, 30)))).toEqual([400, 'This day is not open for booking yet']);
    expect((await ask('servicebay', slots('2026-02-30'))).statusCode).toBe(400);

    const holiday = calendar.dates.at(-1)!;
    // As its staff declare it: through the workshops' service, which forgets what it kept.
    await t.app.services.workshops.update((await t.app.services.brands.bySlug('servicebay'))!, workshopId, { holidays: [holiday] });
    expect(await error('servicebay', slots(holiday))).toEqual([400, 'The workshop is closed on this day']);
    expect((await workshopOf('servicebay')).calendar.dates).not.toContain(holiday);
  });

  it('another brand’s workshop, or none, is not found', async () => {
    const { workshopId, workingDay } = await workshopOf('marina');
    for (const path of [
      `/api/transaction/calendar/available-dates?workshopId=${workshopId}`,
      `/api/transaction/calendar/available-slots-ByWorkshopId?workshopId=${workshopId}`,
      `/api/transaction/calendar/available-slots?workshopId=${workshopId}&date=${workingDay}`,
    ]) {
      expect((await ask('servicebay', path)).statusCode, path).toBe(404);
    }
    expect((await ask('servicebay', '/api/transaction/calendar/available-dates?workshopId=not-an-id')).statusCode).toBe(400);
  });
});
