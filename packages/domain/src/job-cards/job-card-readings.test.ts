import { describe, expect, it } from 'vitest';
import { issueEnglish } from '../rules';
import {
  isFuelLevel,
  isOdometerKm,
  isOdometerOutAboveIn,
  isTyrePressure,
  ODOMETER_KM_MAX,
  ZFuelLevel,
  ZOdometerKm,
  ZOdometerReadings,
  ZTyrePressure,
  ZTyrePressures,
} from './job-card-readings';

type Result = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const issues = (result: Result) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('odometer', () => {
  it('is whole kilometres from 0 to 9,999,999', () => {
    for (const ok of [0, 1, 45210, ODOMETER_KM_MAX, '120000']) expect(isOdometerKm(ok), String(ok)).toBe(true);
    for (const bad of [-1, ODOMETER_KM_MAX + 1, 1200.5, '12,000', '1e6', '']) expect(isOdometerKm(bad), String(bad)).toBe(false);
    expect(ZOdometerKm.parse(' ٤٥٢١٠ ')).toBe(45210);
    expect(issues(ZOdometerKm.safeParse(10_000_000))).toEqual([['', 'jobCardReadings.odometerInvalid']]);
    expect(issues(ZOdometerKm.safeParse(''))).toEqual([['', 'workshopField.required']]);
  });

  it('out is above in (workshop spec section 5), while either may not be taken yet', () => {
    expect(isOdometerOutAboveIn(45210, 45232)).toBe(true);
    expect(isOdometerOutAboveIn(45210, 45210)).toBe(false);
    expect(isOdometerOutAboveIn(45210, 45209)).toBe(false);
    expect(isOdometerOutAboveIn(45210, null)).toBe(true);
    expect(isOdometerOutAboveIn(undefined, 45210)).toBe(true);
    expect(ZOdometerReadings.parse({ odometerIn: '45210' })).toEqual({ odometerIn: 45210, odometerOut: null });
    expect(ZOdometerReadings.parse({ odometerIn: 45210, odometerOut: 45232 })).toEqual({ odometerIn: 45210, odometerOut: 45232 });
    const result = ZOdometerReadings.safeParse({ odometerIn: 45210, odometerOut: 45210 });
    expect(issues(result)).toEqual([['odometerOut', 'jobCardReadings.odometerOutNotAbove']]);
    expect(issueEnglish(result.error!.issues[0]!)).toBe('Odometer out reading should be above the odometer in reading');
    expect(issues(ZOdometerReadings.safeParse({ odometerIn: -5, odometerOut: 10 }))).toEqual([['odometerIn', 'jobCardReadings.odometerInvalid']]);
  });
});

describe('fuel level', () => {
  it('is a whole percentage from 0 to 100', () => {
    for (const ok of [0, 25, 100, '50']) expect(isFuelLevel(ok), String(ok)).toBe(true);
    for (const bad of [-1, 101, 12.5, 'half']) expect(isFuelLevel(bad), String(bad)).toBe(false);
    expect(ZFuelLevel.parse('75')).toBe(75);
    expect(issues(ZFuelLevel.safeParse(120))).toEqual([['', 'jobCardReadings.fuelLevelInvalid']]);
  });
});

describe('tyre pressure', () => {
  it('is 10 to 150 psi per tyre, to one decimal', () => {
    for (const ok of [10, 32, 32.5, 150, '35']) expect(isTyrePressure(ok), String(ok)).toBe(true);
    for (const bad of [9.9, 150.1, 0, -32, 32.25, '32 psi']) expect(isTyrePressure(bad), String(bad)).toBe(false);
    expect(ZTyrePressure.parse('32.5')).toBe(32.5);
    expect(issues(ZTyrePressure.safeParse(200))).toEqual([['', 'jobCardReadings.tyrePressureInvalid']]);
  });

  it('is recorded per tyre, an issue naming the tyre; unmeasured tyres are left out', () => {
    expect(ZTyrePressures.parse({ frontLeft: 32, frontRight: '32', rearLeft: 30, rearRight: 30 })).toEqual({
      frontLeft: 32,
      frontRight: 32,
      rearLeft: 30,
      rearRight: 30,
    });
    expect(ZTyrePressures.parse({ front: 29, rear: 33 })).toEqual({ front: 29, rear: 33 });
    expect(issues(ZTyrePressures.safeParse({ frontLeft: 32, spare: 5 }))).toEqual([['spare', 'jobCardReadings.tyrePressureInvalid']]);
    expect(ZTyrePressures.safeParse({ roof: 32 }).success).toBe(false);
  });
});
