import { describe, expect, it } from 'vitest';
import { checkWithRules } from '@servicebay/ui';
import { shownErrors } from '../../shared/shown-errors';
import { addressRules, emptyAddressValues, withPlace, type AddressFormValues } from './address-form-values';
import { defaultMapPosition } from './map-config';

/** Gachibowli, chosen by the customer (a search result, their location or a tap). */
const GACHIBOWLI = { latitude: 17.4401, longitude: 78.3489, isPlaceChosen: true };

const filled = (overrides: Partial<AddressFormValues> = {}): AddressFormValues => ({
  ...emptyAddressValues(defaultMapPosition('+91')),
  ...GACHIBOWLI,
  addressType: 'Home',
  addressline1: 'Flat 402, Lotus Residency',
  landmark: 'Opposite the metro station',
  city: 'hyderabad',
  state: 'Telangana',
  postalCode: '500032',
  ...overrides,
});

const check = (values: AddressFormValues, options: Parameters<typeof addressRules>[0]) => checkWithRules(addressRules(options), values);
/** What the form shows: the errors in English, or what it sends. */
const readAddress = (...args: Parameters<typeof check>) => {
  const result = check(...args);
  return result.ok ? { ok: true, address: result.output } : { ok: false, errors: shownErrors(result) };
};

describe('the address form rules', () => {
  it('accepts a complete Indian address, capitalising the city and writing the pin as strings', () => {
    const result = readAddress(filled(), { countryCode: '+91', otherAddresses: [] });
    expect(result).toMatchObject({ ok: true, address: { addressType: 'Home', city: 'Hyderabad', latitude: '17.440100', longitude: '78.348900' } });
    // What the form knows of how the pin got there is not sent.
    expect(result.address).not.toHaveProperty('isPlaceChosen');
  });

  it('gives the spec messages for an empty form in India', () => {
    const result = readAddress(emptyAddressValues(defaultMapPosition('+91')), { countryCode: '+91', otherAddresses: [] });
    expect(result).toEqual({
      ok: false,
      errors: {
        addressType: 'Please select address type',
        addressline1: 'Please enter house/flat no',
        landmark: 'Please enter landmark',
        city: 'Please enter city',
        state: 'Please enter state',
        postalCode: 'Please enter pincode',
        location: 'Search for your address, use your current location or tap the map to place the pin',
      },
    });
  });

  it('saves only a place the customer chose: the pin left where the map opened is refused (issue 26 item 15)', () => {
    const placeNotChosen = { location: 'Search for your address, use your current location or tap the map to place the pin' };
    const untouched = filled({ ...defaultMapPosition('+91'), isPlaceChosen: false });
    expect(readAddress(untouched, { countryCode: '+91', otherAddresses: [] })).toEqual({ ok: false, errors: placeNotChosen });
    // Moved by the customer but not chosen (the form's own geocoding does not count), still refused.
    expect(readAddress(filled({ isPlaceChosen: false }), { countryCode: '+91', otherAddresses: [] })).toEqual({ ok: false, errors: placeNotChosen });
  });

  it('wants six digits for an Indian pincode; a Gulf postal code is optional', () => {
    expect(readAddress(filled({ postalCode: '5000' }), { countryCode: '+91', otherAddresses: [] })).toMatchObject({
      ok: false,
      errors: { postalCode: 'Please enter valid pincode' },
    });
    expect(readAddress(filled({ postalCode: '' }), { countryCode: '+971', otherAddresses: [] })).toMatchObject({ ok: true });
  });

  it('refuses a second Home or Work, never a second Other', () => {
    expect(readAddress(filled(), { countryCode: '+91', otherAddresses: [{ addressType: 'Home' }] })).toEqual({
      ok: false,
      errors: { addressType: 'Address type should be unique' },
    });
    expect(readAddress(filled({ addressType: 'Other' }), { countryCode: '+91', otherAddresses: [{ addressType: 'Other' }] })).toMatchObject({ ok: true });
  });

  it('keeps city letters only and the length limits', () => {
    expect(readAddress(filled({ city: 'Hyd3rabad' }), { countryCode: '+91', otherAddresses: [] })).toMatchObject({
      errors: { city: 'City should contain only letters' },
    });
    expect(readAddress(filled({ landmark: 'x'.repeat(65) }), { countryCode: '+91', otherAddresses: [] })).toMatchObject({
      errors: { landmark: 'Maximum 64 characters allowed' },
    });
  });
});

describe('a place from the map', () => {
  it('fills city, state and postal code, keeping what it does not know', () => {
    const values = withPlace(filled({ city: '', state: '', postalCode: '500081' }), { city: 'Hyderabad', state: 'Telangana', postalCode: '' });
    expect(values).toMatchObject({ city: 'Hyderabad', state: 'Telangana', postalCode: '500081', addressline1: 'Flat 402, Lotus Residency' });
  });

  it('opens on the brand country’s default point', () => {
    expect(defaultMapPosition('+91')).toEqual({ latitude: 17.45, longitude: 78.37 });
    expect(defaultMapPosition('+966').latitude).toBeCloseTo(24.71, 1);
  });
});
