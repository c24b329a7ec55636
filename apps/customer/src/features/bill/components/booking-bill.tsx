import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TBooking, TBookingBill } from '@servicebay/domain';
import { CheckCircleIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '../../../shared/day-text';
import { useMoneyText } from '../../../shared/money-text';
import { POSITIVE_TEXT } from '../../../shared/positive-badge';
import { InvoiceButton } from './invoice-button';
import '../bill.css';

type Row = { key: string; label: string; amount: number; isSaving?: boolean };

/**
 * A booking's bill once its job card has one (customer spec sections 3 and 9; ARCHITECTURE.md
 * section 10, one truth): the breakdown of the approved estimate, then of the tax invoice (parts,
 * labour, discount, tax, total), every payment (the advance, the desk's, the online ones) and the
 * balance due, and the Invoice once issued. Pay is the payment banner's, at the top.
 */
export function BookingBill({ booking, bill }: { booking: TBooking; bill: TBookingBill }) {
  const { t, i18n } = useTranslation();
  const format = useMoneyText();
  const { estimate } = booking;
  const money = (amount: number) => format(amount, estimate.currency);
  const rows: Row[] = [
    { key: 'parts', label: t('bill.parts'), amount: estimate.partsTotal },
    { key: 'labour', label: t('bill.labour'), amount: estimate.labourTotal },
    ...(estimate.discount > 0 ? [{ key: 'discount', label: t('bill.discount'), amount: estimate.discount, isSaving: true }] : []),
    { key: 'tax', label: t('bill.tax'), amount: estimate.totalTax },
  ];
  const isSettled = bill.balance === 0 && bill.source === 'invoice';
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="booking-bill-title" className="booking-bill">
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
        <div>
          <Title order={2} size="h5" id="booking-bill-title">
            {t('bill.title')}
          </Title>
          <Text size="xs" c="dimmed" dir="auto">
            {bill.invoiceNumber ? t('bill.fromInvoice', { number: bill.invoiceNumber }) : t('bill.fromEstimate', { jobCardNo: bill.jobCardNo })}
          </Text>
        </div>
        {bill.invoiceNumber ? <InvoiceButton bookingId={booking.bookingId} invoiceNumber={bill.invoiceNumber} /> : null}
      </Group>
      <Stack gap={6}>
        {rows.map((row) => (
          <Group key={row.key} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" className={row.isSaving ? 'bill-saving' : undefined}>
              {row.label}
            </Text>
            {/* A minus stays before its amount in Arabic too. */}
            <Text
              size="sm"
              fw={500}
              className={row.isSaving ? 'bill-saving' : undefined}
              dir={row.isSaving ? 'ltr' : undefined}
              style={{ whiteSpace: 'nowrap' }}
            >
              {row.isSaving ? `− ${money(row.amount)}` : money(row.amount)}
            </Text>
          </Group>
        ))}
        <Divider />
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fw={700}>{t('bill.total')}</Text>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {money(bill.grandTotal)}
          </Text>
        </Group>
      </Stack>
      {bill.payments.length > 0 ? (
        <section aria-labelledby="booking-bill-payments" className="bill-payments">
          <Title order={3} size="h6" id="booking-bill-payments" mb={6}>
            {t('bill.payments')}
          </Title>
          <Stack component="ul" gap={8} p={0} m={0} style={{ listStyle: 'none' }}>
            {bill.payments.map((payment, index) => (
              <Group component="li" key={`${payment.receiptNo ?? payment.mode}-${index}`} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm">{t(`bill.modes.${payment.mode}`)}</Text>
                  <Text size="xs" c="dimmed">
                    {formatCalendarDay(payment.paymentDate, i18n.language)}
                    {payment.receiptNo ? (
                      <>
                        {' · '}
                        <span dir="ltr">{t('bill.receipt', { number: payment.receiptNo })}</span>
                      </>
                    ) : null}
                  </Text>
                </div>
                <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {money(payment.amount)}
                </Text>
              </Group>
            ))}
          </Stack>
        </section>
      ) : null}
      <div className="bill-due" data-settled={isSettled} aria-live="polite" aria-atomic="true">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">{t('bill.paid')}</Text>
          <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
            {money(bill.paid)}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="sm" mt={4}>
          <Text fw={700}>{t('bill.balance')}</Text>
          {isSettled ? (
            <Group component="span" gap={6} c={POSITIVE_TEXT} wrap="nowrap">
              <CheckCircleIcon size={18} />
              <Text component="span" fw={800}>
                {t('bill.paidInFull')}
              </Text>
            </Group>
          ) : (
            <Text fw={800} size="lg" className="bill-balance" style={{ whiteSpace: 'nowrap' }}>
              {money(bill.balance)}
            </Text>
          )}
        </Group>
      </div>
      {bill.source === 'estimate' ? (
        <Text size="xs" c="dimmed" mt="sm">
          {t('bill.estimateNote')}
        </Text>
      ) : null}
    </Paper>
  );
}
