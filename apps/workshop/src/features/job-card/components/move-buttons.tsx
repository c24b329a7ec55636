import { Button, Group, Text } from '@mantine/core';
import { useMoveJobCard, useSendEstimate, type TJobCardMove } from '@servicebay/api-client';
import type { CountryCode, TJobCard } from '@servicebay/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, notifyApiError, notifySuccess, notifyWarning } from '../../../shared/notify';
import { RemarksDialog } from '../../../shared/remarks-dialog';
import { movesOf, type Move } from '../move-rules';
import { PickupDialog } from './pickup-dialog';

type MoveButtonsProps = { card: TJobCard; workshopId: string; brand: { countryCode: CountryCode; digitCount: number } };

/**
 * The moves the caller's role may make now, as buttons in the business's words; cancelling and a
 * rejected estimate ask the remarks the customer reads, scheduling a pickup the driver and time.
 */
export function MoveButtons({ card, workshopId, brand }: MoveButtonsProps) {
  const { t } = useTranslation();
  const move = useMoveJobCard();
  // 'Send estimate' sends it: the lines frozen as a version the customer answers, not a bare move.
  const sendEstimate = useSendEstimate({ workshopId, jobCardId: card.jobCardId });
  const [asking, setAsking] = useState<Move | null>(null);
  const moves = movesOf(card);

  const labelOf = ({ label }: Move) => ('special' in label ? t(`workshop.jobCard.moves.${label.special}`) : t(`workshop.jobCard.moves.to.${label.status}`));

  function make(body: TJobCardMove) {
    move.mutate(
      { workshopId, jobCardId: card.jobCardId, move: body },
      {
        onSuccess: (moved) => {
          setAsking(null);
          notifySuccess(t('workshop.jobCard.moves.moved', { number: moved.jobCardNo, status: t(`workshop.jobCardStatuses.${moved.status}`) }));
        },
        // In a dialog the refusal shows there; a plain move's as a toast ('This step is not allowed now' when another desk moved first).
        onError: (error) => (asking ? undefined : notifyApiError(error)),
      },
    );
  }

  function start(chosen: Move) {
    move.reset();
    if (chosen.to === 'estimate')
      sendEstimate.mutate(undefined, {
        onSuccess: ({ link }) =>
          link ? notifySuccess(t('workshop.estimate.sending.sent', { to: link.sentTo })) : notifyWarning(t('workshop.estimate.sending.sentNoLink')),
        onError: (error) => notifyApiError(error),
      });
    else if (chosen.asks === 'nothing') make({ status: chosen.to });
    else setAsking(chosen);
  }

  if (moves.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('workshop.jobCard.moves.none')}
      </Text>
    );
  }
  const refusal = move.isError && asking ? apiErrorText(move.error) : null;
  const slotStart = card.slot ? `${card.slot.date}T${card.slot.startTime}` : '';
  return (
    <>
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('workshop.jobCard.moves.heading')}>
        {moves.map((candidate) => (
          <Button
            key={candidate.to}
            variant={candidate.isPrimary ? 'filled' : candidate.isDangerous ? 'outline' : 'default'}
            color={candidate.isDangerous ? 'red.9' : undefined}
            loading={(move.isPending && move.variables?.move.status === candidate.to && !asking) || (candidate.to === 'estimate' && sendEstimate.isPending)}
            disabled={move.isPending && move.variables?.move.status !== candidate.to}
            onClick={() => start(candidate)}
          >
            {labelOf(candidate)}
          </Button>
        ))}
      </Group>
      <PickupDialog
        opened={asking?.asks === 'pickup'}
        brand={brand}
        slotStart={slotStart}
        isPending={move.isPending}
        refusal={refusal}
        onConfirm={(pickup) => make({ status: 'pickupScheduled', pickup })}
        onClose={() => setAsking(null)}
      />
      <RemarksDialog
        opened={asking?.asks === 'remarks'}
        title={
          asking?.to === 'estimationRejected'
            ? t('workshop.jobCard.remarksDialog.estimationRejected', { number: card.jobCardNo })
            : t('workshop.jobCard.remarksDialog.cancelled', { number: card.jobCardNo })
        }
        body={t('workshop.jobCard.remarksDialog.body')}
        label={t('workshop.jobCard.remarksDialog.remarks')}
        confirmLabel={asking ? labelOf(asking) : ''}
        cancelLabel={t('workshop.jobCard.remarksDialog.keep')}
        isPending={move.isPending}
        refusal={refusal}
        onConfirm={(remarks) => asking && make({ status: asking.to, remarks })}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
