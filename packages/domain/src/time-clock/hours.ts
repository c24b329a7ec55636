import { percentOf } from '../shared/percent';

/** Hours are shown to the hundredth (36 seconds): a clock's time is never read closer than that. */
const SECONDS_PER_HUNDREDTH = 36;

/** Hours to the hundredth, from whole seconds. */
export const hoursOfSeconds = (seconds: number): number => Math.round(seconds / SECONDS_PER_HUNDREDTH) / (3600 / SECONDS_PER_HUNDREDTH);

/** A sum of hours (shares of a line's billed hours) to the hundredth, as hoursOfSeconds gives them. */
export const roundedHours = (hours: number): number => hoursOfSeconds(hours * 3600);

/** The whole seconds from `from` to `to` (an open stretch runs to now), never below zero. */
export const secondsBetween = (from: Date, to: Date): number => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));

/**
 * A technician's efficiency for a day: hours billed for the labour they clocked over hours they
 * clocked on jobs, in whole percent. Null when they clocked nothing that day (no basis, not 0 %).
 */
export const efficiencyPercent = (billedHours: number, clockedHours: number): number | null =>
  clockedHours > 0 ? Math.round(percentOf(billedHours, clockedHours)) : null;
