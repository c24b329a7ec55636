import { ActionIcon, Group } from '@mantine/core';
import type { TFeedbackAnswer } from '@servicebay/domain';
import { ThumbDownIcon, ThumbUpIcon } from './thumb-icons';
import { useTranslation } from 'react-i18next';

/** Good or bad for one question: two toggle buttons, each pressed or not. */
export function AnswerButtons({ question, value, onChange }: { question: string; value: TFeedbackAnswer | null; onChange: (answer: TFeedbackAnswer) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
      <ActionIcon
        size="lg"
        radius="xl"
        variant={value === 'good' ? 'filled' : 'default'}
        color="green.9"
        aria-pressed={value === 'good'}
        aria-label={t('feedback.answerLabel', { question, answer: t('feedback.good') })}
        onClick={() => onChange('good')}
      >
        <ThumbUpIcon size={18} />
      </ActionIcon>
      <ActionIcon
        size="lg"
        radius="xl"
        variant={value === 'bad' ? 'filled' : 'default'}
        color="red.9"
        aria-pressed={value === 'bad'}
        aria-label={t('feedback.answerLabel', { question, answer: t('feedback.bad') })}
        onClick={() => onChange('bad')}
      >
        <ThumbDownIcon size={18} />
      </ActionIcon>
    </Group>
  );
}
