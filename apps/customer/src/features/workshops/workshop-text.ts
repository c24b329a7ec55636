import { WEEKDAYS, type TWeekday, type TWorkshop } from '@servicebay/domain';

/** Customer spec section 9's fallbacks: a workshop without a rating reads 4.5. */
export const FALLBACK_RATING = 4.5;

/** The rating shown: one decimal, the spec's fallback when the workshop has none yet. */
export const shownRating = (workshop: Pick<TWorkshop, 'rating' | 'ratingCount'>) => (workshop.ratingCount > 0 ? workshop.rating : FALLBACK_RATING).toFixed(1);

/**
 * Working days as ranges in week order from Sunday ('MON–SAT', 'SAT–THU' wraps past the week's end):
 * the customer reads 'open Monday to Saturday', not six names.
 */
export function workingDayRanges(days: readonly TWeekday[]): TWeekday[][] {
  const open = new Set(days);
  if (open.size === 7) return [[...WEEKDAYS]];
  // Start just after a closed day, so a range that wraps (Saturday to Thursday) stays one range.
  const start = WEEKDAYS.findIndex((day, index) => !open.has(WEEKDAYS[(index + 6) % 7]!) && open.has(day));
  if (start < 0) return [];
  const ranges: TWeekday[][] = [];
  let current: TWeekday[] = [];
  for (let step = 0; step < 7; step += 1) {
    const day = WEEKDAYS[(start + step) % 7]!;
    if (open.has(day)) current.push(day);
    else if (current.length) {
      ranges.push(current);
      current = [];
    }
  }
  if (current.length) ranges.push(current);
  return ranges;
}
