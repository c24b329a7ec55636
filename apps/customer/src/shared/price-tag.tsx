import { Stack, Text, type MantineSize } from '@mantine/core';
import type { TServicePricing } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from './money-text';
import { TaxIncluded } from './price-notes';

type PriceTagProps = { pricing: TServicePricing | null; size?: MantineSize; align?: 'start' | 'end' };

/**
 * A service's price as every screen shows it: 'Starting from, any vehicle' above the lowest price
 * only before there is a vehicle, the tax it includes below ('incl. GST'), 'Free' for a service that
 * costs nothing (an insurance claim's help), nothing at all when the brand hides prices (the API
 * then sends none).
 */
export function PriceTag({ pricing, size = 'md', align = 'end' }: PriceTagProps) {
  const { t } = useTranslation();
  const money = useMoneyText();
  if (!pricing) return null;
  const isFree = pricing.amount === 0;
  return (
    <Stack gap={0} align={align === 'end' ? 'flex-end' : 'flex-start'} style={{ flexShrink: 0 }}>
      {pricing.model === 'startingFrom' && !isFree ? (
        <Text size="xs" c="dimmed">
          {t('services.price.startingFrom')}
        </Text>
      ) : null}
      <Text fw={700} size={size} style={{ whiteSpace: 'nowrap' }}>
        {isFree ? t('services.price.free') : money(pricing.amount, pricing.currency)}
      </Text>
      {isFree ? null : <TaxIncluded />}
    </Stack>
  );
}
