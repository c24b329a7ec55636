import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useCompleteInward } from '@servicebay/api-client';
import { inwardCompletionProblem, type TInward } from '@servicebay/domain';
import { DeferredModal } from '@servicebay/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, notifySuccess } from '../../../shared/notify';

type CompleteInwardDialogProps = { inward: TInward | null; workshopId: string; onClose: () => void };

/** A draft without a bill or challan number completed: one of the two is asked for first ('Bill no or delivery challan is mandatory to complete an inward'). */
export function CompleteInwardDialog({ inward, workshopId, onClose }: CompleteInwardDialogProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal
      opened={inward !== null}
      onClose={onClose}
      radius="lg"
      title={inward ? t('workshop.stock.inwards.completeTitle', { number: inward.number }) : ''}
    >
      {inward ? <CompleteInwardForm key={inward.inwardId} inward={inward} workshopId={workshopId} onClose={onClose} /> : null}
    </DeferredModal>
  );
}

function CompleteInwardForm({ inward, workshopId, onClose }: { inward: TInward; workshopId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const complete = useCompleteInward(workshopId);
  const [billNumber, setBillNumber] = useState('');
  const [challanNumber, setChallanNumber] = useState('');
  const [isMissing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const numbers = { billNumber: billNumber.trim() || null, challanNumber: challanNumber.trim() || null };
    if (inwardCompletionProblem(numbers)) return setMissing(true);
    complete.mutate(
      { inwardId: inward.inwardId, ...numbers },
      {
        onSuccess: (done) => {
          notifySuccess(t('workshop.stock.inwards.completed', { number: done.number }));
          onClose();
        },
      },
    );
  };
  const missingText = isMissing ? t('errors.stock/bill-or-challan-required') : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('workshop.stock.inwards.completeBody')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('workshop.stock.orders.inward.billNumber')}
            dir="ltr"
            autoComplete="off"
            maxLength={30}
            value={billNumber}
            error={missingText}
            onChange={(event) => setBillNumber(event.currentTarget.value)}
          />
          <TextInput
            label={t('workshop.stock.orders.inward.challanNumber')}
            dir="ltr"
            autoComplete="off"
            maxLength={30}
            value={challanNumber}
            onChange={(event) => setChallanNumber(event.currentTarget.value)}
          />
        </SimpleGrid>
        {complete.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(complete.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={complete.isPending}>
            {t('workshop.stock.orders.inward.complete')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
