import { z } from 'zod';
import { ruleCodes } from '../shared/rule-codes';
import { JOB_CARD_READINGS_MESSAGES } from './job-card-readings-messages';
import { isWholeNumberText, numberField } from '../workshops/workshop-field';

/** The readings a job card records when the vehicle comes in and goes out (workshop spec section 3). */
export const JOB_CARD_READINGS_RULES = ruleCodes('jobCardReadings', JOB_CARD_READINGS_MESSAGES);

/** Seven digits: what vehicle odometers show. */
export const ODOMETER_KM_MAX = 9_999_999;
export const isOdometerKm = (km: number | string): boolean => isWholeNumberText(String(km).trim(), 0, ODOMETER_KM_MAX);
export const ZOdometerKm = numberField(isOdometerKm, JOB_CARD_READINGS_RULES.odometerInvalid);

/**
 * Odometer out above odometer in (workshop spec section 5): the vehicle is road-tested and driven
 * back, so an out reading equal to or below the in reading is a typing mistake. Holds while either
 * reading is not taken yet.
 */
export const isOdometerOutAboveIn = (odometerIn: number | null | undefined, odometerOut: number | null | undefined): boolean =>
  odometerIn == null || odometerOut == null || odometerOut > odometerIn;

const optionalOdometer = ZOdometerKm.nullable()
  .optional()
  .transform((km) => km ?? null);

/** Both readings, either not taken yet (null); the out one must be above the in one. */
export const ZOdometerReadings = z
  .object({ odometerIn: optionalOdometer, odometerOut: optionalOdometer })
  .refine((readings) => isOdometerOutAboveIn(readings.odometerIn, readings.odometerOut), {
    error: JOB_CARD_READINGS_RULES.odometerOutNotAbove,
    path: ['odometerOut'],
  });
export type TOdometerReadings = z.output<typeof ZOdometerReadings>;

/** Fuel gauge, in whole percent: the gauge is read by eye, so a finer figure would be made up. */
export const isFuelLevel = (percent: number | string): boolean => isWholeNumberText(String(percent).trim(), 0, 100);
export const ZFuelLevel = numberField(isFuelLevel, JOB_CARD_READINGS_RULES.fuelLevelInvalid);

/**
 * Tyre pressure per tyre, in psi: 10 to 150 covers a scooter's front tyre to a light truck's; one
 * decimal, as gauges show it. Anything outside is a typing mistake or a tyre not fit to drive on.
 */
export const TYRE_PRESSURE_PSI = { min: 10, max: 150 } as const;
export const isTyrePressure = (psi: number | string): boolean => {
  const text = String(psi).trim();
  return /^\d{1,3}(\.\d)?$/.test(text) && Number(text) >= TYRE_PRESSURE_PSI.min && Number(text) <= TYRE_PRESSURE_PSI.max;
};
export const ZTyrePressure = numberField(isTyrePressure, JOB_CARD_READINGS_RULES.tyrePressureInvalid);

/** Where a tyre sits: a car's four and its spare, or a two-wheeler's front and rear. */
export const TYRE_POSITIONS = ['frontLeft', 'frontRight', 'rearLeft', 'rearRight', 'spare', 'front', 'rear'] as const;
export type TTyrePosition = (typeof TYRE_POSITIONS)[number];

/** The pressures measured, by position; a tyre not measured is left out. An issue's path names the tyre. */
export const ZTyrePressures = z.partialRecord(z.enum(TYRE_POSITIONS), ZTyrePressure);
export type TTyrePressures = z.output<typeof ZTyrePressures>;
