import { Button, Group, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { ApiError, useCardInvoices, useIssueInvoice } from '@servicebay/api-client';
import type { TEstimate, TInvoice, TInvoiceKind } from '@servicebay/domain';
import { DeferredModal } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../../shared/formats';
import { CreditNoteDialog } from './credit-note-dialog';
import { apiErrorText, notifyApiError, notifySuccess } from '../../../../shared/notify';
import { openInvoicePdf } from '../../../../shared/open-invoice-pdf';

type CardRef = { workshopId: string; jobCardId: string };
type EstimateInvoicesProps = {
  card: CardRef;
  estimate: TEstimate;
  formats: Formats;
  canIssueProforma: boolean;
  canIssueTax: boolean;
  canCredit: boolean;
  canRead: boolean;
};

/**
 * The card's invoices (issue 27 part 3): a proforma of the approved work any time, the tax invoice
 * once the vehicle is ready; a workshop that numbers by hand is asked the number only then.
 */
export function EstimateInvoices({ card, estimate, formats, canIssueProforma, canIssueTax, canCredit, canRead }: EstimateInvoicesProps) {
  const { t } = useTranslation();
  const invoices = useCardInvoices(card, canRead);
  const issue = useIssueInvoice(card);
  const [askingNumber, setAskingNumber] = useState<TInvoiceKind | null>(null);
  const [number, setNumber] = useState('');
  const [crediting, setCrediting] = useState<TInvoice | null>(null);
  const issued = invoices.data ?? [];
  const hasTaxInvoice = issued.some((invoice) => invoice.kind === 'tax');

  const start = (kind: TInvoiceKind, typed?: string) =>
    issue.mutate(
      { kind, ...(typed ? { number: typed } : {}) },
      {
        onSuccess: (invoice) => {
          setAskingNumber(null);
          setNumber('');
          notifySuccess(t('workshop.estimate.invoices.issued', { kind: t(`workshop.estimate.invoices.kinds.${invoice.kind}`), number: invoice.number }));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'billing/invoice-number-required') setAskingNumber(kind);
          else if (!askingNumber) notifyApiError(error);
        },
      },
    );

  if (!canRead && !canIssueProforma) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="invoices-heading">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h5" id="invoices-heading">
          {t('workshop.estimate.invoices.heading')}
        </Title>
        <Group gap="xs">
          {canIssueProforma && estimate.lines.length > 0 ? (
            <Button variant="default" size="xs" loading={issue.isPending && issue.variables?.kind === 'proforma'} onClick={() => start('proforma')}>
              {t('workshop.estimate.invoices.proforma')}
            </Button>
          ) : null}
          {canIssueTax && !hasTaxInvoice && estimate.lines.length > 0 ? (
            <Button size="xs" loading={issue.isPending && issue.variables?.kind === 'tax'} onClick={() => start('tax')}>
              {t('workshop.estimate.invoices.tax')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {issued.length > 0 ? (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {issued.map((invoice) => (
            <Group component="li" key={invoice.invoiceId} justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} dir="ltr" ta="start">
                  {invoice.number}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    t(`workshop.estimate.invoices.kinds.${invoice.kind}`),
                    formats.day(invoice.day),
                    formats.money(invoice.totals.grandTotal, invoice.currency),
                  ].join(' · ')}
                </Text>
              </Stack>
              {canCredit && invoice.kind === 'tax' ? (
                <Button variant="subtle" size="compact-sm" onClick={() => setCrediting(invoice)}>
                  {t('workshop.estimate.invoices.creditNote')}
                </Button>
              ) : null}
              <Button variant="light" size="compact-sm" onClick={() => void openInvoicePdf(card.workshopId, invoice.invoiceId)}>
                {t('workshop.estimate.invoices.pdf')}
                <VisuallyHidden> {invoice.number}</VisuallyHidden>
              </Button>
            </Group>
          ))}
        </Stack>
      ) : null}
      <CreditNoteDialog workshopId={card.workshopId} invoice={crediting} onClose={() => setCrediting(null)} formats={formats} />
      <DeferredModal
        opened={askingNumber !== null}
        onClose={() => setAskingNumber(null)}
        title={t('workshop.estimate.invoices.numberTitle')}
        centered
        radius="lg"
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (askingNumber) start(askingNumber, number.trim());
          }}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('workshop.estimate.invoices.numberBody')}
            </Text>
            <TextInput
              label={t('workshop.estimate.invoices.number')}
              dir="ltr"
              maxLength={40}
              value={number}
              onChange={(event) => setNumber(event.currentTarget.value)}
              error={issue.isError && askingNumber ? apiErrorText(issue.error) : undefined}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setAskingNumber(null)}>
                {t('workshop.estimate.invoices.cancel')}
              </Button>
              <Button type="submit" loading={issue.isPending} disabled={number.trim() === ''}>
                {t('workshop.estimate.invoices.issue')}
              </Button>
            </Group>
          </Stack>
        </form>
      </DeferredModal>
    </Stack>
  );
}
