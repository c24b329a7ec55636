import { minor, minorOf, proportionOfMinor, shareOfMinor, type Minor, type TCurrency } from '../shared/money';
import { basisPointsOfPercent } from '../shared/percent';

/** Labour times are kept in whole minutes; forms and the API speak hours (1.5 = 90 minutes). */
export const MINUTES_PER_HOUR = 60;
export const minutesOfHours = (hours: number): number => Math.round(hours * MINUTES_PER_HOUR);
export const hoursOfMinutes = (minutes: number): number => Number((minutes / MINUTES_PER_HOUR).toFixed(2));

/** An operation's price for a vehicle segment: its time there times its rate segment's hourly rate, to the minor unit (half away from zero). */
export const labourPrice = (minutes: number, ratePerHour: Minor): Minor => proportionOfMinor(ratePerHour, minutes, MINUTES_PER_HOUR);

/** A bulk change of prices or rates: a percentage (10 = 10 % up, -5 = 5 % down) or an amount in major units added (or taken off). */
export type TPriceChange = { basis: 'percentage' | 'amount'; value: number };

/**
 * An amount after a bulk change, to the minor unit: a percentage as a share of the amount (commercial
 * rounding, as a line's tax is), an amount converted once to minor units. May come out at zero or
 * below: whoever applies it decides whether that stands (labour-update.ts).
 */
export function changedAmount(amount: Minor, change: TPriceChange, currency: TCurrency): Minor {
  if (change.basis === 'percentage') return minor(amount + shareOfMinor(amount, basisPointsOfPercent(change.value)));
  return minor(amount + minorOf(change.value, currency));
}
