import { Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useWorkshop } from '@servicebay/api-client';
import type { TCart } from '@servicebay/domain';
import { MapPinIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { workshopChoicePath } from '../workshop-choice';

/** Where the services are done: the cart's workshop (its first item's), with the way to change it, or to choose one. */
export function WorkshopLine({ cart }: { cart: TCart }) {
  const { t } = useTranslation();
  const workshop = useWorkshop(cart.workshopId);
  const [first] = cart.items;
  if (!first) return null;
  const choosePath = workshopChoicePath(first);

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="cart-workshop-label">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text c="var(--brand-primary)" display="inline-flex">
            <MapPinIcon size={22} />
          </Text>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase" id="cart-workshop-label">
              {t('cart.workshop.label')}
            </Text>
            {!cart.workshopId ? (
              <Text size="sm">{t('cart.workshop.none')}</Text>
            ) : workshop.data ? (
              <>
                <Text fw={600} size="sm" lineClamp={2} dir="auto">
                  {workshop.data.displayTitle}
                </Text>
                <Text size="xs" c="dimmed" truncate dir="auto">
                  {workshop.data.address}
                </Text>
              </>
            ) : (
              <Skeleton h={16} w={160} mt={4} />
            )}
          </Stack>
        </Group>
        {cart.workshopId ? (
          <Anchor component={Link} to={choosePath} size="sm" fw={600} aria-label={t('cart.workshop.changeLabel')} style={{ flexShrink: 0 }}>
            {t('cart.workshop.change')}
          </Anchor>
        ) : (
          <Button component={Link} to={choosePath} size="xs" variant="light" style={{ flexShrink: 0 }}>
            {t('cart.workshop.choose')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
