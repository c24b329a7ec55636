import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ApiError, useClientProfile } from '@servicebay/api-client';
import { isCurrency, majorOf, moneyLocale, workAdvanceOf, type TCustomerEstimate, type TEstimateAnswerBody } from '@servicebay/domain';
import { CheckCircleIcon } from '@servicebay/ui';
import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMomentDay } from '../../../shared/day-text';
import { useMoneyText } from '../../../shared/money-text';
import { notifyApiError, notifySuccess } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { answerBody, choicesOf, estimateBill, linesLeft, type TLineChoice, type TLineChoices } from '../estimate-bill';
import { EstimateBillDetails } from './estimate-bill-details';
import { EstimateLineItem } from './estimate-line-item';
import '../estimates.css';

type EstimateAnswerMutation = UseMutationResult<TCustomerEstimate, Error, TEstimateAnswerBody>;

type EstimateAnswerProps = {
  estimate: TCustomerEstimate;
  answer: EstimateAnswerMutation;
  /** Reads the estimate again: after a refusal because the workshop changed or answered it meanwhile. */
  refresh: () => Promise<unknown>;
  /**
   * Approves and pays the advance the workshop asks on the approved lines, in one step (the booking
   * in the app); absent where no payment can be taken (the link page sends the customer to the app).
   */
  payAdvance?: { start: (body: TEstimateAnswerBody, handlers: { onError: (error: unknown) => void }) => void; isBusy: boolean };
};

/** A button label that may take two lines: the button grows with it. */
const PAY_LABEL_WRAPS = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 },
} as const;

/** Refusals that mean the estimate shown is not the one to answer any more: read it again. */
const isStale = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.code === 'billing/estimate-outdated' || error.code === 'billing/estimate-answered');

/**
 * The workshop's estimate as the customer answers it (issue 27 part 2), on a booking's details and
 * on the page a link opens: each line approved or declined, the bill moving as lines are declined,
 * one Send once every line has an answer; then the answers read-only with the day they were given.
 * An answer refused because the workshop changed the estimate meanwhile reads the latest one and
 * says so; the choices start again on it.
 */
export function EstimateAnswer({ estimate, answer, refresh, payAdvance }: EstimateAnswerProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  // A later version than the one first shown (the answer was refused for it, or the live stream
  // brought it) is said to be new: the choices made on the old one are gone.
  const [firstVersion] = useState(estimate.version);
  const isChanged = estimate.version > firstVersion && estimate.canAnswer;

  const onError = (error: unknown) => {
    if (isStale(error)) void refresh();
    if (!isStale(error) || error.code === 'billing/estimate-answered') notifyApiError(error);
  };
  const send = (body: TEstimateAnswerBody, isPaying: boolean) =>
    isPaying && payAdvance ? payAdvance.start(body, { onError }) : answer.mutate(body, { onSuccess: () => notifySuccess(t('estimates.sent')), onError });

  const isAnswered = estimate.answeredAt !== null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={titleId}>
              {t('estimates.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('estimates.sentOn', { jobCardNo: estimate.jobCardNo, date: formatMomentDay(estimate.sentAt, i18n.language) })}
            </Text>
            {estimate.version > 1 ? (
              <Text size="sm" c="dimmed">
                {t('estimates.revised', { version: estimate.version })}
              </Text>
            ) : null}
          </div>
          {isAnswered ? (
            <Badge variant="filled" color="#1b6e34" radius="sm">
              {t('estimates.status.answered')}
            </Badge>
          ) : estimate.canAnswer ? (
            <Badge variant="filled" color="#9a3c00" radius="sm">
              {t('estimates.status.waiting')}
            </Badge>
          ) : null}
        </Group>
        {isChanged ? (
          <Alert color="yellow" c="#7c2d12" role="status">
            {t('estimates.changed')}
          </Alert>
        ) : null}
        {!estimate.canAnswer && !isAnswered ? (
          <Alert color="gray" role="status">
            {t('estimates.beingRevised')}
          </Alert>
        ) : null}
        {/* A new version (or its answer) starts the choices again from its own lines. */}
        <EstimateChoices
          key={`${estimate.version}|${estimate.answeredAt ?? ''}`}
          estimate={estimate}
          isSending={answer.isPending || (payAdvance?.isBusy ?? false)}
          canPay={payAdvance !== undefined}
          onSend={send}
        />
      </Stack>
    </Paper>
  );
}

/** The money and the figures of the estimate, in the reader's language and the brand's country's grouping. */
function useEstimateFormats(currency: string) {
  const { i18n } = useTranslation();
  const moneyText = useMoneyText();
  const { countryCode } = useClientProfile();
  const locale = moneyLocale(i18n.language, countryCode);
  const figures = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }), [locale]);
  const money = useCallback((amount: number) => moneyText(amount, currency), [moneyText, currency]);
  return { money, number: (value: number) => figures.format(value) };
}

type EstimateChoicesProps = {
  estimate: TCustomerEstimate;
  isSending: boolean;
  /** Whether the advance can be paid here (the booking in the app, not the link page). */
  canPay: boolean;
  onSend: (body: TEstimateAnswerBody, isPaying: boolean) => void;
};

function EstimateChoices({ estimate, isSending, canPay, onSend }: EstimateChoicesProps) {
  const { t, i18n } = useTranslation();
  const billId = useId();
  const hintId = useId();
  const [choices, setChoices] = useState<TLineChoices>(() => choicesOf(estimate.lines));
  const { money, number } = useEstimateFormats(estimate.currency);
  const bill = useMemo(() => estimateBill(estimate, choices), [estimate, choices]);
  const body = answerBody(estimate, choices);
  const left = linesLeft(estimate.lines, choices);
  const choose = (lineId: string) => (choice: TLineChoice) => setChoices((chosen) => ({ ...chosen, [lineId]: choice }));
  // The advance moves with the lines approved, by the same rule the server charges.
  const advance =
    estimate.advancePercent > 0 && isCurrency(estimate.currency)
      ? majorOf(workAdvanceOf(estimate.lines, choices, estimate.advancePercent, estimate.currency), estimate.currency)
      : 0;
  const isPaying = advance > 0;
  const isBlocked = isPaying && !canPay;

  return (
    <>
      {estimate.canAnswer ? (
        <Text size="sm" c="dimmed">
          {t('estimates.intro')}
        </Text>
      ) : null}
      <ul className="estimate-lines">
        {estimate.lines.map((line) => (
          <EstimateLineItem
            key={line.lineId}
            line={line}
            choice={choices[line.lineId]}
            onChoose={estimate.canAnswer ? choose(line.lineId) : null}
            isDisabled={isSending}
            money={money}
            number={number}
          />
        ))}
      </ul>
      <EstimateBillDetails bill={bill} money={money} headingId={billId} />
      {estimate.answeredAt ? (
        <Group gap="xs" wrap="nowrap" c="#1f6e30">
          <CheckCircleIcon size={20} />
          <Text size="sm" fw={600}>
            {t('estimates.answeredOn', { date: formatMomentDay(estimate.answeredAt, i18n.language) })}
          </Text>
        </Group>
      ) : null}
      {estimate.canAnswer && estimate.advancePercent > 0 ? (
        <Alert color="blue" variant="light" role="status">
          <Text size="sm">
            {isBlocked ? t('estimates.advanceInApp') : t('estimates.advanceAsked', { percent: number(estimate.advancePercent), amount: money(advance) })}
          </Text>
          {isBlocked && estimate.bookingId ? (
            <Button component={Link} to={paths.bookingDetails(estimate.bookingId)} variant="light" size="xs" mt="xs">
              {t('estimates.openBooking')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {estimate.canAnswer ? (
        <div className="estimate-footer">
          {/* On the narrowest phones Send takes a line of its own, under the total. */}
          <Group gap="xs" wrap="wrap" justify="space-between">
            {/* The total as chosen, beside Send, for when the bill has scrolled out of view. */}
            <div aria-hidden="true" style={{ flexShrink: 0 }}>
              <Text size="xs" c="dimmed" lh={1.2}>
                {t('estimates.bill.total')}
              </Text>
              <Text fw={700} lh={1.3} style={{ whiteSpace: 'nowrap' }}>
                {money(bill.grandTotal)}
              </Text>
            </div>
            <Button
              size="md"
              radius="xl"
              // 'Approve and pay' with its amount is longer: on a phone it takes a line of its own, under
              // the total, and wraps rather than cut the amount on the narrowest.
              style={{ flex: isPaying ? '1 1 14rem' : '1 1 11rem', maxWidth: '22rem' }}
              styles={isPaying ? PAY_LABEL_WRAPS : undefined}
              disabled={!body || isSending || isBlocked}
              aria-describedby={body ? undefined : hintId}
              onClick={() => body && onSend(body, isPaying)}
            >
              {isSending ? t('estimates.sending') : isPaying ? t('estimates.approveAndPay', { amount: money(advance) }) : t('estimates.send')}
            </Button>
          </Group>
          {body ? null : (
            <Text size="xs" c="dimmed" ta="end" mt={6} id={hintId}>
              {t('estimates.left', { lines: left })}
            </Text>
          )}
        </div>
      ) : null}
    </>
  );
}
