import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useAttendanceReport } from '@servicebay/api-client';
import { roundedHours, type TStaffMe } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { useReportPeriod } from '../report-period';
import { useTimeTexts } from '../time-texts';
import { ReportCards } from './report-cards';
import { ReportFrame } from './report-frame';
import { ReportTable } from './report-table';
import { usePhoneLayout } from '../../../shared/use-phone-layout';

/** The attendance report (issue 29 part 3): each person's first in, last out, hours and flagged clock-ins per day, hours charted by person. */
export function AttendanceReportScreen({ workshop }: { workshop: TStaffMe['workshops'][number] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const texts = useTimeTexts();
  const [period, setPeriod] = useReportPeriod();
  const report = useAttendanceReport(workshop.workshopId, period);
  const rows = report.data?.rows ?? [];
  const hoursByPerson = [...rows.reduce((sums, row) => sums.set(row.name, (sums.get(row.name) ?? 0) + row.hours), new Map<string, number>())].map(
    ([name, hours]) => ({ name, hours: roundedHours(hours) }),
  );
  const hoursLabel = t('workshop.timeClock.reports.attendance.columns.hours');
  const isPhone = usePhoneLayout();
  const lastOutOf = (lastOut: string | null) => (lastOut ? texts.time(lastOut) : t('workshop.timeClock.reports.attendance.stillIn'));
  const marksOf = (row: (typeof rows)[number]) =>
    [
      row.flaggedClockIns > 0 ? t('workshop.timeClock.reports.attendance.flaggedCount', { count: row.flaggedClockIns }) : null,
      row.refusedLocations > 0 ? t('workshop.timeClock.reports.attendance.refusedCount', { count: row.refusedLocations }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <ReportFrame
      title={t('workshop.timeClock.reports.attendance.heading')}
      description={t('workshop.timeClock.reports.attendance.intro', { workshop: workshop.name })}
      period={period}
      onPeriod={setPeriod}
      query={report}
      chartTitle={t('workshop.timeClock.reports.attendance.chart')}
      chart={() => (
        <BarChart
          h={220}
          barChartProps={{ accessibilityLayer: false }}
          data={hoursByPerson}
          dataKey="name"
          series={[{ name: 'hours', label: hoursLabel, color: 'teal.6' }]}
        />
      )}
      table={() =>
        isPhone ? (
          <ReportCards
            label={t('workshop.timeClock.reports.attendance.heading')}
            cards={rows.map((row) => ({
              key: `${row.staffId}-${row.date}`,
              title: row.name,
              day: formats.day(row.date),
              lines: [`${texts.time(row.firstIn)} – ${lastOutOf(row.lastOut)} · ${texts.hours(row.hours)}`, marksOf(row) || null].filter(Boolean),
            }))}
          />
        ) : (
          <ReportTable
            label={t('workshop.timeClock.reports.attendance.heading')}
            minWidth={560}
            columns={(['date', 'name', 'firstIn', 'lastOut', 'hours', 'flagged'] as const).map((column) =>
              t(`workshop.timeClock.reports.attendance.columns.${column}`),
            )}
            rows={rows.map((row) => ({
              key: `${row.staffId}-${row.date}`,
              cells: [
                formats.day(row.date),
                row.name,
                texts.time(row.firstIn),
                lastOutOf(row.lastOut),
                texts.hours(row.hours),
                <Text key="flagged" size="sm" c={row.flaggedClockIns > 0 ? 'red.9' : undefined}>
                  {marksOf(row) || '–'}
                </Text>,
              ],
            }))}
          />
        )
      }
    />
  );
}
