import { SectionLoader } from '@servicebay/ui';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useAddresses } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { useAddressActions } from '../hooks/use-address-actions';
import { AddressCard } from './address-card';

type AddressCardsProps = {
  /** Called when the customer leaves for the edit screen. */
  onEdit?: () => void;
};

/** The saved addresses as cards, with the states of loading, failure and none yet. */
export function AddressCards({ onEdit }: AddressCardsProps) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const actions = useAddressActions();

  if (addresses.isPending) return <SectionLoader label={t('app.loading')} py="lg" />;
  if (addresses.isError) {
    return (
      <Alert color="red" title={t('common.loadFailed')}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void addresses.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (addresses.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {t('addresses.empty')}
      </Text>
    );
  }
  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('addresses.title')}>
        {addresses.data.map((address) => (
          <AddressCard key={address.did} address={address} actions={actions} onEdit={onEdit} />
        ))}
      </Stack>
      {actions.dialog}
    </>
  );
}
