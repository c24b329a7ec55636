import { Alert, Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { printPaths, useChangeEstimate, useEstimate, type EstimateChange } from '@servicebay/api-client';
import { canAccess, type TEstimate, type TEstimateLine, type TEstimateLineFields, type TStaffRole } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, SectionLoader, useDomainForm } from '@servicebay/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../../shared/formats';
import { apiErrorText, notifyApiError, notifySuccess } from '../../../../shared/notify';
import { showRefusal } from '../../../../shared/refusal-at-field';
import { blankLineValues, estimateLineRules, lineValuesOf, totalsWithDraft } from '../../estimate-form';
import { PrintButton } from '../print-button';
import { CatalogueLabour } from './catalogue-labour';
import { EstimateLineForm } from './estimate-line-form';
import { EstimateInvoices } from './estimate-invoices';
import { EstimateLines, type LabourLineExtra } from './estimate-lines';
import { EstimateSending } from './estimate-sending';
import { EstimateTotals } from './estimate-totals';
import './estimate.css';

type EstimateSectionProps = {
  card: { workshopId: string; jobCardId: string };
  role: TStaffRole;
  /** The card is invoiced or closed: its lines no longer change, whoever reads them. */
  isClosed: boolean;
  /** The vehicle is ready for delivery: the state machine's moment for the tax invoice. */
  isReadyToInvoice: boolean;
  labourLineExtra?: LabourLineExtra | null;
};

/** The job card's estimate (issue 27 part 1): its lines, the entry of a line, and the totals, live as the desk types. */
export function EstimateSection({ card, role, isClosed, isReadyToInvoice, labourLineExtra = null }: EstimateSectionProps) {
  const { t } = useTranslation();
  const estimate = useEstimate(card);
  if (estimate.isPending) return <SectionLoader label={t('workshop.estimate.loading')} />;
  if (estimate.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {apiErrorText(estimate.error)}
      </Alert>
    );
  return (
    <EstimateEditor
      card={card}
      role={role}
      isClosed={isClosed}
      isReadyToInvoice={isReadyToInvoice}
      labourLineExtra={labourLineExtra}
      estimate={estimate.data}
    />
  );
}

function EstimateEditor({ card, role, isClosed, isReadyToInvoice, labourLineExtra, estimate }: EstimateSectionProps & { estimate: TEstimate }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const change = useChangeEstimate(card);
  const [editing, setEditing] = useState<TEstimateLine | null>(null);
  const [removing, setRemoving] = useState<TEstimateLine | null>(null);
  const nameInput = useRef<HTMLInputElement | null>(null);
  const rules = useMemo(() => estimateLineRules(estimate), [estimate]);
  const form = useDomainForm<ReturnType<typeof blankLineValues>, TEstimateLineFields>({
    initialValues: blankLineValues(estimate),
    issueText: useIssueText(),
    ...rules,
  });
  const draftTotals = form.isDirty() ? totalsWithDraft(estimate, form.values, editing?.lineId ?? null) : null;

  /** Back to a new line of the same kind, the cursor in its name: the next line is typed at once. */
  const startOver = () => {
    const blank = blankLineValues(estimate, form.values.kind);
    setEditing(null);
    form.setValues(blank);
    form.resetDirty(blank);
    nameInput.current?.focus();
  };

  const send = (request: Exclude<EstimateChange, { kind: 'remove' }>, done: string) =>
    change.mutate(request, {
      onSuccess: () => {
        notifySuccess(done);
        startOver();
      },
      onError: (error) => showRefusal(form, error, (field) => (field === 'discountPercentage' ? 'discount' : field in form.values ? field : undefined)),
    });

  const submit = form.submit((line, values) =>
    editing
      ? send({ kind: 'change', lineId: editing.lineId, line }, t('workshop.estimate.form.saved'))
      : send({ kind: 'add', line }, t('workshop.estimate.form.added', { name: values.name.trim() })),
  );
  const edit = (line: TEstimateLine) => {
    setEditing(line);
    form.setValues(lineValuesOf(line));
    form.resetDirty(lineValuesOf(line));
    nameInput.current?.focus();
  };

  const canChange = estimate.canChange;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="estimate-heading" className="estimate-section">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Title order={2} size="h4" id="estimate-heading">
              {t('workshop.estimate.heading')}
            </Title>
            <Badge variant="light" color="gray">
              {t('workshop.estimate.lineCount', { count: estimate.lines.length })}
            </Badge>
          </Group>
          <Group gap="sm">
            {estimate.lines.length > 0 ? (
              <PrintButton path={printPaths.estimate(card.workshopId, card.jobCardId)} label={t('workshop.estimate.print')} variant="default" size="xs" />
            ) : null}
            <Text fw={700} size="lg" aria-label={t('workshop.estimate.totals.grandTotal')}>
              {formats.money(estimate.totals.grandTotal, estimate.currency)}
            </Text>
          </Group>
        </Group>
        <EstimateSending card={card} estimate={estimate} formats={formats} />
        {!canChange ? (
          <Alert color="gray" variant="light">
            {isClosed ? t('workshop.estimate.closed') : t('workshop.estimate.readOnly')}
          </Alert>
        ) : null}
        {estimate.lines.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('workshop.estimate.empty')}
          </Text>
        ) : (
          <EstimateLines
            estimate={estimate}
            formats={formats}
            editingLineId={editing?.lineId ?? null}
            onEdit={canChange ? edit : null}
            onRemove={canChange ? setRemoving : null}
            labourLineExtra={labourLineExtra}
          />
        )}
        <Grid gap="md">
          {canChange ? (
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="lg">
                <EstimateLineForm
                  estimate={estimate}
                  card={card}
                  form={form}
                  editing={editing}
                  nameInput={nameInput}
                  isSaving={change.isPending}
                  formats={formats}
                  onSubmit={submit}
                  onCancel={startOver}
                  onService={(request, name) => send(request, t('workshop.estimate.form.addedService', { name }))}
                />
                <CatalogueLabour workshopId={card.workshopId} isSaving={change.isPending} onAdd={send} />
              </Stack>
            </Grid.Col>
          ) : null}
          <Grid.Col span={{ base: 12, md: 4 }} offset={{ base: 0, md: canChange ? 0 : 8 }}>
            <Stack gap="md">
              <EstimateTotals estimate={estimate} totals={draftTotals ?? estimate.totals} isDraft={draftTotals !== null} formats={formats} />
              <EstimateInvoices
                card={card}
                estimate={estimate}
                formats={formats}
                canRead={canAccess(role, 'invoices', 'read')}
                canIssueProforma={canAccess(role, 'estimates', 'change')}
                canIssueTax={canAccess(role, 'invoices', 'change') && isReadyToInvoice}
                canCredit={canAccess(role, 'invoices', 'change')}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <DeferredModal opened={removing !== null} onClose={() => setRemoving(null)} title={t('workshop.estimate.removeTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{t('workshop.estimate.removeBody', { name: removing?.name ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('workshop.estimate.keep')}
            </Button>
            <Button
              color="red"
              loading={change.isPending}
              onClick={() => {
                const line = removing!;
                change.mutate(
                  { kind: 'remove', lineId: line.lineId },
                  {
                    onSuccess: () => {
                      setRemoving(null);
                      notifySuccess(t('workshop.estimate.removed', { name: line.name }));
                      if (line.lineId === editing?.lineId) startOver();
                    },
                    onError: (error) => notifyApiError(error),
                  },
                );
              }}
            >
              {t('workshop.estimate.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </DeferredModal>
    </Paper>
  );
}
