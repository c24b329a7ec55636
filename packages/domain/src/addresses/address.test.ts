import { describe, expect, it } from 'vitest';
import { issueEnglish } from '../rules';
import { addressSchema, isAddressTypeTaken } from './address';
import { ADDRESS_MESSAGES } from './address-messages';

const valid = {
  addressType: 'Home',
  addressline1: 'Flat 302, Lake View',
  landmark: 'Near Inorbit Mall',
  city: 'hyderabad',
  state: 'telangana',
  postalCode: '500081',
  latitude: '17.4401',
  longitude: 78.3489,
};
const problem = (countryCode: '+91' | '+966' | '+971' | '+973', patch: Record<string, unknown>) =>
  addressSchema(countryCode)
    .safeParse({ ...valid, ...patch })
    .error?.issues.map((i) => `${i.path.join('.')}: ${issueEnglish(i)}`);

describe('address rules', () => {
  it('accepts a complete address and capitalises city and state', () => {
    const parsed = addressSchema('+91').parse(valid);
    expect(parsed).toMatchObject({ city: 'Hyderabad', state: 'Telangana', latitude: '17.4401', longitude: '78.3489' });
  });
  it.each([
    [{ addressline1: '' }, 'addressline1: Please enter house/flat no'],
    [{ landmark: ' ' }, 'landmark: Please enter landmark'],
    [{ city: '' }, 'city: Please enter city'],
    [{ city: 'Hyd3rabad' }, 'city: City should contain only letters'],
    [{ state: '' }, 'state: Please enter state'],
    [{ state: 'T3' }, 'state: State should contain only letters'],
    [{ addressType: undefined }, 'addressType: Please select address type'],
    [{ postalCode: '' }, 'postalCode: Please enter pincode'],
    [{ postalCode: '50008' }, 'postalCode: Please enter valid pincode'],
    [{ postalCode: '5000812' }, 'postalCode: Please enter valid pincode'],
    [{ addressline1: 'x'.repeat(65) }, 'addressline1: Maximum 64 characters allowed'],
    [{ landmark: 'x'.repeat(65) }, 'landmark: Maximum 64 characters allowed'],
    [{ city: 'x'.repeat(33) }, 'city: Maximum 32 characters allowed'],
    [{ state: 'x'.repeat(33) }, 'state: Maximum 32 characters allowed'],
    [{ latitude: '' }, `latitude: ${ADDRESS_MESSAGES.locationRequired}`],
  ])('India: %j -> %s', (patch, message) => {
    expect(problem('+91', patch)).toEqual([message]);
  });
  it("refuses the map's untouched opening point: the customer never chose a place", () => {
    expect(problem('+91', { latitude: '17.450000', longitude: '78.370000' })).toEqual([`latitude: ${ADDRESS_MESSAGES.placeNotChosen}`]);
    expect(problem('+91', { latitude: 17.45, longitude: 78.3701 })).toBeUndefined();
    // Another market's opening point is a real place in India's terms, and the other way round.
    expect(problem('+966', { latitude: '17.45', longitude: '78.37', postalCode: '' })).toBeUndefined();
    expect(problem('+966', { latitude: '24.7136', longitude: '46.6753', postalCode: '' })).toEqual([`latitude: ${ADDRESS_MESSAGES.placeNotChosen}`]);
  });
  it('Gulf postal codes are optional but checked when given', () => {
    expect(problem('+971', { postalCode: '' })).toBeUndefined();
    expect(problem('+966', { postalCode: '12345' })).toBeUndefined();
    expect(problem('+966', { postalCode: '123' })).toEqual(['postalCode: Please enter valid pincode']);
    expect(problem('+973', { postalCode: '' })).toBeUndefined();
  });
  it('Arabic place names are letters too', () => {
    expect(problem('+966', { city: 'الرياض', state: 'منطقة الرياض', postalCode: '' })).toBeUndefined();
  });
});

describe('address type uniqueness', () => {
  it('Home and Work once each, Other any number of times', () => {
    const saved = [{ addressType: 'Home' }, { addressType: 'Other' }];
    expect(isAddressTypeTaken('Home', saved)).toBe(true);
    expect(isAddressTypeTaken('Work', saved)).toBe(false);
    expect(isAddressTypeTaken('Other', saved)).toBe(false);
  });
});
