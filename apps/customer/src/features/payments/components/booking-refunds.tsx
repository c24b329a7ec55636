import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { majorOf, type TBooking, type TCurrency } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '../../../shared/day-text';
import { useMoneyText } from '../../../shared/money-text';

/**
 * The refunds of a cancelled booking's paid advance (issue 26): each with its amount and its state
 * at the gateway, initiated, refunded or failed (then the workshop settles it by hand).
 */
export function BookingRefunds({ refunds }: Pick<TBooking, 'refunds'>) {
  const { t, i18n } = useTranslation();
  const money = useMoneyText();
  if (refunds.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="booking-refunds-title">
      <Title order={2} size="h5" mb="xs" id="booking-refunds-title">
        {t('payments.refund.title')}
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {refunds.map((refund) => (
          <li key={refund.createdAt} className="refund-line" data-status={refund.status}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={700}>{money(majorOf(refund.amountMinor, refund.currency as TCurrency), refund.currency)}</Text>
              <Text fw={600} size="sm" className="refund-status">
                {t(`payments.refund.${refund.status}`)}
              </Text>
            </Group>
            {refund.status === 'pending' ? (
              <Text size="sm" c="dimmed">
                {t('payments.refund.pendingHint')}
              </Text>
            ) : null}
            {refund.status === 'processed' && refund.processedAt ? (
              <Text size="sm" c="dimmed">
                {t('payments.refund.processedOn', { date: formatCalendarDay(refund.processedAt, i18n.language) })}
              </Text>
            ) : null}
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
