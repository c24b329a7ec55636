import { Button, Group, Stack, Text } from '@mantine/core';
import type { TServicePricing } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoneyText } from '../../../shared/money-text';
import '../../../shared/sticky-footer.css';

/** The button keeps its whole label; the text beside it wraps instead. */
const KEEP_WHOLE = { flexShrink: 0 };

type ContinueBarProps = {
  /** Where Continue goes; none until a service is found for the chosen damage. */
  to: string | null;
  pricing: TServicePricing | null;
  /** What is still missing, said in place of the price. */
  hint: string | null;
};

/** The footer (sticky on phones, as a cart bar): the price of the chosen service and Continue. */
export function ContinueBar({ to, pricing, hint }: ContinueBarProps) {
  const { t } = useTranslation();
  const money = useMoneyText();
  return (
    <Group className="sticky-footer" justify="space-between" wrap="nowrap" role="region" aria-label={t('bodyPanel.footer.label')}>
      {to && pricing ? (
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {pricing.model === 'startingFrom' ? t('bodyPanel.service.startingFrom') : t('bodyPanel.service.estimated')}
          </Text>
          <Text fw={700} size="lg">
            {money(pricing.amount, pricing.currency)}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      {to ? (
        <Button component={Link} to={to} radius="xl" size="md" style={KEEP_WHOLE}>
          {t('bodyPanel.continue')}
        </Button>
      ) : (
        <Button radius="xl" size="md" disabled style={KEEP_WHOLE}>
          {t('bodyPanel.continue')}
        </Button>
      )}
    </Group>
  );
}
