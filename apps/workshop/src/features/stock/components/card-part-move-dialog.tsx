import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { ApiError, useMoveCardParts } from '@servicebay/api-client';
import type { TJobCardPart } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, useDomainForm } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../shared/formats';
import { apiErrorText, notifySuccess } from '../../../shared/notify';
import { mostFor, moveBodyOf, moveRules, moveValuesOf, type CardPartMove } from '../card-part-move';
import { PartPicker } from './part-picker';

type Moving = { move: CardPartMove; line: TJobCardPart };
type CardPartMoveDialogProps = {
  card: { workshopId: string; jobCardId: string };
  moving: Moving | null;
  formats: Formats;
  onClose: () => void;
};

/** The quantity dialog of an issue or a return; the API's refusal ('above on hand', 'above pending') shown inside it, in the reader's language. */
export function CardPartMoveDialog({ moving, onClose, ...props }: CardPartMoveDialogProps) {
  const { t } = useTranslation();
  const title = moving
    ? t(moving.move === 'issue' ? 'workshop.stock.cardParts.issueTitle' : 'workshop.stock.cardParts.returnTitle', { name: moving.line.name })
    : '';
  return (
    <DeferredModal opened={moving !== null} onClose={onClose} radius="lg" title={title} fullScreen={false}>
      {moving ? <MoveForm key={`${moving.move}-${moving.line.lineId}`} moving={moving} onClose={onClose} {...props} /> : null}
    </DeferredModal>
  );
}

function MoveForm({ card, moving, formats, onClose }: Omit<CardPartMoveDialogProps, 'moving'> & { moving: Moving }) {
  const { t } = useTranslation();
  const { move, line } = moving;
  const mutation = useMoveCardParts(card.workshopId);
  const form = useDomainForm({ initialValues: moveValuesOf(move, line), issueText: useIssueText(), ...moveRules(card.jobCardId, line) });
  // A part issued before is the line's part: a return, or the rest of an issue, takes that one.
  const isPartFixed = line.partId !== null;
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.submit((_, values) => {
    setRefusal(null);
    mutation.mutate(
      { kind: move, body: moveBodyOf(card.jobCardId, line, values) },
      {
        onSuccess: () => {
          notifySuccess(
            t(move === 'issue' ? 'workshop.stock.cardParts.issued' : 'workshop.stock.cardParts.returned', { quantity: values.quantity, name: line.name }),
          );
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'quantity') form.showIssue('quantity', { message: error.code });
          else setRefusal(apiErrorText(error));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {isPartFixed ? null : (
          <PartPicker
            workshopId={card.workshopId}
            label={t('workshop.stock.cardParts.part')}
            description={t('workshop.stock.cardParts.partHint')}
            value={form.values.partId}
            onChange={(partId) => form.setFieldValue('partId', partId)}
            error={form.errors.partId}
            initialSearch={line.partNo ?? line.name}
          />
        )}
        <TextInput
          label={t('workshop.stock.cardParts.quantity')}
          description={t('workshop.stock.cardParts.quantityHint', { most: formats.number(mostFor(move, line)) })}
          withAsterisk
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          {...form.getInputProps('quantity')}
        />
        {refusal ? (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t(move === 'issue' ? 'workshop.stock.cardParts.issue' : 'workshop.stock.cardParts.return')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
