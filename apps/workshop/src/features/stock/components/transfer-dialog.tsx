import { Alert, Button, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useCreateStockTransfer } from '@servicebay/api-client';
import type { TStaffMe } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, useDomainForm } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { notifySuccess } from '../../../shared/notify';
import { showRefusal } from '../../../shared/refusal-at-field';
import { destinationsFrom, newTransfer, transferFieldOfRefusal, transferRules } from '../transfer-forms';
import { AddPartLine, PartLines } from './part-lines';

type TransferDialogProps = { opened: boolean; onClose: () => void; workshopId: string; workshops: TStaffMe['workshops'] };

/**
 * A new transfer from this branch (issue 28 part 6): another branch of the brand the person works at,
 * and lines of parts, each showing what is on hand here. More than on hand is the API's refusal, shown
 * at the line it refused, with everything typed kept.
 */
export function TransferDialog({ opened, onClose, ...props }: TransferDialogProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={opened} onClose={onClose} size="lg" radius="lg" title={t('workshop.stock.transfers.form.title')}>
      {opened ? <TransferForm onClose={onClose} {...props} /> : null}
    </DeferredModal>
  );
}

function TransferForm({ workshopId, workshops, onClose }: Omit<TransferDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const formats = useFormats();
  const create = useCreateStockTransfer(workshopId);
  const destinations = destinationsFrom(workshops, workshopId);
  const form = useDomainForm({ initialValues: newTransfer(), issueText: useIssueText(), ...transferRules(workshopId) });
  // On hand here of each part picked, as the picker found it: the most a line can send.
  const [onHand, setOnHand] = useState<Record<string, number>>({});
  const submit = form.submit((body) =>
    create.mutate(body, {
      onSuccess: (transfer) => {
        notifySuccess(t('workshop.stock.transfers.form.created', { number: transfer.number }));
        onClose();
      },
      onError: (error) => showRefusal(form, error, transferFieldOfRefusal),
    }),
  );
  if (destinations.length === 0)
    return (
      <Alert color="gray" variant="light">
        {t('workshop.stock.transfers.form.noOtherBranch')}
      </Alert>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label={t('workshop.stock.transfers.form.to')}
          withAsterisk
          data={[{ value: '', label: '' }, ...destinations.map((branch) => ({ value: branch.workshopId, label: branch.name }))]}
          {...form.getInputProps('toBranchId')}
        />
        <PartLines
          form={form}
          workshopId={workshopId}
          onPicked={(part) => setOnHand((known) => ({ ...known, [part.partId]: part.stock.onHand }))}
          quantityHint={(partId) =>
            onHand[partId] === undefined ? undefined : t('workshop.stock.lines.onHandHere', { quantity: formats.number(onHand[partId]) })
          }
        />
        {/* Not autosize: its hidden measuring textarea stays in the page, pinned to the right, and scrolls an Arabic phone sideways. */}
        <Textarea label={t('workshop.stock.transfers.form.remarks')} rows={2} {...form.getInputProps('remarks')} />
        <Group justify="space-between">
          <AddPartLine onAdd={(line) => form.insertListItem('lines', line)} />
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('workshop.stock.transfers.form.create')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
