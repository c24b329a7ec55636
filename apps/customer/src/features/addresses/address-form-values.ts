import {
  ADDRESS_MESSAGES,
  addressSchema,
  isAddressTypeTaken,
  type CountryCode,
  type TAddress,
  type TAddressFields,
  type TAddressType,
  type TGeoPlace,
} from '@servicebay/domain';
import { firstIssuePerField } from '@servicebay/ui';
import type { MapPosition } from './map-config';

/** What the address form holds; the pin's position is part of it. */
export type AddressFormValues = MapPosition & {
  addressType: TAddressType | null;
  addressline1: string;
  landmark: string;
  city: string;
  state: string;
  postalCode: string;
};
export type AddressField = Exclude<keyof AddressFormValues, 'latitude' | 'longitude'> | 'location';
export type AddressErrors = Partial<Record<AddressField, string>>;

export const emptyAddressValues = (position: MapPosition): AddressFormValues => ({
  ...position,
  addressType: null,
  addressline1: '',
  landmark: '',
  city: '',
  state: '',
  postalCode: '',
});

export const addressValuesOf = (address: TAddress): AddressFormValues => ({
  addressType: address.addressType,
  addressline1: address.addressline1,
  landmark: address.landmark,
  city: address.city,
  state: address.state,
  postalCode: address.postalCode,
  latitude: Number(address.latitude),
  longitude: Number(address.longitude),
});

/** A place from the map (search result or reverse geocoding) fills the city, state and postal code. */
export const withPlace = (values: AddressFormValues, place: Pick<TGeoPlace, 'city' | 'state' | 'postalCode'>): AddressFormValues => ({
  ...values,
  city: place.city || values.city,
  state: place.state || values.state,
  postalCode: place.postalCode || values.postalCode,
});

/** Coordinates are stored as strings; six decimals place a pin within about ten centimetres. */
const coordinate = (value: number) => value.toFixed(6);

const fieldOf = (key: string): AddressField | undefined =>
  key === 'latitude' || key === 'longitude'
    ? 'location'
    : (['addressType', 'addressline1', 'landmark', 'city', 'state', 'postalCode'] as const).find((field) => field === key);

/** The API's field name in a 400, as the form names it. */
export const addressFieldOf = (apiField: string | undefined): AddressField | undefined => (apiField ? fieldOf(apiField) : undefined);

/**
 * Checks the form with the domain's address rules for the brand's country, and that Home and Work
 * are not already used by another saved address (customer spec section 5).
 */
export function readAddress(
  values: AddressFormValues,
  { countryCode, otherAddresses }: { countryCode: CountryCode; otherAddresses: Pick<TAddress, 'addressType'>[] },
): { ok: true; address: TAddressFields } | { ok: false; errors: AddressErrors } {
  const parsed = addressSchema(countryCode).safeParse({
    ...values,
    addressType: values.addressType ?? undefined,
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
  });
  const errors: AddressErrors = {};
  if (!parsed.success) {
    for (const [key, message] of Object.entries(firstIssuePerField(parsed.error.issues))) {
      const field = fieldOf(key);
      if (field && !errors[field]) errors[field] = message;
    }
  }
  if (values.addressType && isAddressTypeTaken(values.addressType, otherAddresses)) errors.addressType = ADDRESS_MESSAGES.typeUnique;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, address: parsed.data };
  return { ok: false, errors };
}
