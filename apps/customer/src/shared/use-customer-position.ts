import { useAddresses } from '@servicebay/api-client';

/** The address the customer chose in the header (customer spec section 2); none before they save one. */
export function useSelectedAddress() {
  const addresses = useAddresses();
  return { selected: addresses.data?.find((address) => address.isSelected), addresses: addresses.data, isPending: addresses.isPending };
}

export type Position = { latitude: number; longitude: number };

/**
 * Where the customer is, for distances to workshops: their selected address (the header's place,
 * where a pickup would start). None without a saved address; the lists then come without distances.
 */
export function useCustomerPosition(): { position: Position | undefined; isPending: boolean } {
  const { selected, isPending } = useSelectedAddress();
  const latitude = Number(selected?.latitude);
  const longitude = Number(selected?.longitude);
  const isKnown = selected !== undefined && Number.isFinite(latitude) && Number.isFinite(longitude) && selected.latitude !== '';
  return { position: isKnown ? { latitude, longitude } : undefined, isPending };
}
