import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useCancelInward, useCompleteInward, useInwards } from '@servicebay/api-client';
import { canAccess, type TInward, type TStaffMe } from '@servicebay/domain';
import { ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { apiErrorText, notifyApiError, notifySuccess } from '../../../shared/notify';
import { CompleteInwardDialog } from './complete-inward-dialog';
import { DebitNoteDialog } from './debit-note-dialog';
import { InwardCard } from './inward-card';
import { VendorReturnDialog } from './vendor-return-dialog';

type InwardsScreenProps = { me: TStaffMe; workshop: TStaffMe['workshops'][number] };

/**
 * Inwards (issue 28 parts 4, 5 and 7): the latest goods receipts; a draft completed (its bill or
 * challan asked for if it has neither) or cancelled; parts of a completed one sent back to the
 * vendor, and its one debit note raised.
 */
export function InwardsScreen({ me, workshop }: InwardsScreenProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { workshopId } = workshop;
  const inwards = useInwards(workshopId);
  const complete = useCompleteInward(workshopId);
  const cancel = useCancelInward(workshopId);
  const canChange = canAccess(me.role, 'inventory', 'change');
  const [completing, setCompleting] = useState<TInward | null>(null);
  const [returning, setReturning] = useState<TInward | null>(null);
  const [debiting, setDebiting] = useState<TInward | null>(null);

  // A draft that has its bill or challan completes at once; one without asks for it first.
  const completeNow = (inward: TInward) => {
    if (!inward.billNumber && !inward.challanNumber) return setCompleting(inward);
    complete.mutate(
      { inwardId: inward.inwardId },
      { onSuccess: (done) => notifySuccess(t('workshop.stock.inwards.completed', { number: done.number })), onError: (error) => notifyApiError(error) },
    );
  };
  const cancelNow = (inward: TInward) =>
    cancel.mutate(inward.inwardId, {
      onSuccess: (done) => notifySuccess(t('workshop.stock.inwards.cancelled', { number: done.number })),
      onError: (error) => notifyApiError(error),
    });
  const busyId = complete.isPending ? complete.variables?.inwardId : cancel.isPending ? cancel.variables : undefined;

  return (
    <>
      <ScreenHeader title={t('workshop.stock.inwards.heading')} description={t('workshop.stock.inwards.intro', { workshop: workshop.name })} />
      {inwards.isPending ? (
        <SectionLoader label={t('workshop.stock.inwards.loading')} />
      ) : inwards.isError ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(inwards.error)}
        </Alert>
      ) : inwards.data.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {t('workshop.stock.inwards.none')}
          </Text>
        </Paper>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {inwards.data.map((inward) => (
            <InwardCard
              key={inward.inwardId}
              inward={inward}
              formats={formats}
              canChange={canChange}
              isBusy={busyId === inward.inwardId}
              onComplete={completeNow}
              onCancel={cancelNow}
              onReturn={setReturning}
              onDebitNote={setDebiting}
            />
          ))}
        </Stack>
      )}
      <CompleteInwardDialog inward={completing} workshopId={workshopId} onClose={() => setCompleting(null)} />
      <VendorReturnDialog inward={returning} workshopId={workshopId} onClose={() => setReturning(null)} />
      <DebitNoteDialog inward={debiting} workshopId={workshopId} onClose={() => setDebiting(null)} />
    </>
  );
}
