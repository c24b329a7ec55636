import { Group, Text } from '@mantine/core';
import { FEEDBACK_SCALE } from '@servicebay/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ratingTone } from '../feedback-draft';

const ASCENDING = [...FEEDBACK_SCALE].reverse();

/** The 1 to 10 scale as a group of radios: keyboard and screen readers work as with any radio group. */
export function RatingScale({ label, value, onChange }: { label: string; value: number | null; onChange: (rating: number) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="rating-scale-set" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm" mb="xs">
        {label}
      </Text>
      <div className="rating-scale">
        {ASCENDING.map(({ rating }) => (
          <label key={rating} className="rating-choice" data-tone={ratingTone(rating)}>
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              aria-label={t('feedback.scaleValue', { rating })}
            />
            <span aria-hidden="true">{rating}</span>
          </label>
        ))}
      </div>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {t('feedback.scaleLow')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('feedback.scaleHigh')}
        </Text>
      </Group>
    </fieldset>
  );
}
