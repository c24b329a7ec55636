import { describe, expect, it } from 'vitest';
import { attendanceDays, daySeconds, isReportPeriodValid, touchesDay } from './attendance';
import { technicianEfficiency } from './efficiency';
import { distanceMetres, geofenceCheck, keptAccuracy, LOCATION_ACCURACY_MOST_METRES } from './geofence';
import { efficiencyPercent, hoursOfSeconds } from './hours';
import { jobClockActionsFrom, jobClockStep } from './job-clock';

const workshop = { latitude: 17.4401, longitude: 78.3489 };

describe('the geofence', () => {
  it('measures by haversine: a thousandth of a degree of latitude is about 111 m', () => {
    expect(distanceMetres(workshop, { latitude: 17.4411, longitude: 78.3489 })).toBe(111);
    expect(distanceMetres(workshop, workshop)).toBe(0);
  });

  it('flags a clock-in beyond the radius, not one at or inside it', () => {
    const near = { status: 'recorded' as const, latitude: 17.4411, longitude: 78.3489, accuracyMetres: 10 };
    const far = { ...near, latitude: 17.4501 };
    expect(geofenceCheck(workshop, 200, near)).toEqual({ distanceMetres: 111, isOutside: false });
    expect(geofenceCheck(workshop, 111, near).isOutside).toBe(false);
    expect(geofenceCheck(workshop, 200, far)).toEqual({ distanceMetres: 1112, isOutside: true });
  });

  it('does not flag a clock-in whose accuracy circle still reaches the geofence; accuracy counts up to the radius', () => {
    // 1112 m away, 200 m geofence: reached only by an accuracy of 912 m or more, which counts as 200 at most.
    const far = { status: 'recorded' as const, latitude: 17.4501, longitude: 78.3489, accuracyMetres: 950 };
    expect(geofenceCheck(workshop, 200, far)).toEqual({ distanceMetres: 1112, isOutside: true });
    expect(geofenceCheck(workshop, 1000, far).isOutside).toBe(false);
    expect(geofenceCheck(workshop, 1000, { ...far, accuracyMetres: 100 }).isOutside).toBe(true);
    expect(geofenceCheck(workshop, 1000, { ...far, accuracyMetres: 112 }).isOutside).toBe(false);
    expect(geofenceCheck(workshop, 1000, { ...far, accuracyMetres: null }).isOutside).toBe(true);
  });

  it('keeps the device’s accuracy in whole metres within its bound, and none for a reading that is not one', () => {
    expect(keptAccuracy(24.6)).toBe(25);
    expect(keptAccuracy(250_000)).toBe(LOCATION_ACCURACY_MOST_METRES);
    expect(keptAccuracy(Number.NaN)).toBeNull();
    expect(keptAccuracy(-1)).toBeNull();
    expect(keptAccuracy(undefined)).toBeNull();
  });

  it('does not flag a location refused or unavailable: that is recorded on its own', () => {
    expect(geofenceCheck(workshop, 200, { status: 'refused' })).toEqual({ distanceMetres: null, isOutside: false });
    expect(geofenceCheck(workshop, 200, { status: 'unavailable' })).toEqual({ distanceMetres: null, isOutside: false });
  });
});

describe('the job clock', () => {
  it('starts, pauses, resumes and stops, and nothing else', () => {
    expect(jobClockStep(null, 'start')).toBe('running');
    expect(jobClockStep('running', 'pause')).toBe('paused');
    expect(jobClockStep('paused', 'resume')).toBe('running');
    expect(jobClockStep('paused', 'stop')).toBe('stopped');
    expect(jobClockStep('running', 'stop')).toBe('stopped');
    expect(jobClockStep('running', 'start')).toBeNull();
    expect(jobClockStep('paused', 'pause')).toBeNull();
    expect(jobClockStep(null, 'stop')).toBeNull();
  });

  it('a stopped clock is done: a start opens a new one', () => {
    expect(jobClockStep('stopped', 'start')).toBe('running');
    expect(jobClockActionsFrom('stopped')).toEqual(['start']);
    expect(jobClockActionsFrom('running')).toEqual(['pause', 'stop']);
    expect(jobClockActionsFrom('paused')).toEqual(['resume', 'stop']);
  });
});

describe('hours', () => {
  it('are shown to the hundredth', () => {
    expect(hoursOfSeconds(5400)).toBe(1.5);
    expect(hoursOfSeconds(100)).toBe(0.03);
  });

  it('efficiency is billed over clocked in whole percent, and none without clocked time', () => {
    expect(efficiencyPercent(1.5, 1)).toBe(150);
    expect(efficiencyPercent(1, 3)).toBe(33);
    expect(efficiencyPercent(2, 0)).toBeNull();
  });
});

describe('the attendance report', () => {
  const names = new Map([
    ['a', 'Asha'],
    ['b', 'Bilal'],
  ]);
  const at = (iso: string) => new Date(iso);
  const span = (
    staffId: string,
    clockIn: string,
    clockOut: string | null,
    more: Partial<{ isOutsideGeofence: boolean; locationStatus: 'recorded' | 'refused' }> = {},
  ) => ({
    staffId,
    clockInAt: at(clockIn),
    clockOutAt: clockOut ? at(clockOut) : null,
    isOutsideGeofence: false,
    locationStatus: 'recorded' as const,
    ...more,
  });

  it('gives first in, last out and the hours of each person and day, in the workshop time zone', () => {
    const rows = attendanceDays(
      [
        span('a', '2026-11-02T03:30:00Z', '2026-11-02T07:30:00Z'),
        span('a', '2026-11-02T08:00:00Z', '2026-11-02T12:30:00Z', { isOutsideGeofence: true }),
        // 00:30 on the 3rd in India, though the 2nd in UTC: its day is the 3rd
        span('b', '2026-11-02T19:00:00Z', '2026-11-02T21:00:00Z', { locationStatus: 'refused' }),
      ],
      'Asia/Kolkata',
      at('2026-11-03T00:00:00Z'),
      names,
    );
    expect(rows).toEqual([
      {
        staffId: 'a',
        name: 'Asha',
        date: '2026-11-02',
        firstIn: '2026-11-02T03:30:00.000Z',
        lastOut: '2026-11-02T12:30:00.000Z',
        hours: 8.5,
        flaggedClockIns: 1,
        refusedLocations: 0,
      },
      {
        staffId: 'b',
        name: 'Bilal',
        date: '2026-11-03',
        firstIn: '2026-11-02T19:00:00.000Z',
        lastOut: '2026-11-02T21:00:00.000Z',
        hours: 2,
        flaggedClockIns: 0,
        refusedLocations: 1,
      },
    ]);
  });

  it('splits a shift over midnight between its two days; its flag counts on the day of the clock-in', () => {
    // 21:00 to 03:00 in India, flagged at the clock-in.
    const rows = attendanceDays(
      [span('a', '2026-11-02T15:30:00Z', '2026-11-02T21:30:00Z', { isOutsideGeofence: true })],
      'Asia/Kolkata',
      at('2026-11-04T00:00:00Z'),
      names,
    );
    expect(rows).toEqual([
      expect.objectContaining({ date: '2026-11-02', firstIn: '2026-11-02T15:30:00.000Z', lastOut: '2026-11-02T18:30:00.000Z', hours: 3, flaggedClockIns: 1 }),
      expect.objectContaining({ date: '2026-11-03', firstIn: '2026-11-02T18:30:00.000Z', lastOut: '2026-11-02T21:30:00.000Z', hours: 3, flaggedClockIns: 0 }),
    ]);
  });

  it('gives the day a night shift ended on its hours, beside that day’s own records', () => {
    const shifts = [span('a', '2026-11-02T15:30:00Z', '2026-11-02T21:30:00Z'), span('a', '2026-11-03T03:30:00Z', '2026-11-03T05:30:00Z')];
    expect(daySeconds(shifts, '2026-11-03', 'Asia/Kolkata', at('2026-11-04T00:00:00Z'))).toBe(5 * 3600);
    expect(touchesDay(shifts[0]!, '2026-11-03', 'Asia/Kolkata', at('2026-11-04T00:00:00Z'))).toBe(true);
    expect(touchesDay(shifts[1]!, '2026-11-02', 'Asia/Kolkata', at('2026-11-04T00:00:00Z'))).toBe(false);
  });

  it('keeps an open shift over midnight open on its last day only', () => {
    const rows = attendanceDays([span('a', '2026-11-02T15:30:00Z', null)], 'Asia/Kolkata', at('2026-11-02T19:30:00Z'), names);
    expect(rows.map(({ date, lastOut, hours }) => ({ date, lastOut, hours }))).toEqual([
      { date: '2026-11-02', lastOut: '2026-11-02T18:30:00.000Z', hours: 3 },
      { date: '2026-11-03', lastOut: null, hours: 1 },
    ]);
  });

  it('counts an open record to now, with no last out', () => {
    const [row] = attendanceDays([span('a', '2026-11-02T03:30:00Z', null)], 'Asia/Kolkata', at('2026-11-02T05:00:00Z'), names);
    expect(row).toMatchObject({ lastOut: null, hours: 1.5 });
  });
});

describe('technician efficiency', () => {
  const names = new Map([
    ['a', 'Asha'],
    ['b', 'Bilal'],
  ]);
  const period = { from: '2026-11-01', to: '2026-11-30' };

  it('sets the hours billed for the lines a technician clocked against the hours they clocked', () => {
    const rows = technicianEfficiency(
      [{ staffId: 'a', lineId: 'l1', date: '2026-11-02', seconds: 3600 }],
      [{ lineId: 'l1', date: '2026-11-02', hours: 1.5 }],
      period,
      names,
    );
    expect(rows).toEqual([{ staffId: 'a', name: 'Asha', date: '2026-11-02', billedHours: 1.5, clockedHours: 1, efficiencyPercent: 150 }]);
  });

  it('shares a line two technicians clocked by their time on it, on the invoice day', () => {
    const rows = technicianEfficiency(
      [
        { staffId: 'a', lineId: 'l1', date: '2026-11-02', seconds: 3 * 3600 },
        { staffId: 'b', lineId: 'l1', date: '2026-11-02', seconds: 3600 },
      ],
      [{ lineId: 'l1', date: '2026-11-03', hours: 2 }],
      period,
      names,
    );
    expect(rows).toEqual([
      { staffId: 'a', name: 'Asha', date: '2026-11-02', billedHours: 0, clockedHours: 3, efficiencyPercent: 0 },
      { staffId: 'b', name: 'Bilal', date: '2026-11-02', billedHours: 0, clockedHours: 1, efficiencyPercent: 0 },
      { staffId: 'a', name: 'Asha', date: '2026-11-03', billedHours: 1.5, clockedHours: 0, efficiencyPercent: null },
      { staffId: 'b', name: 'Bilal', date: '2026-11-03', billedHours: 0.5, clockedHours: 0, efficiencyPercent: null },
    ]);
  });

  it('leaves out what falls outside the period, and lines nobody clocked', () => {
    const rows = technicianEfficiency(
      [{ staffId: 'a', lineId: 'l1', date: '2026-10-31', seconds: 3600 }],
      [
        { lineId: 'l1', date: '2026-11-01', hours: 1 },
        { lineId: 'l2', date: '2026-11-01', hours: 4 },
      ],
      period,
      names,
    );
    expect(rows).toEqual([{ staffId: 'a', name: 'Asha', date: '2026-11-01', billedHours: 1, clockedHours: 0, efficiencyPercent: null }]);
  });
});

describe('a report period', () => {
  it('runs from a day not after its end, for at most 92 days', () => {
    expect(isReportPeriodValid({ from: '2026-11-01', to: '2026-11-01' })).toBe(true);
    expect(isReportPeriodValid({ from: '2026-11-01', to: '2027-01-31' })).toBe(true);
    expect(isReportPeriodValid({ from: '2026-11-01', to: '2027-02-01' })).toBe(false);
    expect(isReportPeriodValid({ from: '2026-11-02', to: '2026-11-01' })).toBe(false);
  });
});
