import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The product's mark and name, as the header of every screen shows them. */
export function ProductMark({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation();
  return (
    // On a 320 px phone the name and the language picker do not fit one line: the name breaks
    // between its words instead of pushing the picker off the screen.
    <Group gap={10} wrap="nowrap" miw={0}>
      <svg width={32} height={32} viewBox="0 0 64 64" aria-hidden="true" style={{ flexShrink: 0 }}>
        <rect width="64" height="64" rx="14" fill="var(--brand-primary)" />
        <path d="M41 15a10 10 0 0 0-12 13L16 41a4 4 0 0 0 6 6l13-13a10 10 0 0 0 13-12l-6 6-5-1-1-5z" fill="var(--brand-primary-contrast)" />
      </svg>
      <Text
        fw={700}
        fz={{ base: 'md', xs: 'lg' }}
        lh={1.2}
        c="var(--mantine-color-text)"
        visibleFrom={isCompact ? 'sm' : undefined}
        style={isCompact ? { whiteSpace: 'nowrap' } : undefined}
      >
        {t('workshop.productName')}
      </Text>
    </Group>
  );
}
