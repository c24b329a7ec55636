import { Alert, Button, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { useFeedbackQuestions, useGiveFeedback } from '@servicebay/api-client';
import type { TBookingFeedback } from '@servicebay/domain';
import { CheckCircleIcon, DeferredModal, ExternalLinkIcon, StarIcon } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify';
import { feedbackToSend, newFeedbackDraft, toggleAnswer, type FeedbackDraft } from '../feedback-draft';
import { AnswerButtons } from './answer-buttons';
import { RatingScale } from './rating-scale';

type FeedbackModalProps = { opened: boolean; onClose: () => void; bookingId: string; workshopName: string };

/** Comments longer than this are refused by the server (domain ZFeedbackPayload). */
const COMMENT_MAX = 1000;

/**
 * The feedback modal after completion (customer spec sections 4, 5 and 9): the 1 to 10 scale from
 * 10, good or bad for each of the brand's questions, a comment; then regret for 1 to 8, or thanks
 * and the workshop's page to review it on for 9 and 10.
 */
export function FeedbackModal({ opened, onClose, bookingId, workshopName }: FeedbackModalProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={opened} onClose={onClose} title={t('feedback.title')} radius="lg" centered size="lg">
      {opened ? <FeedbackForm bookingId={bookingId} workshopName={workshopName} onClose={onClose} /> : null}
    </DeferredModal>
  );
}

function FeedbackForm({ bookingId, workshopName, onClose }: Omit<FeedbackModalProps, 'opened'>) {
  const { t } = useTranslation();
  const questions = useFeedbackQuestions();
  const give = useGiveFeedback();
  const [draft, setDraft] = useState<FeedbackDraft>(newFeedbackDraft);
  const [missingRating, setMissingRating] = useState(false);

  if (give.data) return <FeedbackOutcome feedback={give.data} workshopName={workshopName} onClose={onClose} />;

  function submit() {
    const outcome = feedbackToSend(draft);
    if ('error' in outcome) {
      setMissingRating(true);
      return;
    }
    give.mutate(
      { bookingId, feedback: outcome.payload },
      { onSuccess: () => notifySuccess(t('feedback.submitted')), onError: (error) => notifyApiError(error) },
    );
  }

  return (
    <Stack gap="lg">
      <RatingScale
        label={t('feedback.scale', { workshop: workshopName })}
        value={draft.rating}
        onChange={(rating) => {
          setMissingRating(false);
          setDraft({ ...draft, rating });
        }}
      />
      {missingRating ? (
        <Text c="red.8" size="sm" role="alert">
          {t('feedback.selectRating')}
        </Text>
      ) : null}
      {questions.data && questions.data.length > 0 ? (
        <section aria-labelledby="feedback-questions">
          <Text fw={600} size="sm" id="feedback-questions" mb={4}>
            {t('feedback.questions')}
          </Text>
          {questions.data.map((question) => (
            <div className="feedback-question" key={question.feedbackItemId}>
              <Text size="sm" dir="auto">
                {question.text}
              </Text>
              <AnswerButtons
                question={question.text}
                value={draft.answers[question.feedbackItemId] ?? null}
                onChange={(answer) => setDraft(toggleAnswer(draft, question.feedbackItemId, answer))}
              />
            </div>
          ))}
        </section>
      ) : null}
      <Textarea
        label={t('feedback.comment')}
        placeholder={t('feedback.commentPlaceholder')}
        value={draft.comment}
        onChange={(event) => setDraft({ ...draft, comment: event.currentTarget.value })}
        maxLength={COMMENT_MAX}
        minRows={3}
        rows={3}
      />
      <Button radius="xl" size="md" onClick={submit} loading={give.isPending}>
        {t('feedback.submit')}
      </Button>
    </Stack>
  );
}

/** After sending: thanks and the review link (9 and 10), or regret (1 to 8). */
export function FeedbackOutcome({ feedback, workshopName, onClose }: { feedback: TBookingFeedback; workshopName: string; onClose?: () => void }) {
  const { t } = useTranslation();
  const isThanks = feedback.outcome === 'thanks';
  return (
    <Stack align="center" ta="center" gap="sm" py="sm">
      <ThemeIcon size={56} radius="xl" color={isThanks ? 'green' : 'orange'} variant="light">
        {isThanks ? <StarIcon size={30} /> : <CheckCircleIcon size={30} />}
      </ThemeIcon>
      <Title order={3} size="h4">
        {isThanks ? t('feedback.thanksTitle') : t('feedback.regretTitle')}
      </Title>
      <Text c="dimmed" maw={380}>
        {isThanks ? t('feedback.thanksBody', { workshop: workshopName }) : t('feedback.regretBody')}
      </Text>
      {isThanks && feedback.reviewUrl ? (
        <Button component="a" href={feedback.reviewUrl} target="_blank" rel="noopener noreferrer" radius="xl" rightSection={<ExternalLinkIcon size={16} />}>
          {t('feedback.review')}
        </Button>
      ) : null}
      {onClose ? (
        <Button variant="subtle" radius="xl" onClick={onClose}>
          {t('feedback.done')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** A read-only note of feedback already given, for the booking's details. */
export function GivenFeedback({ feedback }: { feedback: TBookingFeedback }) {
  const { t } = useTranslation();
  return (
    <Alert
      color={feedback.outcome === 'thanks' ? 'green' : 'gray'}
      radius="lg"
      title={t('feedback.rated', { rating: feedback.rating })}
      icon={<StarIcon size={18} />}
    >
      {feedback.comment ? <Text size="sm">{feedback.comment}</Text> : null}
    </Alert>
  );
}
