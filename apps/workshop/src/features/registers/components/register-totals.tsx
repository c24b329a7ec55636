import { Box, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type RegisterFigure = { label: string; value: string; tone?: 'due' | 'settled' };

/**
 * The period's totals above the register (of every document the filters find, not of the page),
 * as a desk reads a day book: how many, the taxable value, the tax, and what is still owed.
 */
export function RegisterTotals({ figures }: { figures: RegisterFigure[] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-label={t('workshop.registers.totals.label')}>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: figures.length }} spacing="xs" verticalSpacing="xs" m={0}>
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder radius="md" px="md" py="xs">
            <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.03em' }}>
              {figure.label}
            </Text>
            <Text
              component="dd"
              m={0}
              fw={700}
              size="lg"
              c={figure.tone === 'due' ? 'red.9' : figure.tone === 'settled' ? 'teal.9' : undefined}
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              <span dir="ltr">{figure.value}</span>
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Box>
  );
}
