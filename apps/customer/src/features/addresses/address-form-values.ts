import {
  ADDRESS_RULES,
  addressSchema,
  isAddressTypeTaken,
  type CountryCode,
  type TAddress,
  type TAddressFields,
  type TAddressType,
  type TGeoPlace,
} from '@servicebay/domain';
import type { DomainRules } from '@servicebay/ui';
import type { MapPosition } from './map-config';

/**
 * What the address form holds; the pin's position is part of it, and whether the customer put it
 * there (a search result, the device's location, a tap or a drag): a pin left where the map opened
 * is no address (issue 26 item 15: tiles that never loaded kept a default 500 km away).
 */
export type AddressFormValues = MapPosition & {
  isPlaceChosen: boolean;
  addressType: TAddressType | null;
  addressline1: string;
  landmark: string;
  city: string;
  state: string;
  postalCode: string;
};
export type AddressField = Exclude<keyof AddressFormValues, 'latitude' | 'longitude' | 'isPlaceChosen'> | 'location';

export const emptyAddressValues = (position: MapPosition): AddressFormValues => ({
  ...position,
  isPlaceChosen: false,
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
  isPlaceChosen: true,
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
 * The domain's address rules for the brand's country, and that Home and Work are not already used
 * by another saved address (customer spec section 5). The pin's issues show under the map.
 */
export const addressRules = ({
  countryCode,
  otherAddresses,
}: {
  countryCode: CountryCode;
  otherAddresses: Pick<TAddress, 'addressType'>[];
}): DomainRules<AddressFormValues, TAddressFields> => ({
  schema: addressSchema(countryCode),
  toInput: ({ isPlaceChosen: _isPlaceChosen, ...values }) => ({
    ...values,
    addressType: values.addressType ?? undefined,
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
  }),
  fieldOf: (path) => (typeof path[0] === 'string' ? fieldOf(path[0]) : undefined),
  moreIssues: (values) => [
    ...(values.addressType && isAddressTypeTaken(values.addressType, otherAddresses) ? [{ field: 'addressType', message: ADDRESS_RULES.typeUnique }] : []),
    ...(values.isPlaceChosen ? [] : [{ field: 'location', message: ADDRESS_RULES.placeNotChosen }]),
  ],
});
