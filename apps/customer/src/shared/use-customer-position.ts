import { useAddresses } from '@servicebay/api-client';

export type Position = { latitude: number; longitude: number };

/**
 * Where the customer is, for distances to workshops: their selected address (the header's place,
 * where a pickup would start). None without a saved address; the lists then come without distances.
 */
export function useCustomerPosition(): { position: Position | undefined; isPending: boolean } {
  const addresses = useAddresses();
  const selected = addresses.data?.find((address) => address.isSelected);
  const latitude = Number(selected?.latitude);
  const longitude = Number(selected?.longitude);
  const isKnown = selected !== undefined && Number.isFinite(latitude) && Number.isFinite(longitude) && selected.latitude !== '';
  return { position: isKnown ? { latitude, longitude } : undefined, isPending: addresses.isPending };
}
