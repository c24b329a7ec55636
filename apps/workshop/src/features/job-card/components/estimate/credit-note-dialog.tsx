import { Alert, Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useIssueCreditNote } from '@servicebay/api-client';
import type { TInvoice } from '@servicebay/domain';
import { DeferredModal } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../../shared/formats';
import { apiErrorText, notifySuccess } from '../../../../shared/notify';

type CreditNoteDialogProps = { workshopId: string; invoice: TInvoice | null; onClose: () => void; formats: Formats };

/** A credit note for a tax invoice (issue 27 part 6): an amount with tax, or whole lines, with the workshop's prefix and a reason. */
export function CreditNoteDialog({ workshopId, invoice, onClose, formats }: CreditNoteDialogProps) {
  const { t } = useTranslation();
  const issue = useIssueCreditNote(workshopId);
  const [basis, setBasis] = useState<'amount' | 'lines'>('amount');
  const [amount, setAmount] = useState('');
  const [lineIds, setLineIds] = useState<string[]>([]);
  const [prefix, setPrefix] = useState('CN');
  const [reason, setReason] = useState('');
  /** Closed, the dialog forgets what was typed: the next note starts afresh. */
  const close = () => {
    setBasis('amount');
    setAmount('');
    setLineIds([]);
    setReason('');
    issue.reset();
    onClose();
  };
  const save = () => {
    if (!invoice) return;
    const body = { prefix, reason: reason.trim() || undefined, ...(basis === 'amount' ? { amount: Number(amount) } : { lineIds }) };
    issue.mutate(
      { invoiceId: invoice.invoiceId, body },
      {
        onSuccess: (note) => {
          notifySuccess(t('workshop.estimate.invoices.credited', { number: note.number, amount: formats.money(note.total, note.currency) }));
          close();
        },
      },
    );
  };
  return (
    <DeferredModal
      opened={invoice !== null}
      onClose={onClose}
      title={t('workshop.estimate.invoices.creditTitle', { number: invoice?.number ?? '' })}
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('workshop.estimate.invoices.creditBody')}
        </Text>
        <SegmentedControl
          value={basis}
          onChange={(value) => setBasis(value as typeof basis)}
          data={[
            { value: 'amount', label: t('workshop.estimate.invoices.byAmount') },
            { value: 'lines', label: t('workshop.estimate.invoices.byLines') },
          ]}
        />
        {basis === 'amount' ? (
          <TextInput
            label={t('workshop.estimate.invoices.creditAmount')}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
          />
        ) : (
          <Checkbox.Group value={lineIds} onChange={setLineIds} label={t('workshop.estimate.invoices.byLines')}>
            <Stack gap={6} mt={6}>
              {invoice?.lines.map((line) => (
                <Checkbox key={line.lineId} value={line.lineId} label={`${line.name} · ${formats.money(line.total, invoice.currency)}`} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group grow>
          <TextInput
            label={t('workshop.estimate.invoices.prefix')}
            maxLength={6}
            dir="ltr"
            value={prefix}
            onChange={(event) => setPrefix(event.currentTarget.value)}
          />
          <TextInput label={t('workshop.estimate.invoices.reason')} maxLength={300} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        </Group>
        {issue.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(issue.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('workshop.estimate.invoices.cancel')}
          </Button>
          <Button loading={issue.isPending} onClick={save} disabled={basis === 'amount' ? amount.trim() === '' : lineIds.length === 0}>
            {t('workshop.estimate.invoices.issue')}
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
