import '@mantine/charts/styles.css';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { TReportPeriod } from '@servicebay/domain';
import { ScreenHeader, SectionLoader } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeInput } from '../../../shared/day-range-input';
import { apiErrorText } from '../../../shared/notify';

type ReportFrameProps = {
  title: string;
  description: string;
  period: TReportPeriod;
  onPeriod: (period: TReportPeriod) => void;
  query: { isPending: boolean; isError: boolean; error: unknown; data?: { rows: unknown[] } };
  chartTitle: string;
  chart: () => ReactNode;
  table: () => ReactNode;
};

/** What both time reports share: the header, the period picked on a calendar, then a chart and the rows, or why there are none. */
export function ReportFrame({ title, description, period, onPeriod, query, chartTitle, chart, table }: ReportFrameProps) {
  const { t } = useTranslation();
  const body = () => {
    if (query.isPending) return <SectionLoader label={t('workshop.timeClock.reports.loading')} />;
    if (query.isError)
      return (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(query.error)}
        </Alert>
      );
    if (!query.data || query.data.rows.length === 0)
      return (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {t('workshop.timeClock.reports.none')}
          </Text>
        </Paper>
      );
    return (
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="report-chart-heading">
          <Title order={2} size="h4" id="report-chart-heading" mb="sm">
            {chartTitle}
          </Title>
          {/* The chart is a picture of the table below, which screen readers read instead (its keyboard layer is off). */}
          <div aria-hidden="true" dir="ltr">
            {chart()}
          </div>
        </Paper>
        {table()}
      </Stack>
    );
  };
  return (
    <>
      <ScreenHeader
        title={title}
        description={description}
        actions={
          <DayRangeInput
            label={`${t('workshop.timeClock.reports.from')} – ${t('workshop.timeClock.reports.to')}`}
            from={period.from}
            to={period.to}
            onChange={({ from, to }) => (from && to ? onPeriod({ from, to }) : undefined)}
            width={{ base: '100%', sm: 280 }}
          />
        }
      />
      {body()}
    </>
  );
}
