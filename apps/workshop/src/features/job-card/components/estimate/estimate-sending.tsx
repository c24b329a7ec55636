import { Alert, Button, Group, NativeSelect, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useRecordEstimateApproval, useResendEstimateLink, useSendEstimate } from '@servicebay/api-client';
import { STAFF_APPROVAL_CHANNELS, type TEstimate, type TEstimateVersionSummary } from '@servicebay/domain';
import { DeferredModal } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../../shared/formats';
import { apiErrorText, notifyApiError, notifySuccess, notifyWarning } from '../../../../shared/notify';

type CardRef = { workshopId: string; jobCardId: string };

/** The shares of the approved work a workshop asks in advance, as desks ask them. */
const ADVANCE_CHOICES = [0, 25, 50, 100] as const;
type EstimateSendingProps = { card: CardRef; estimate: TEstimate; formats: Formats };

/** Where the estimate stands with the customer, in one line: not sent, changed since, waiting, or answered (how, by whom). */
function SendingState({ estimate, formats }: { estimate: TEstimate; formats: Formats }) {
  const { t } = useTranslation();
  const latest: TEstimateVersionSummary | undefined = estimate.sending.versions[0];
  const text = (() => {
    if (!latest) return t('workshop.estimate.sending.notSent');
    if (estimate.sending.needsSending) return t('workshop.estimate.sending.changed', { version: latest.version });
    if (!latest.answeredAt || !latest.answeredVia)
      return t('workshop.estimate.sending.awaiting', { version: latest.version, when: formats.dateTime(latest.sentAt) });
    const via = t(`workshop.estimate.sending.via.${latest.answeredVia}`);
    const how = latest.answeredBy ? t('workshop.estimate.sending.takenBy', { how: via, name: latest.answeredBy }) : via;
    return t('workshop.estimate.sending.answered', {
      version: latest.version,
      when: formats.dateTime(latest.answeredAt),
      how,
      approved: latest.approvedCount,
      declined: latest.declinedCount,
    });
  })();
  const colour = !latest || estimate.sending.needsSending ? 'gray' : latest.answeredAt ? 'green' : 'yellow';
  return (
    <Alert color={colour} variant="light" py="xs" role="status">
      <Text size="sm">{text}</Text>
      {latest && latest.advancePercent > 0 ? (
        <Text size="sm" c="dimmed">
          {t('workshop.estimate.sending.advanceAsked', { percent: latest.advancePercent })}
        </Text>
      ) : null}
    </Alert>
  );
}

/**
 * Sending the estimate to the customer (issue 27 part 2): the next version with its link by SMS,
 * the link again, and an answer the customer gave at the desk or on a call.
 */
export function EstimateSending({ card, estimate, formats }: EstimateSendingProps) {
  const { t } = useTranslation();
  const send = useSendEstimate(card);
  const resend = useResendEstimateLink(card);
  const [recording, setRecording] = useState(false);
  const latest = estimate.sending.versions[0];
  // The share of approved work the customer pays with their answer; a walk-in has no app to pay in.
  const [advancePercent, setAdvancePercent] = useState(String(latest?.advancePercent ?? 0));
  const canSend = estimate.canChange && estimate.lines.length > 0 && estimate.sending.needsSending;
  const isWaiting = latest !== undefined && latest.answeredAt === null && !estimate.sending.needsSending;

  return (
    <Stack gap="xs">
      <SendingState estimate={estimate} formats={formats} />
      {estimate.canChange ? (
        <Group gap="xs" wrap="wrap">
          {canSend && estimate.sending.canAskAdvance ? (
            <NativeSelect
              aria-label={t('workshop.estimate.sending.advance')}
              value={advancePercent}
              onChange={(event) => setAdvancePercent(event.currentTarget.value)}
              data={ADVANCE_CHOICES.map((percent) => ({
                value: String(percent),
                label: percent === 0 ? t('workshop.estimate.sending.noAdvance') : t('workshop.estimate.sending.advanceChoice', { percent }),
              }))}
            />
          ) : null}
          {canSend ? (
            <Button
              loading={send.isPending}
              onClick={() =>
                send.mutate(estimate.sending.canAskAdvance ? { advancePercent: Number(advancePercent) } : {}, {
                  onSuccess: ({ link }) =>
                    link ? notifySuccess(t('workshop.estimate.sending.sent', { to: link.sentTo })) : notifyWarning(t('workshop.estimate.sending.sentNoLink')),
                  onError: (error) => notifyApiError(error),
                })
              }
            >
              {latest ? t('workshop.estimate.sending.sendAgain') : t('workshop.estimate.sending.send')}
            </Button>
          ) : null}
          {isWaiting ? (
            <>
              <Button
                variant="default"
                loading={resend.isPending}
                onClick={() =>
                  resend.mutate(undefined, {
                    onSuccess: (link) => notifySuccess(t('workshop.estimate.sending.resent', { to: link.sentTo })),
                    onError: (error) => notifyApiError(error),
                  })
                }
              >
                {t('workshop.estimate.sending.resend')}
              </Button>
              <Button variant="default" onClick={() => setRecording(true)}>
                {t('workshop.estimate.sending.record')}
              </Button>
            </>
          ) : null}
        </Group>
      ) : null}
      {latest ? (
        <RecordAnswerDialog card={card} estimate={estimate} version={latest.version} opened={recording} onClose={() => setRecording(false)} formats={formats} />
      ) : null}
    </Stack>
  );
}

type RecordAnswerDialogProps = { card: CardRef; estimate: TEstimate; version: number; opened: boolean; onClose: () => void; formats: Formats };

/** The customer's answer taken at the counter or by phone: each line approved or declined, how, and a note. */
function RecordAnswerDialog({ card, estimate, version, opened, onClose, formats }: RecordAnswerDialogProps) {
  const { t } = useTranslation();
  const record = useRecordEstimateApproval(card);
  const [answers, setAnswers] = useState<Record<string, 'approved' | 'declined'>>({});
  const [via, setVia] = useState<(typeof STAFF_APPROVAL_CHANNELS)[number]>('counter');
  const [note, setNote] = useState('');
  const isComplete = estimate.lines.every((line) => answers[line.lineId] !== undefined);
  const save = () =>
    record.mutate(
      { version, via, note: note.trim() || undefined, lines: estimate.lines.map((line) => ({ lineId: line.lineId, approval: answers[line.lineId]! })) },
      {
        onSuccess: () => {
          notifySuccess(t('workshop.estimate.sending.recorded'));
          onClose();
        },
      },
    );
  return (
    <DeferredModal opened={opened} onClose={onClose} title={t('workshop.estimate.sending.recordTitle', { version })} centered radius="lg" size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('workshop.estimate.sending.recordBody')}
        </Text>
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {estimate.lines.map((line) => (
            <Group component="li" key={line.lineId} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {line.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formats.money(line.total, estimate.currency)}
                </Text>
              </Stack>
              <SegmentedControl
                size="xs"
                aria-label={line.name}
                value={answers[line.lineId] ?? ''}
                onChange={(value) => setAnswers((before) => ({ ...before, [line.lineId]: value as 'approved' | 'declined' }))}
                data={[
                  { value: 'approved', label: t('workshop.estimate.sending.approve') },
                  { value: 'declined', label: t('workshop.estimate.sending.decline') },
                ]}
              />
            </Group>
          ))}
        </Stack>
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          onClick={() => setAnswers(Object.fromEntries(estimate.lines.map((line) => [line.lineId, 'approved'])))}
        >
          {t('workshop.estimate.sending.approveAll')}
        </Button>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="answer-how">
            {t('workshop.estimate.sending.how')}
          </Text>
          <SegmentedControl
            aria-labelledby="answer-how"
            value={via}
            onChange={(value) => setVia(value as typeof via)}
            data={STAFF_APPROVAL_CHANNELS.map((channel) => ({ value: channel, label: t(`workshop.estimate.sending.via.${channel}`) }))}
          />
        </Stack>
        <Textarea
          label={t('workshop.estimate.sending.note')}
          placeholder={t('workshop.estimate.sending.notePlaceholder')}
          maxLength={300}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {record.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(record.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('workshop.estimate.sending.keep')}
          </Button>
          <Button disabled={!isComplete} loading={record.isPending} onClick={save}>
            {t('workshop.estimate.sending.save')}
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
