import { BarChart } from '@mantine/charts';
import { useEfficiencyReport } from '@servicebay/api-client';
import type { TStaffMe } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { useReportPeriod } from '../report-period';
import { useTimeTexts } from '../time-texts';
import { ReportCards } from './report-cards';
import { ReportFrame } from './report-frame';
import { ReportTable } from './report-table';
import { usePhoneLayout } from '../../../shared/use-phone-layout';

/** Technician efficiency (issue 29 part 3): labour hours billed on tax invoices against hours clocked, per technician and day, charted side by side. */
export function EfficiencyReportScreen({ workshop }: { workshop: TStaffMe['workshops'][number] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const texts = useTimeTexts();
  const [period, setPeriod] = useReportPeriod();
  const report = useEfficiencyReport(workshop.workshopId, period);
  const rows = report.data?.rows ?? [];
  const isPhone = usePhoneLayout();
  const percentOf = (percent: number | null) =>
    percent === null ? '–' : t('workshop.timeClock.reports.efficiency.percent', { percent: formats.number(percent) });
  const chartRows = rows.map((row) => ({ label: `${row.name} · ${formats.day(row.date)}`, billed: row.billedHours, clocked: row.clockedHours }));
  return (
    <ReportFrame
      title={t('workshop.timeClock.reports.efficiency.heading')}
      description={t('workshop.timeClock.reports.efficiency.intro')}
      period={period}
      onPeriod={setPeriod}
      query={report}
      chartTitle={t('workshop.timeClock.reports.efficiency.chart')}
      chart={() => (
        <BarChart
          h={240}
          barChartProps={{ accessibilityLayer: false }}
          data={chartRows}
          dataKey="label"
          withLegend
          series={[
            { name: 'billed', label: t('workshop.timeClock.reports.efficiency.billed'), color: 'teal.6' },
            { name: 'clocked', label: t('workshop.timeClock.reports.efficiency.clocked'), color: 'blue.6' },
          ]}
        />
      )}
      table={() =>
        isPhone ? (
          <ReportCards
            label={t('workshop.timeClock.reports.efficiency.heading')}
            cards={rows.map((row) => ({
              key: `${row.staffId}-${row.date}`,
              title: row.name,
              day: formats.day(row.date),
              lines: [
                `${t('workshop.timeClock.reports.efficiency.billed')}: ${texts.hours(row.billedHours)}`,
                `${t('workshop.timeClock.reports.efficiency.clocked')}: ${texts.hours(row.clockedHours)}`,
                `${t('workshop.timeClock.reports.efficiency.columns.efficiency')}: ${percentOf(row.efficiencyPercent)}`,
              ],
            }))}
          />
        ) : (
          <ReportTable
            label={t('workshop.timeClock.reports.efficiency.heading')}
            minWidth={520}
            columns={(['date', 'name', 'billed', 'clocked', 'efficiency'] as const).map((column) =>
              t(`workshop.timeClock.reports.efficiency.columns.${column}`),
            )}
            rows={rows.map((row) => ({
              key: `${row.staffId}-${row.date}`,
              cells: [formats.day(row.date), row.name, texts.hours(row.billedHours), texts.hours(row.clockedHours), percentOf(row.efficiencyPercent)],
            }))}
          />
        )
      }
    />
  );
}
