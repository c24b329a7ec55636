import { Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { TCartItem } from '@servicebay/domain';
import { PencilIcon, TrashIcon } from '@servicebay/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceTag } from '../../../shared/price-tag';
import { chosenAddOns } from '../item-add-ons';
import { ItemImage } from './item-image';
import { ItemPhotos } from './item-photos';

type CartItemCardProps = {
  item: TCartItem;
  onEditAddOns: (item: TCartItem) => void;
  onRemove: (item: TCartItem) => void;
};

/**
 * One service in the cart: picture, name (and the body part it is for), what it covers, its price
 * with the chosen add-ons (none when the brand hides prices), the add-ons as chips with Edit, its
 * photos, and Remove.
 */
export function CartItemCard({ item, onEditAddOns, onRemove }: CartItemCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const addOns = chosenAddOns(item);
  return (
    <Card component="li" withBorder radius="lg" padding="md" aria-labelledby={titleId}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ItemImage url={item.imageUrl} size={64} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={3} size="h5" lh={1.3} id={titleId} dir="auto">
                {item.displayName}
              </Title>
              {item.partDisplayName ? (
                <Text size="sm" fw={500} dir="auto">
                  {t('cart.item.part', { part: item.partDisplayName })}
                </Text>
              ) : null}
            </Stack>
            <PriceTag pricing={item.appliedPrice} size="sm" />
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
            {item.shortDescription}
          </Text>
        </Stack>
      </Group>

      {item.addOnSections.length > 0 ? (
        <Group gap="xs" mt="sm" justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={6} style={{ minWidth: 0 }}>
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              {t('cart.item.addOns')}
            </Text>
            {addOns.length > 0 ? (
              addOns.map((addOn) => (
                <Badge key={addOn.addOnId} variant="light" radius="sm" tt="none" fw={500}>
                  {addOn.displayName}
                </Badge>
              ))
            ) : (
              <Text size="xs" c="dimmed">
                {t('cart.item.noAddOns')}
              </Text>
            )}
          </Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<PencilIcon size={14} />}
            onClick={() => onEditAddOns(item)}
            aria-label={t('cart.item.editAddOnsLabel', { name: item.displayName })}
            style={{ flexShrink: 0 }}
          >
            {t('cart.item.editAddOns')}
          </Button>
        </Group>
      ) : null}

      <ItemPhotos item={item} />

      <Divider my="sm" />
      <Group justify="flex-end">
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<TrashIcon size={14} />}
          onClick={() => onRemove(item)}
          aria-label={t('cart.item.removeLabel', { name: item.displayName })}
        >
          {t('cart.item.remove')}
        </Button>
      </Group>
    </Card>
  );
}
