import type { TClockPlace } from '@servicebay/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../shared/formats';

/** Whole hours and minutes of a count of seconds. */
export const hoursAndMinutes = (seconds: number) => ({ hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60) });

/** A clock's worked time, its running stretch counted to `now`. */
export const workedSecondsAt = (clock: { workedSeconds: number; runningSince: string | null }, now: Date) =>
  clock.workedSeconds + (clock.runningSince ? Math.max(0, Math.floor((now.getTime() - new Date(clock.runningSince).getTime()) / 1000)) : 0);

/** The time tracker's texts in the reader's language: a clock time, a duration, hours, and where a clock was made. */
export function useTimeTexts() {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });
    return {
      time: (iso: string) => time.format(new Date(iso)),
      duration: (seconds: number) => {
        const { hours, minutes } = hoursAndMinutes(seconds);
        return t('workshop.timeClock.duration', { hours: formats.number(hours), minutes: formats.number(minutes) });
      },
      hours: (hours: number) => t('workshop.timeClock.hours', { hours: formats.number(hours) }),
      place: (place: TClockPlace) => {
        const distance = formats.number(place.distanceMetres ?? 0);
        if (place.status !== 'recorded') return t(`workshop.timeClock.locations.${place.status}`);
        const where = place.isOutsideGeofence
          ? t('workshop.timeClock.locations.outside', { distance })
          : t('workshop.timeClock.locations.recorded', { distance });
        // How far off the device said it might be: a manager reads a flag beside it.
        return place.accuracyMetres === null
          ? where
          : `${where} ${t('workshop.timeClock.locations.accuracy', { accuracy: formats.number(Math.round(place.accuracyMetres)) })}`;
      },
    };
  }, [t, i18n.language, formats]);
}
