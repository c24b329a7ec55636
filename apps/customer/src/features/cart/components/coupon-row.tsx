import { Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useApplyOfferCode } from '@servicebay/api-client';
import type { TCart } from '@servicebay/domain';
import { ChevronForwardIcon, TagIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../../shared/money-text';
import { notifyApiError, notifySuccess } from '../../../shared/notify';
import { PromoModal } from './promo-modal';

/**
 * The coupon row (customer spec section 2): 'Apply coupon' opens the promo codes; an applied code
 * shows what it saves and a Remove, which sends an empty code (spec section 5).
 */
export function CouponRow({ cart, showPrice }: { cart: TCart; showPrice: boolean }) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const [isOpen, promo] = useDisclosure(false);
  const apply = useApplyOfferCode();
  const { offerCode, estimate } = cart;

  if (offerCode) {
    return (
      <Paper withBorder radius="lg" p="md" component="section" aria-label={t('cart.coupon.applied', { code: offerCode })}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Text className="cart-saving" display="inline-flex">
              <TagIcon size={22} />
            </Text>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {t('cart.coupon.applied', { code: offerCode })}
              </Text>
              {showPrice && estimate.discount > 0 ? (
                <Text size="sm" className="cart-saving">
                  {t('cart.coupon.savings', { amount: money(estimate.discount, estimate.currency) })}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            loading={apply.isPending}
            aria-label={t('cart.coupon.removeLabel', { code: offerCode })}
            style={{ flexShrink: 0 }}
            onClick={() =>
              apply.mutate(null, {
                onSuccess: () => notifySuccess(t('cart.coupon.removed')),
                onError: (error) => notifyApiError(error),
              })
            }
          >
            {t('cart.coupon.remove')}
          </Button>
        </Group>
      </Paper>
    );
  }

  return (
    <>
      <UnstyledButton className="cart-coupon" onClick={promo.open} aria-haspopup="dialog">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Text c="var(--brand-primary)" display="inline-flex">
              <TagIcon size={22} />
            </Text>
            <Stack gap={0}>
              <Text fw={600} size="sm">
                {t('cart.coupon.apply')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('cart.coupon.hint')}
              </Text>
            </Stack>
          </Group>
          <ChevronForwardIcon />
        </Group>
      </UnstyledButton>
      <PromoModal opened={isOpen} onClose={promo.close} />
    </>
  );
}
