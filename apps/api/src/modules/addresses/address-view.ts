import { addressRef, type TAddress } from '@servicebay/domain';
import type { Customer } from '../identity';
import type { AddressRow } from './addresses.tables';

export function toAddressView(row: AddressRow, user: Customer): TAddress {
  const ref = addressRef(row.userId, row.id);
  return {
    did: row.id,
    ref,
    addressType: row.addressType,
    addressline1: row.addressline1,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    isDefault: user.defaultAddressRef === ref,
    isSelected: user.selectedAddressRef === ref,
  };
}
