import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEstimateBill } from '../estimate-bill';

type Row = { key: string; label: string; amount: number; isSaving?: boolean };

/**
 * The estimate's bill as the customer's answers make it, moving as lines are declined: parts,
 * labour, discount, the tax (by kind where the lines say), the round-off and the total; below it,
 * what the declined recommended work would have come to.
 */
export function EstimateBillDetails({ bill, money, headingId }: { bill: TEstimateBill; money: (amount: number) => string; headingId: string }) {
  const { t } = useTranslation();
  const taxes = bill.taxes && bill.taxes.length > 0 ? bill.taxes : null;
  const rows: Row[] = [
    { key: 'parts', label: t('estimates.bill.parts'), amount: bill.partsTotal },
    { key: 'labour', label: t('estimates.bill.labour'), amount: bill.labourTotal },
    ...(bill.discountTotal > 0 ? [{ key: 'discount', label: t('estimates.bill.discount'), amount: bill.discountTotal, isSaving: true }] : []),
    ...(taxes
      ? taxes.map((tax) => ({ key: tax.kind, label: t(`estimates.bill.taxes.${tax.kind}`), amount: tax.amount }))
      : [{ key: 'tax', label: t('estimates.bill.tax'), amount: bill.taxTotal }]),
    ...(bill.roundOff !== 0 ? [{ key: 'roundOff', label: t('estimates.bill.roundOff'), amount: bill.roundOff }] : []),
  ];
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h6" mb="xs" id={headingId}>
        {t('estimates.bill.title')}
      </Title>
      <Stack gap={6}>
        {rows.map((row) => (
          <Group key={row.key} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">{row.label}</Text>
            {/* A minus stays before its amount in Arabic too. */}
            <Text size="sm" fw={500} dir={row.isSaving || row.amount < 0 ? 'ltr' : undefined} style={{ whiteSpace: 'nowrap' }}>
              {row.isSaving ? `− ${money(row.amount)}` : money(row.amount)}
            </Text>
          </Group>
        ))}
        <Divider />
        {/* Said again as the answers move it. */}
        <Group justify="space-between" wrap="nowrap" gap="sm" aria-live="polite" aria-atomic="true">
          <Text fw={700}>{t('estimates.bill.total')}</Text>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {money(bill.grandTotal)}
          </Text>
        </Group>
        {bill.declinedCount > 0 ? (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" className="estimate-recommended">
              {t('estimates.bill.declined', { lines: bill.declinedCount })}
            </Text>
            <Text size="sm" className="estimate-recommended" td="line-through" style={{ whiteSpace: 'nowrap' }}>
              {money(bill.declinedTotal)}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </section>
  );
}
