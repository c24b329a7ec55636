import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TOffer } from '@servicebay/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '../../../shared/day-text';

type OfferCardProps = {
  offer: TOffer;
  /** Absent for an expired offer: it can no longer be applied. */
  onApply?: () => void;
  isApplying?: boolean;
};

/** One offer of the promo list: its name, code and end date; a running one can be applied, an expired one is grey. */
export function OfferCard({ offer, onApply, isApplying = false }: OfferCardProps) {
  const { t, i18n } = useTranslation();
  const isExpired = offer.section === 'expired';
  const date = formatCalendarDay(offer.validity.endDate, i18n.language);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className="cart-offer"
      data-expired={isExpired || undefined}
      style={{ '--offer-colour': offer.displayColor } as CSSProperties}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" dir="auto" c={isExpired ? 'dimmed' : undefined}>
            {offer.name}
          </Text>
          <Group gap={6}>
            <Badge variant={isExpired ? 'default' : 'light'} radius="sm" tt="none" ff="monospace" dir="ltr">
              {offer.offerCode}
            </Badge>
            {isExpired ? (
              <Badge variant="light" color="dark" radius="sm" tt="none">
                {t('cart.promo.expiredBadge')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {isExpired ? t('cart.promo.expiredOn', { date }) : t('cart.promo.validTill', { date })}
          </Text>
        </Stack>
        {onApply ? (
          <Button size="xs" variant="light" onClick={onApply} loading={isApplying} aria-label={t('cart.promo.applyCode', { code: offer.offerCode })}>
            {t('cart.promo.apply')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
