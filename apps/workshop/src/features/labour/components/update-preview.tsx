import { Paper, Table, Text } from '@mantine/core';
import type { TBulkUpdatePreview } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../shared/scroll-region';
import { useFormats } from '../../../shared/formats';

/** Each rate and price before and after an update: the preview, and an entry of the history. */
export function UpdateChanges({ changes, label }: { changes: Pick<TBulkUpdatePreview, 'rates' | 'prices' | 'currency'>; label: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const money = (amount: number) => (
    <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {formats.money(amount, changes.currency)}
    </span>
  );
  if (changes.rates.length === 0 && changes.prices.length === 0) return <Text c="dimmed">{t('workshop.labour.updates.nothing')}</Text>;
  const rows = [
    ...changes.rates.map((rate) => ({ key: `rate-${rate.rateSegmentId}`, what: rate.name, segment: t('workshop.labour.segments.rate'), ...rate })),
    ...changes.prices.map((price) => ({
      key: `${price.operationId}-${price.vehicleSegmentId}`,
      what: price.operationName,
      segment: price.vehicleSegmentName,
      ...price,
    })),
  ];
  return (
    <Paper withBorder radius="md">
      <ScrollRegion label={label}>
        <Table verticalSpacing="xs" miw={420} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('workshop.labour.updates.columns.operation')}</Table.Th>
              <Table.Th scope="col">{t('workshop.labour.updates.columns.segment')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('workshop.labour.updates.columns.before')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('workshop.labour.updates.columns.after')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.what}</Table.Td>
                <Table.Td>{row.segment}</Table.Td>
                <Table.Td ta="end">{money(row.before)}</Table.Td>
                <Table.Td ta="end" fw={600}>
                  {money(row.after)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Paper>
  );
}
