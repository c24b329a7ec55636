/** Hours as the reports show them: to the hundredth (36 seconds), from whole seconds. */
export const hoursOfSeconds = (seconds: number): number => Math.round((seconds / 3600) * 100) / 100;

/** The whole seconds from `from` to `to` (an open stretch runs to now), never below zero. */
export const secondsBetween = (from: Date, to: Date): number => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));

/**
 * A technician's efficiency for a day: hours billed for the labour they clocked over hours they
 * clocked on jobs, in whole percent. Null when they clocked nothing that day (no basis, not 0 %).
 */
export const efficiencyPercent = (billedHours: number, clockedHours: number): number | null =>
  clockedHours > 0 ? Math.round((billedHours / clockedHours) * 100) : null;
