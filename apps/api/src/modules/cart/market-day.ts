import type { Brand } from '../../platform/tenancy';

const MINUTE_MS = 60_000;

/**
 * The date in the brand's market, worked out once a minute per brand. It keys every kept cart
 * answer, and working it out (an Intl date format in the market's time zone) cost a quarter of a
 * kept answer's CPU in the bench profile. A market's day starts on a whole minute of UTC (its
 * offset is whole hours or half hours), so the date found in a minute holds all that minute.
 */
export function marketDayOncePerMinute(today: (brand: Brand) => string, now: () => number) {
  const known = new Map<string, { minute: number; date: string }>();
  return (brand: Brand): string => {
    const minute = Math.floor(now() / MINUTE_MS);
    const cached = known.get(brand.id);
    if (cached?.minute === minute) return cached.date;
    const date = today(brand);
    known.set(brand.id, { minute, date });
    return date;
  };
}
