import { Group, Text } from '@mantine/core';
import { formatDistance, formatDuration, type TWorkshop } from '@servicebay/domain';
import { useLocale } from '@servicebay/i18n';
import { MapPinIcon, StarIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { shownRating } from '../workshop-text';

/** Rating, distance and drive time on one line: what a customer compares workshops by. */
export function WorkshopFacts({ workshop }: { workshop: TWorkshop }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  return (
    <Group gap="md" wrap="wrap">
      <Group gap={4} wrap="nowrap" role="img" aria-label={t('services.workshops.ratingLabel', { rating: shownRating(workshop) })}>
        <span className="workshop-star" aria-hidden>
          <StarIcon size={14} />
        </span>
        <Text size="sm" fw={600} aria-hidden>
          {shownRating(workshop)}
        </Text>
        {workshop.ratingCount > 0 ? (
          <Text size="xs" c="dimmed" aria-hidden>
            ({workshop.ratingCount})
          </Text>
        ) : null}
      </Group>
      {workshop.distance !== null ? (
        <Group gap={4} wrap="nowrap">
          <MapPinIcon size={14} />
          <Text size="sm">
            {t('services.workshops.away', { distance: formatDistance(workshop.distance, language) })}
            {workshop.duration === null ? null : ` · ${formatDuration(workshop.duration, language)}`}
          </Text>
        </Group>
      ) : null}
    </Group>
  );
}
