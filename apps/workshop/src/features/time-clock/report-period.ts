import type { TReportPeriod } from '@servicebay/domain';
import { useState } from 'react';

/** A day on this device's calendar as 'YYYY-MM-DD' (the Canadian locale writes days so). */
const dayOnDevice = (date: Date) => date.toLocaleDateString('en-CA');

/** The reports' period: the last seven days to today, until another is picked. */
export function useReportPeriod(): [TReportPeriod, (period: TReportPeriod) => void] {
  return useState<TReportPeriod>(() => {
    const today = new Date();
    return { from: dayOnDevice(new Date(today.getTime() - 6 * 24 * 60 * 60 * 1000)), to: dayOnDevice(today) };
  });
}
