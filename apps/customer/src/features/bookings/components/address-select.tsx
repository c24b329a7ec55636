import { Select } from '@mantine/core';
import type { TAddress } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';

type AddressSelectProps = {
  label: string;
  addresses: readonly TAddress[];
  value: string | null;
  onChange: (addressId: string | null) => void;
};

/** One of the customer's saved addresses, named by its type and first line. */
export function AddressSelect({ label, addresses, value, onChange }: AddressSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      placeholder={t('bookings.confirm.chooseAddress')}
      data={addresses.map((address) => ({
        value: address.did,
        label: `${t(`addresses.types.${address.addressType}`)} · ${[address.addressline1, address.city].filter(Boolean).join(', ')}`,
      }))}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      radius="md"
    />
  );
}
