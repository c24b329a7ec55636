import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateIn,
  instantOn,
  type TAttendanceReport,
  type TMyTime,
  type TStaffSession,
  type TTeamAttendance,
  type TWorkshopSettings,
} from '@servicebay/domain';
import { dataOf, errorOf } from '../../../test/billing-factories';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { asStaff, demoStaff, staffWithRole } from '../../../test/staff-factories';

const BRAND = 'servicebay';
let t: TestApp;
let workshopId: string;
let workshop: TWorkshopSettings;
/** Signed in afresh whenever asked: the tests move the clock on by hours, past an access token's life. */
const owner = () => demoStaff(t.app, BRAND, 'owner');
beforeAll(async () => {
  t = await buildTestApp();
  // The demo manager's workshop, where the demo staff work (the owner works at every one).
  workshopId = (await demoStaff(t.app, BRAND, 'manager')).staff.workshops[0]!.workshopId;
  workshop = dataOf(await asStaff(t.app, BRAND, await owner())({ method: 'GET', url: `/api/staff/workshops/${workshopId}/settings` }));
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const at = (session: TStaffSession, at = workshopId) => {
  const call = asStaff(t.app, BRAND, session);
  const base = `/api/staff/workshops/${at}`;
  return {
    mine: () => call({ method: 'GET', url: `${base}/time-clock/me` }),
    clockIn: (location: object) => call({ method: 'POST', url: `${base}/time-clock/me/clock-in`, payload: { location } }),
    clockOut: (location: object) => call({ method: 'POST', url: `${base}/time-clock/me/clock-out`, payload: { location } }),
    team: () => call({ method: 'GET', url: `${base}/time-clock/team` }),
    attendance: (from: string, to: string) => call({ method: 'GET', url: `${base}/reports/attendance?from=${from}&to=${to}` }),
  };
};
const here = () => ({ status: 'recorded', latitude: workshop.latitude, longitude: workshop.longitude, accuracyMetres: 12 });
/** About 1.1 km north of the workshop: beyond its 200 m geofence. */
const farAway = () => ({ ...here(), latitude: workshop.latitude + 0.01 });
/** A technician of the workshop, and their session again after the clock has moved on. */
async function technician() {
  const { session, member, password } = await staffWithRole(t.app, BRAND, 'technician', workshopId);
  const again = async () =>
    dataOf<TStaffSession>(await onBrand(t.app, BRAND)({ method: 'POST', url: '/api/staff/sign-in', payload: { username: member.username, password } }));
  return Object.assign(session, { again });
}

describe('the attendance clock (issue 29 part 3; workshop spec: time tracker record, Inactive)', () => {
  it('is Inactive until a clock-in, which records the time and place; a clock-out closes it with the hours', async () => {
    const session = await technician();
    const tech = at(session);
    expect(dataOf<TMyTime>(await tech.mine())).toMatchObject({ state: 'inactive', openRecord: null, todayHours: 0, geofenceRadiusMetres: 200 });

    const inside = dataOf<TMyTime>(await tech.clockIn(here()));
    expect(inside.state).toBe('clockedIn');
    expect(inside.openRecord!.clockInLocation).toMatchObject({ status: 'recorded', distanceMetres: 0, isOutsideGeofence: false, accuracyMetres: 12 });

    t.clock.advance(2 * HOUR);
    const out = dataOf<TMyTime>(await at(await session.again()).clockOut(here()));
    expect(out).toMatchObject({ state: 'inactive', openRecord: null, todayHours: 2 });
    expect(out.todayRecords[0]).toMatchObject({ totalHrs: 2, clockOutLocation: { status: 'recorded' } });
    expect(out.todayRecords[0]!.clockOutTime).not.toBeNull();
  });

  it('refuses a second clock-in while one is open, and a clock-out when not clocked in, with clear messages', async () => {
    const tech = at(await technician());
    expect(errorOf(await tech.clockOut(here()))).toMatchObject({ code: 'timeClock/not-clocked-in', message: 'You are not clocked in' });
    dataOf(await tech.clockIn(here()));
    const again = await tech.clockIn(here());
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'timeClock/already-clocked-in', message: 'You are already clocked in. Clock out first' });
  });

  it('gives one record for two clock-ins of one person at once: the other is told they are already in', async () => {
    const session = await technician();
    const answers = await Promise.all([at(session).clockIn(here()), at(session).clockIn(here()), at(session).clockIn(farAway())]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(errorOf(refused).code).toBe('timeClock/already-clocked-in');
    expect(dataOf<TMyTime>(await at(session).mine()).todayRecords).toHaveLength(1);
  });

  it('records a location refused or unavailable as such, never blocking the clock', async () => {
    const refused = at(await technician());
    expect(dataOf<TMyTime>(await refused.clockIn({ status: 'refused' })).openRecord!.clockInLocation).toEqual({
      status: 'refused',
      latitude: null,
      longitude: null,
      accuracyMetres: null,
      distanceMetres: null,
      isOutsideGeofence: false,
    });
    expect(dataOf<TMyTime>(await refused.clockOut({ status: 'unavailable' })).todayRecords[0]!.clockOutLocation).toMatchObject({ status: 'unavailable' });
    expect((await refused.clockIn({ status: 'recorded' })).statusCode).toBe(400);
  });

  it('flags, not refuses, a clock-in beyond the geofence; the radius is the workshop setting', async () => {
    const tech = at(await technician());
    const far = dataOf<TMyTime>(await tech.clockIn(farAway())).openRecord!.clockInLocation;
    expect(far.isOutsideGeofence).toBe(true);
    expect(far.distanceMetres).toBeGreaterThan(1000);
    dataOf(await tech.clockOut(here()));

    const settings = asStaff(t.app, BRAND, await owner());
    const wider = { method: 'PATCH' as const, url: `/api/staff/workshops/${workshopId}/settings`, payload: { geofenceRadiusMetres: 2000 } };
    expect(dataOf<TWorkshopSettings>(await settings(wider)).geofenceRadiusMetres).toBe(2000);
    expect(dataOf<TMyTime>(await tech.clockIn(farAway())).openRecord!.clockInLocation.isOutsideGeofence).toBe(false);
    const tooNarrow = await settings({ ...wider, payload: { geofenceRadiusMetres: 10 } });
    expect(errorOf(tooNarrow)).toMatchObject({ field: 'geofenceRadiusMetres', message: 'Enter the clock-in radius in whole metres, from 50 to 5000' });
    dataOf(await settings({ ...wider, payload: { geofenceRadiusMetres: 200 } }));
  });

  it("keeps the device's accuracy, refusing one that is not a distance, and does not flag a clock-in whose accuracy circle reaches the geofence", async () => {
    const tech = at(await technician());
    for (const accuracyMetres of [-1, 100_001, 'near']) {
      expect(errorOf(await tech.clockIn({ ...here(), accuracyMetres }))).toMatchObject({ code: 'request/invalid', field: 'location.accuracyMetres' });
    }
    // About 300 m north: beyond the 200 m geofence unless the device may be 100 m or more off.
    const nearby = (accuracyMetres: number) => ({ ...here(), latitude: workshop.latitude + 0.0027, accuracyMetres });
    const vague = dataOf<TMyTime>(await tech.clockIn(nearby(150))).openRecord!.clockInLocation;
    expect(vague).toMatchObject({ accuracyMetres: 150, isOutsideGeofence: false });
    expect(vague.distanceMetres).toBeGreaterThan(250);
    expect(dataOf<TMyTime>(await tech.clockOut(nearby(40))).todayRecords[0]!.clockOutLocation).toMatchObject({ accuracyMetres: 40, isOutsideGeofence: true });
    // Vaguer than the geofence itself counts as the radius only: 1.1 km away stays flagged.
    expect(dataOf<TMyTime>(await tech.clockIn({ ...farAway(), accuracyMetres: 5000 })).openRecord!.clockInLocation.isOutsideGeofence).toBe(true);
  });

  it("shows managers who is in and since when, Inactive otherwise, and a report of each person's day", async () => {
    const inSession = await technician();
    const outSession = await technician();
    const clockedIn = dataOf<TMyTime>(await at(inSession).clockIn(farAway()));
    const manager = await demoStaff(t.app, BRAND, 'manager');
    const team = dataOf<TTeamAttendance[]>(await at(manager).team());
    expect(team.find((person) => person.staffId === inSession.staff.staffId)).toMatchObject({
      state: 'clockedIn',
      since: clockedIn.openRecord!.clockInTime,
      isOutsideGeofence: true,
      locationStatus: 'recorded',
    });
    expect(team.find((person) => person.staffId === outSession.staff.staffId)).toMatchObject({ state: 'inactive', since: null, todayHours: 0 });

    t.clock.advance(HOUR);
    dataOf(await at(await inSession.again()).clockOut(here()));
    const day = clockedIn.today;
    const managerNow = await demoStaff(t.app, BRAND, 'manager');
    const report = dataOf<TAttendanceReport>(await at(managerNow).attendance(day, day));
    expect(report.rows.find((row) => row.staffId === inSession.staff.staffId)).toMatchObject({
      date: day,
      firstIn: clockedIn.openRecord!.clockInTime,
      hours: 1,
      flaggedClockIns: 1,
      refusedLocations: 0,
    });
    expect(errorOf(await at(managerNow).attendance(day, '2099-01-01'))).toMatchObject({ code: 'timeClock/period-too-long' });
  });

  it('splits a shift from 21:00 to 03:00 between its two days in the report and in the day’s hours', async () => {
    const session = await technician();
    // The clock moves on to the next 21:00 on the workshop's own clock.
    const now = t.clock.now();
    const today = calendarDateIn(workshop.timeZone, now);
    const tonight = [today, addDays(today, 1)].map((date) => instantOn(workshop.timeZone, date, '21:00')).find((instant) => instant > now)!;
    t.clock.advance(tonight.getTime() - now.getTime());
    const clockedIn = dataOf<TMyTime>(await at(await session.again()).clockIn(here()));
    const firstDay = clockedIn.today;
    t.clock.advance(6 * HOUR);
    const out = dataOf<TMyTime>(await at(await session.again()).clockOut(here()));
    const secondDay = addDays(firstDay, 1);
    // The record keeps the day it began; the new day's hours are only its own three.
    expect(out).toMatchObject({ today: secondDay, todayHours: 3 });
    expect(out.todayRecords[0]).toMatchObject({ date: firstDay, totalHrs: 6 });

    const report = dataOf<TAttendanceReport>(await at(await demoStaff(t.app, BRAND, 'manager')).attendance(firstDay, secondDay));
    const theirs = report.rows.filter((row) => row.staffId === session.staff.staffId);
    const midnight = instantOn(workshop.timeZone, secondDay, '00:00').toISOString();
    expect(theirs).toEqual([
      expect.objectContaining({ date: firstDay, firstIn: clockedIn.openRecord!.clockInTime, lastOut: midnight, hours: 3 }),
      expect.objectContaining({ date: secondDay, firstIn: midnight, lastOut: out.todayRecords[0]!.clockOutTime, hours: 3 }),
    ]);
    // A report of the second day alone still finds the shift begun the evening before.
    const secondOnly = dataOf<TAttendanceReport>(await at(await demoStaff(t.app, BRAND, 'manager')).attendance(secondDay, secondDay));
    expect(secondOnly.rows.filter((row) => row.staffId === session.staff.staffId)).toEqual([expect.objectContaining({ date: secondDay, hours: 3 })]);
  });

  it('keeps the team and reports to the people and reports areas, and another workshop finds nothing', async () => {
    const tech = await technician();
    expect(errorOf(await at(tech).team())).toMatchObject({ code: 'auth/forbidden' });
    expect(errorOf(await at(tech).attendance('2026-11-01', '2026-11-02'))).toMatchObject({ code: 'auth/forbidden' });
    const secondWorkshop = (await owner()).staff.workshops.find((each) => each.workshopId !== workshopId)!.workshopId;
    // The technician works at the first workshop only: the second is not there for them.
    expect((await at(tech, secondWorkshop).mine()).statusCode).toBe(404);
    expect((await at(tech, secondWorkshop).clockIn(here())).statusCode).toBe(404);
    // Another brand's owner: the workshop is not theirs.
    const deccanOwner = await demoStaff(t.app, 'deccan', 'owner');
    expect((await asStaff(t.app, 'deccan', deccanOwner)({ method: 'GET', url: `/api/staff/workshops/${workshopId}/time-clock/team` })).statusCode).toBe(404);
  });
});
