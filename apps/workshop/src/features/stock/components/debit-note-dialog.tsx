import { Alert, Button, Checkbox, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useIssueDebitNote } from '@servicebay/api-client';
import type { TInward } from '@servicebay/domain';
import { DeferredModal } from '@servicebay/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { apiErrorText, notifySuccess } from '../../../shared/notify';
import { debitNoteBodyOf, isolated, debitNoteProblem, newDebitNote, type DebitNoteProblem } from '../inward-forms';

type DebitNoteDialogProps = { inward: TInward | null; workshopId: string; onClose: () => void };

/**
 * A debit note on a completed inward (issue 28 part 7), as billing's credit note on an invoice: an
 * amount with tax or whole lines, a prefix and a reason; once per inward. A refusal ('Credit note
 * or debit note already generated' when another desk was first) shows here, with what was typed kept.
 */
export function DebitNoteDialog({ inward, workshopId, onClose }: DebitNoteDialogProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal
      opened={inward !== null}
      onClose={onClose}
      radius="lg"
      title={inward ? t('workshop.stock.inwards.debitDialog.title', { number: inward.number }) : ''}
    >
      {inward ? <DebitNoteForm key={inward.inwardId} inward={inward} workshopId={workshopId} onClose={onClose} /> : null}
    </DeferredModal>
  );
}

function DebitNoteForm({ inward, workshopId, onClose }: { inward: TInward; workshopId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const issue = useIssueDebitNote(workshopId);
  const [values, setValues] = useState(newDebitNote);
  const [problem, setProblem] = useState<DebitNoteProblem | null>(null);
  const change = (partial: Partial<typeof values>) => setValues((before) => ({ ...before, ...partial }));
  const money = (amount: number) => formats.money(amount, inward.currency);
  const problemAt = (field: DebitNoteProblem['field']) => {
    if (problem === null || problem.field !== field) return undefined;
    return 'code' in problem ? t(`errors.${problem.code}`) : t('workshop.stock.inwards.debitDialog.prefixRule');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = debitNoteProblem(inward, values);
    setProblem(found);
    if (found) return;
    issue.mutate(
      { inwardId: inward.inwardId, body: debitNoteBodyOf(values) },
      {
        onSuccess: (note) => {
          notifySuccess(t('workshop.stock.inwards.debitDialog.done', { number: note.number, amount: money(note.total) }));
          onClose();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('workshop.stock.inwards.debitDialog.intro', { amount: isolated(money(inward.amount)) })}
        </Text>
        <SegmentedControl
          value={values.basis}
          onChange={(basis) => change({ basis: basis as typeof values.basis })}
          data={[
            { value: 'amount', label: t('workshop.stock.inwards.debitDialog.byAmount') },
            { value: 'lines', label: t('workshop.stock.inwards.debitDialog.byLines') },
          ]}
        />
        {values.basis === 'amount' ? (
          <TextInput
            label={t('workshop.stock.inwards.debitDialog.amount')}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            value={values.amount}
            error={problemAt('amount')}
            onChange={(event) => change({ amount: event.currentTarget.value })}
          />
        ) : (
          <Checkbox.Group
            value={values.lineIds}
            onChange={(lineIds) => change({ lineIds })}
            label={t('workshop.stock.inwards.debitDialog.lines')}
            error={problemAt('lineIds')}
          >
            <Stack gap={6} mt={6}>
              {inward.lines.map((line) => (
                <Checkbox
                  key={line.inwardLineId}
                  value={line.inwardLineId}
                  label={
                    <>
                      <bdi>
                        {line.partNumber} · {line.name}
                      </bdi>{' '}
                      · <bdi>{t('workshop.stock.inwards.line', { quantity: formats.number(line.quantity), price: money(line.unitPrice) })}</bdi>
                    </>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('workshop.stock.inwards.debitDialog.prefix')}
            description={t('workshop.stock.inwards.debitDialog.prefixRule')}
            maxLength={6}
            dir="ltr"
            autoComplete="off"
            value={values.prefix}
            error={problemAt('prefix')}
            onChange={(event) => change({ prefix: event.currentTarget.value })}
          />
          <TextInput
            label={t('workshop.stock.inwards.debitDialog.reason')}
            maxLength={300}
            value={values.reason}
            onChange={(event) => change({ reason: event.currentTarget.value })}
          />
        </SimpleGrid>
        {issue.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(issue.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={issue.isPending}>
            {t('workshop.stock.inwards.debitDialog.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
