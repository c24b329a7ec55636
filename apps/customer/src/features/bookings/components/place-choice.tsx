import { Select } from '@mantine/core';
import { bookingLocationOf, type TAddress, type TBookingLocation } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';

/** A booking's place: one of the customer's saved addresses, or a point chosen on the map. */
export type TPlaceChoice = { kind: 'address'; addressId: string } | { kind: 'point'; location: TBookingLocation };

/** The place as the booking sends it; null while there is none (an address since deleted). */
export function locationOf(choice: TPlaceChoice | null, addresses: readonly TAddress[]): TBookingLocation | null {
  if (!choice) return null;
  if (choice.kind === 'point') return choice.location;
  const address = addresses.find((saved) => saved.did === choice.addressId);
  return address ? bookingLocationOf(address) : null;
}

const ON_MAP = 'map';
const POINT = 'point';

type PlaceChoiceProps = {
  label: string;
  addresses: readonly TAddress[];
  value: TPlaceChoice | null;
  onChange: (choice: TPlaceChoice) => void;
  /** The last option: the customer wants a place they have not saved. */
  onChooseOnMap: () => void;
};

/**
 * Where the vehicle is picked up or dropped (customer spec section 4: the default address, another
 * saved one, or a point on the map). The map is an option of the list, as 'Add new' is in the apps
 * customers know, so the choice stays one control.
 */
export function PlaceChoice({ label, addresses, value, onChange, onChooseOnMap }: PlaceChoiceProps) {
  const { t } = useTranslation();
  const saved = addresses.map((address) => ({
    value: address.did,
    label: `${t(`addresses.types.${address.addressType}`)} · ${[address.addressline1, address.city].filter(Boolean).join(', ')}`,
  }));
  const point = value?.kind === 'point' ? [{ value: POINT, label: t('bookings.confirm.pinned', { name: value.location.profileLocationName }) }] : [];
  return (
    <Select
      label={label}
      placeholder={t('bookings.confirm.chooseAddress')}
      data={[...saved, ...point, { value: ON_MAP, label: t('bookings.confirm.onMap') }]}
      value={value?.kind === 'point' ? POINT : (value?.addressId ?? null)}
      onChange={(picked) => {
        if (picked === ON_MAP) onChooseOnMap();
        else if (picked && picked !== POINT) onChange({ kind: 'address', addressId: picked });
      }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      radius="md"
    />
  );
}
