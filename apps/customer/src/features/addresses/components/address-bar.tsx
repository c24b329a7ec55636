import { Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DeferredModal, MapPinIcon, PlusIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { useSelectedAddress } from '../../../shared/use-customer-position';
import { useLocationDenied } from '../../../shared/use-location-denied';
import { AddressCards } from './address-cards';

/**
 * The header's place label: the selected address's city, or 'Select Address' when there is none.
 * It opens the address picker (customer spec section 2).
 */
export function AddressBar() {
  const { t } = useTranslation();
  const [isOpen, picker] = useDisclosure(false);
  const { selected, addresses } = useSelectedAddress();
  const place = selected ? selected.city : t('addresses.bar.select');
  // The dashboard asks for an address, and cannot be put off, when the customer has none saved and
  // has refused their location: nothing else tells the app where to look for workshops.
  const isDashboard = useLocation().pathname === paths.dashboard;
  const isLocationDenied = useLocationDenied();
  const isRequired = isDashboard && addresses !== undefined && addresses.length === 0 && isLocationDenied;

  return (
    <>
      <UnstyledButton
        onClick={picker.open}
        aria-label={selected ? t('addresses.bar.button', { place }) : place}
        aria-haspopup="dialog"
        style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0, color: 'var(--mantine-color-text)' }}
      >
        <span style={{ color: 'var(--brand-primary)', display: 'inline-flex' }}>
          <MapPinIcon size={18} />
        </span>
        <Text size="sm" fw={600} truncate maw={{ base: 136, sm: 200 }} dir="auto">
          {place}
        </Text>
      </UnstyledButton>
      <DeferredModal
        opened={isOpen || isRequired}
        onClose={picker.close}
        title={t('addresses.pickerTitle')}
        size="lg"
        radius="lg"
        fullScreen={false}
        withCloseButton={!isRequired}
        closeOnEscape={!isRequired}
        closeOnClickOutside={!isRequired}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {isRequired ? t('addresses.pickerRequired') : t('addresses.pickerIntro')}
          </Text>
          <AddressCards onEdit={picker.close} />
          <Button component={Link} to={paths.addAddress} onClick={picker.close} variant="light" leftSection={<PlusIcon size={16} />}>
            {t('addresses.add')}
          </Button>
        </Stack>
      </DeferredModal>
    </>
  );
}
