import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The product's mark and name, as the header of every screen shows them. */
export function ProductMark({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap">
      <svg width={32} height={32} viewBox="0 0 64 64" aria-hidden="true" style={{ flexShrink: 0 }}>
        <rect width="64" height="64" rx="14" fill="var(--brand-primary)" />
        <path d="M41 15a10 10 0 0 0-12 13L16 41a4 4 0 0 0 6 6l13-13a10 10 0 0 0 13-12l-6 6-5-1-1-5z" fill="var(--brand-primary-contrast)" />
      </svg>
      <Text fw={700} size="lg" c="var(--mantine-color-text)" visibleFrom={isCompact ? 'sm' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {t('workshop.productName')}
      </Text>
    </Group>
  );
}
