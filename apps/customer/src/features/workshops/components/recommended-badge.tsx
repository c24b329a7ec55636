import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The brand's pick among workshops, on its card and its page alike. */
export function RecommendedBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="orange" variant="light" c="dark.8" radius="sm" tt="none" style={{ flexShrink: 0 }}>
      {t('services.workshops.recommended')}
    </Badge>
  );
}
