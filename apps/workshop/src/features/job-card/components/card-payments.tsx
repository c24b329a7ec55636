import { Alert, Button, Divider, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { printPaths, useCardBill, useTakePayment } from '@servicebay/api-client';
import { DESK_PAYMENT_MODES, isCurrency, majorOf, minorOf, ZPaymentBody, type TCardBill, type TPaymentBody } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, useDomainForm } from '@servicebay/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withFieldRuleCodes } from '../../../shared/field-rule-codes';
import type { Formats } from '../../../shared/formats';
import { notifySuccess } from '../../../shared/notify';
import { showRefusal } from '../../../shared/refusal-at-field';
import { PrintButton } from './print-button';

type CardRef = { workshopId: string; jobCardId: string };
type CardPaymentsProps = { card: CardRef; canTake: boolean; formats: Formats };

type PaymentValues = {
  mode: (typeof DESK_PAYMENT_MODES)[number];
  amount: string;
  amountTendered: string;
  chequeNo: string;
  bankName: string;
  reference: string;
};
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The cashier's view of a job card (issue 27 part 5): what the tax invoice comes to, what was paid and how, and what is due. */
export function CardPayments({ card, canTake, formats }: CardPaymentsProps) {
  const { t } = useTranslation();
  const bill = useCardBill(card);
  const [taking, setTaking] = useState(false);
  if (!bill.data) return null;
  const data = bill.data;
  const money = (amount: number) => formats.money(amount, data.currency);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="payments-heading">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="payments-heading">
            {t('workshop.payments.heading')}
          </Title>
          {canTake && data.invoiceNumber && data.balance > 0 ? (
            <Button size="xs" onClick={() => setTaking(true)}>
              {t('workshop.payments.take')}
            </Button>
          ) : null}
        </Group>
        {data.invoiceNumber ? (
          <>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('workshop.payments.total', { number: data.invoiceNumber })}
              </Text>
              <Text size="sm" fw={600}>
                {money(data.grandTotal)}
              </Text>
            </Group>
            {data.payments.map((payment) => (
              // Two lines, so the side panel's narrow column holds them: how and how much, then the receipt and its print.
              <Stack key={payment.paymentId} gap={2}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm">{t(`workshop.payments.modes.${payment.mode}`)}</Text>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    − {money(payment.amount)}
                  </Text>
                </Group>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="xs" c="dimmed" style={{ minWidth: 0 }}>
                    {[
                      payment.receiptNo ? t('workshop.payments.receipt', { receipt: payment.receiptNo }) : null,
                      formats.day(payment.paymentDate),
                      payment.chequeNo,
                      payment.receivedBy,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <PrintButton
                    path={
                      payment.mode === 'advance'
                        ? printPaths.advanceReceipt(card.workshopId, card.jobCardId)
                        : printPaths.receipt(card.workshopId, payment.paymentId)
                    }
                    label={t('workshop.payments.printReceipt')}
                    of={payment.receiptNo ?? t(`workshop.payments.modes.${payment.mode}`)}
                    variant="subtle"
                  />
                </Group>
              </Stack>
            ))}
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>{data.balance > 0 ? t('workshop.payments.balance') : t('workshop.payments.settled')}</Text>
              <Text fw={700} size="lg" c={data.balance > 0 ? 'red.9' : 'teal.9'}>
                {money(Math.max(0, data.balance))}
              </Text>
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('workshop.payments.noInvoice')}
          </Text>
        )}
      </Stack>
      {canTake ? <TakePaymentDialog card={card} bill={data} opened={taking} onClose={() => setTaking(false)} formats={formats} /> : null}
    </Paper>
  );
}

type TakePaymentDialogProps = { card: CardRef; bill: TCardBill; opened: boolean; onClose: () => void; formats: Formats };

/** One payment: the balance offered, the change worked out for cash, a cheque's number and bank. */
function TakePaymentDialog({ card, bill, opened, onClose, formats }: TakePaymentDialogProps) {
  const { t } = useTranslation();
  const take = useTakePayment(card);
  const initialValues: PaymentValues = { mode: 'cash', amount: String(bill.balance), amountTendered: '', chequeNo: '', bankName: '', reference: '' };
  const form = useDomainForm<PaymentValues, TPaymentBody>({
    initialValues,
    issueText: useIssueText(),
    schema: withFieldRuleCodes(ZPaymentBody),
    toInput: (values) => ({
      mode: values.mode,
      amount: values.amount.trim(),
      amountTendered: values.mode === 'cash' ? orNull(values.amountTendered) : null,
      chequeNo: values.mode === 'cheque' ? orNull(values.chequeNo) : null,
      bankName: values.mode === 'cheque' || values.mode === 'bankTransfer' ? orNull(values.bankName) : null,
      reference: values.mode === 'card' || values.mode === 'bankTransfer' ? orNull(values.reference) : null,
    }),
  });
  // Each opening offers the balance as it stands now (a payment taken since lowered it).
  // Only when it opens: the form's setters are not stable, and a re-render must not wipe what is typed.
  const wasOpened = useRef(false);
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (opened && !wasOpened.current) {
      const fresh: PaymentValues = { mode: 'cash', amount: String(bill.balance), amountTendered: '', chequeNo: '', bankName: '', reference: '' };
      setValues(fresh);
      resetDirty(fresh);
    }
    wasOpened.current = opened;
  }, [opened, bill.balance, setValues, resetDirty]);
  const { mode, amount, amountTendered } = form.values;
  // The change in minor units (money.ts): what the customer gets back for the cash handed over.
  const change =
    mode === 'cash' && isCurrency(bill.currency) && Number(amountTendered) > Number(amount)
      ? majorOf(minorOf(Number(amountTendered), bill.currency) - minorOf(Number(amount), bill.currency), bill.currency)
      : null;
  const submit = form.submit((payment) =>
    take.mutate(payment, {
      onSuccess: (after) => {
        const receipt = after.payments.at(-1)?.receiptNo ?? '';
        notifySuccess(t('workshop.payments.taken', { amount: formats.money(Number(amount), bill.currency), receipt }));
        onClose();
      },
      onError: (error) => showRefusal(form, error),
    }),
  );
  return (
    <DeferredModal opened={opened} onClose={onClose} title={t('workshop.payments.dialogTitle')} centered radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="payment-mode">
              {t('workshop.payments.mode')}
            </Text>
            <SegmentedControl
              aria-labelledby="payment-mode"
              fullWidth
              data={DESK_PAYMENT_MODES.map((each) => ({ value: each, label: t(`workshop.payments.modes.${each}`) }))}
              {...form.getInputProps('mode')}
            />
          </Stack>
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label={t('workshop.payments.amount')}
              inputMode="decimal"
              rightSection={<Text size="xs">{bill.currency}</Text>}
              rightSectionWidth={44}
              {...form.getInputProps('amount')}
            />
            {mode === 'cash' ? <TextInput label={t('workshop.payments.amountTendered')} inputMode="decimal" {...form.getInputProps('amountTendered')} /> : null}
            {mode === 'cheque' ? (
              <TextInput label={t('workshop.payments.chequeNo')} inputMode="numeric" maxLength={6} {...form.getInputProps('chequeNo')} />
            ) : null}
            {mode === 'cheque' || mode === 'bankTransfer' ? <TextInput label={t('workshop.payments.bankName')} {...form.getInputProps('bankName')} /> : null}
            {mode === 'card' || mode === 'bankTransfer' ? (
              <TextInput label={t('workshop.payments.reference')} dir="ltr" {...form.getInputProps('reference')} />
            ) : null}
          </SimpleGrid>
          {change !== null ? (
            <Alert color="blue" variant="light" py="xs">
              {t('workshop.payments.change', { amount: formats.money(change, bill.currency) })}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('workshop.payments.cancel')}
            </Button>
            <Button type="submit" loading={take.isPending}>
              {t('workshop.payments.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DeferredModal>
  );
}
