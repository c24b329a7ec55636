import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TAddress } from '@servicebay/domain';
import { PencilIcon, StarIcon, TrashIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardMoreMenu } from '../../../shared/card-more-menu';
import { paths } from '../../../shared/paths';
import { PositiveBadge } from '../../../shared/positive-badge';
import type { AddressActions } from '../hooks/use-address-actions';
import { ADDRESS_TYPE_ICONS } from './address-type-chips';

type AddressCardProps = {
  address: TAddress;
  actions: AddressActions;
  /** Leaving for the edit screen (the picker closes itself). */
  onEdit?: () => void;
};

/**
 * One saved address: its type, main and in-use marks, the lines, and what can be done with it: use
 * it and edit it on the card, make it main and delete it under the card's '⋯' menu.
 */
export function AddressCard({ address, actions, onEdit }: AddressCardProps) {
  const { t } = useTranslation();
  const type = t(`addresses.types.${address.addressType}`);
  const Icon = ADDRESS_TYPE_ICONS[address.addressType];
  const isBusy = actions.busyAddressId === address.did;
  const place = [address.city, address.state, address.postalCode].filter(Boolean).join(', ');

  return (
    <Paper
      component="li"
      p="md"
      radius="lg"
      withBorder
      style={{ listStyle: 'none', borderColor: address.isSelected ? 'var(--brand-primary)' : undefined, borderWidth: address.isSelected ? 2 : undefined }}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="xs">
            <Badge variant="light" size="lg" leftSection={<Icon size={14} />}>
              {type}
            </Badge>
            {address.isDefault ? <Badge variant="filled">{t('addresses.isDefault')}</Badge> : null}
            {address.isSelected ? <PositiveBadge variant="outline">{t('addresses.isSelected')}</PositiveBadge> : null}
          </Group>
          <CardMoreMenu
            name={type}
            actions={[
              ...(address.isDefault
                ? []
                : [{ label: t('addresses.makeDefault'), icon: <StarIcon size={16} />, onClick: () => actions.makeDefault(address), disabled: isBusy }]),
              { label: t('addresses.delete'), icon: <TrashIcon size={16} />, onClick: () => actions.askToDelete(address), isDestructive: true },
            ]}
          />
        </Group>
        <div>
          <Text fw={600} dir="auto">
            {address.addressline1}
          </Text>
          <Text size="sm" c="dimmed" dir="auto">
            {address.landmark}
          </Text>
          <Text size="sm" dir="auto">
            {place}
          </Text>
        </div>
        <Group gap="xs" mt={4}>
          {address.isSelected ? null : (
            <Button size="xs" onClick={() => actions.select(address)} loading={isBusy} aria-label={t('addresses.selectNamed', { type })}>
              {t('addresses.select')}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={paths.editAddress(address.did)}
            onClick={onEdit}
            leftSection={<PencilIcon size={14} />}
            aria-label={t('addresses.editNamed', { type })}
          >
            {t('addresses.edit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
