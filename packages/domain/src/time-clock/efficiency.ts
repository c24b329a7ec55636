import { z } from 'zod';
import { efficiencyPercent, hoursOfSeconds, roundedHours } from './hours';

/** The technician efficiency report's row: one technician on one day. */
export const ZEfficiencyDay = z.object({
  staffId: z.uuid(),
  name: z.string(),
  date: z.iso.date(),
  billedHours: z.number(),
  clockedHours: z.number(),
  /** Billed over clocked, in whole percent; null on a day with nothing clocked. */
  efficiencyPercent: z.number().int().nullable(),
});
export type TEfficiencyDay = z.infer<typeof ZEfficiencyDay>;
export const ZEfficiencyReport = z.object({ from: z.iso.date(), to: z.iso.date(), rows: z.array(ZEfficiencyDay) });
export type TEfficiencyReport = z.infer<typeof ZEfficiencyReport>;

/** A stretch of a job clock, by the day (workshop time zone) it began. */
export type ClockedStretch = { staffId: string; lineId: string; date: string; seconds: number };
/** A labour line billed on a tax invoice: its quantity in hours, on the invoice's day. */
export type BilledLabour = { lineId: string; date: string; hours: number };

/**
 * Hours billed versus hours clocked, per technician and day. A labour line's billed hours (its
 * quantity: labour is sold by the hour) go to the technicians who clocked it, shared by the time
 * each clocked on it (two people on one line share its hours, not double them), on the invoice's
 * day. `stretches` must hold every stretch of the billed lines, not only those in the period.
 */
export function technicianEfficiency(
  stretches: readonly ClockedStretch[],
  billed: readonly BilledLabour[],
  period: { from: string; to: string },
  names: ReadonlyMap<string, string>,
): TEfficiencyDay[] {
  const inPeriod = (date: string) => date >= period.from && date <= period.to;
  const days = new Map<string, { staffId: string; date: string; billedHours: number; seconds: number }>();
  const dayOf = (staffId: string, date: string) => {
    const key = `${staffId} ${date}`;
    const day = days.get(key) ?? { staffId, date, billedHours: 0, seconds: 0 };
    days.set(key, day);
    return day;
  };
  for (const stretch of stretches) if (inPeriod(stretch.date)) dayOf(stretch.staffId, stretch.date).seconds += stretch.seconds;

  const secondsByLine = new Map<string, Map<string, number>>();
  for (const { lineId, staffId, seconds } of stretches) {
    const byStaff = secondsByLine.get(lineId) ?? new Map<string, number>();
    byStaff.set(staffId, (byStaff.get(staffId) ?? 0) + seconds);
    secondsByLine.set(lineId, byStaff);
  }
  for (const line of billed) {
    if (!inPeriod(line.date)) continue;
    const byStaff = secondsByLine.get(line.lineId);
    const total = byStaff ? [...byStaff.values()].reduce((sum, seconds) => sum + seconds, 0) : 0;
    if (!byStaff || total === 0) continue;
    for (const [staffId, seconds] of byStaff) dayOf(staffId, line.date).billedHours += (line.hours * seconds) / total;
  }
  return [...days.values()]
    .map(({ staffId, date, billedHours, seconds }) => {
      const billed = roundedHours(billedHours);
      const clocked = hoursOfSeconds(seconds);
      return {
        staffId,
        name: names.get(staffId) ?? '',
        date,
        billedHours: billed,
        clockedHours: clocked,
        efficiencyPercent: efficiencyPercent(billed, clocked),
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}
