import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TEstimate } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../../shared/formats';

type EstimateTotalsProps = { estimate: TEstimate; totals: TEstimate['totals']; isDraft: boolean; formats: Formats };

/**
 * The estimate's totals as the invoice will read them (workshop spec section 3): parts, labour,
 * discount, the subtotal before tax, each tax (CGST and SGST apart), the round-off and the grand
 * total; what the insurer and the customer each pay when a claim shares the bill.
 */
export function EstimateTotals({ estimate, totals, isDraft, formats }: EstimateTotalsProps) {
  const { t } = useTranslation();
  const money = (amount: number) => formats.money(amount, estimate.currency);
  const row = (label: string, amount: number, options: { strong?: boolean; negative?: boolean } = {}) => (
    <Group justify="space-between" gap="md" wrap="nowrap" key={label}>
      <Text size={options.strong ? 'md' : 'sm'} fw={options.strong ? 700 : 400} c={options.strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={options.strong ? 'lg' : 'sm'} fw={options.strong ? 700 : 500} className="estimate-amount">
        {options.negative && amount > 0 ? `− ${money(amount)}` : money(amount)}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="md" className="estimate-totals" aria-labelledby="estimate-totals-heading" component="section">
      <Stack gap={6}>
        <Title order={3} size="h5" id="estimate-totals-heading">
          {t('workshop.estimate.totals.heading')}
        </Title>
        {isDraft ? (
          <Text size="xs" c="blue.8" fw={500}>
            {t('workshop.estimate.totals.withDraft')}
          </Text>
        ) : null}
        {row(t('workshop.estimate.totals.partsTotal'), totals.partsTotal)}
        {row(t('workshop.estimate.totals.labourTotal'), totals.labourTotal)}
        {totals.discountTotal > 0 ? row(t('workshop.estimate.totals.discountTotal'), totals.discountTotal, { negative: true }) : null}
        {row(t('workshop.estimate.totals.subtotalBeforeTax'), totals.subtotalBeforeTax)}
        {totals.taxes.map((tax) => row(t(`workshop.estimate.totals.taxes.${tax.kind}`), tax.amount))}
        {totals.roundOff !== 0 ? row(t('workshop.estimate.totals.roundOff'), totals.roundOff) : null}
        <Divider my={4} />
        {row(t('workshop.estimate.totals.grandTotal'), totals.grandTotal, { strong: true })}
        {totals.insurancePayable > 0 ? (
          <>
            {row(t('workshop.estimate.totals.insurancePayable'), totals.insurancePayable)}
            {row(t('workshop.estimate.totals.customerPayable'), totals.customerPayable)}
          </>
        ) : null}
        {totals.declinedTotal > 0 ? (
          <Text size="xs" c="dimmed">
            {t('workshop.estimate.totals.declined', { amount: money(totals.declinedTotal) })}
          </Text>
        ) : null}
        {estimate.placeOfSupply ? (
          <Text size="xs" c="dimmed">
            {t('workshop.estimate.totals.placeOfSupply', { code: estimate.placeOfSupply })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
