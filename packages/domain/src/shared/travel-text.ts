import type { Language } from './constants';

/**
 * Distances and travel times as people say them (issue 26 item 15): '350 m', '2.5 km', '27 km';
 * '45 min', '1 h 20 min', '27 h' — never '1652 min'. Figures are written by Intl in the reader's
 * language; the units are the short forms each language uses on road signs and maps (Intl's own
 * English 'hr' is not what a driver says).
 */
const UNITS: Record<Language, { m: string; km: string; h: string; min: string }> = {
  en: { m: 'm', km: 'km', h: 'h', min: 'min' },
  ar: { m: 'م', km: 'كم', h: 'س', min: 'د' },
};

/** Past about ten hours the minutes no longer matter to anyone. */
const WHOLE_HOURS_FROM_MINUTES = 600;

const figure = (language: Language, value: number, decimals = 0) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
const withUnit = (language: Language, value: string, unit: keyof (typeof UNITS)['en']) => `${value}\u00a0${UNITS[language][unit]}`;

/** A distance in km: metres (to 10 m) under 1 km, one decimal under 10 km, whole km beyond. */
export function formatDistance(km: number, language: Language): string {
  const metres = Math.round((km * 1000) / 10) * 10;
  if (metres < 1000) return withUnit(language, figure(language, Math.max(metres, 0)), 'm');
  const tenths = Math.round(km * 10) / 10;
  if (tenths < 10) return withUnit(language, figure(language, tenths, 1), 'km');
  return withUnit(language, figure(language, Math.round(km)), 'km');
}

/** A duration in minutes: minutes under an hour, hours and minutes under about ten hours, whole hours beyond. */
export function formatDuration(minutes: number, language: Language): string {
  const whole = Math.max(1, Math.round(minutes));
  if (whole < 60) return withUnit(language, figure(language, whole), 'min');
  if (whole >= WHOLE_HOURS_FROM_MINUTES) return withUnit(language, figure(language, Math.round(whole / 60)), 'h');
  const hours = withUnit(language, figure(language, Math.floor(whole / 60)), 'h');
  const rest = whole % 60;
  return rest === 0
    ? hours
    : new Intl.ListFormat(language, { type: 'unit', style: 'narrow' }).format([hours, withUnit(language, figure(language, rest), 'min')]);
}
