import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addAddress, ADDRESS, signedInCustomer } from '../../../test/garage-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const customer = (brand?: string) => signedInCustomer(t.app, brand);

describe('addresses', () => {
  it('the first address becomes default and selected; city and state get capital letters', async () => {
    const { token } = await customer();
    const first = await addAddress(t.app, 'servicebay', token, { city: 'hyderabad', state: 'telangana' });
    expect(first).toMatchObject({ isDefault: true, isSelected: true, city: 'Hyderabad', state: 'Telangana', country: 'India' });
    const second = await addAddress(t.app, 'servicebay', token, { addressType: 'Work' });
    expect(second).toMatchObject({ isDefault: false, isSelected: false });
  });

  it('Home and Work are unique, Other may repeat', async () => {
    const { token, call } = await customer();
    await addAddress(t.app, 'servicebay', token);
    const again = await call({ method: 'POST', url: '/api/users/me/addresses', payload: ADDRESS });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.title).toBe('Address type should be unique');
    await addAddress(t.app, 'servicebay', token, { addressType: 'Other' });
    await addAddress(t.app, 'servicebay', token, { addressType: 'Other' });
    expect((await call({ method: 'GET', url: '/api/users/me/addresses' })).json().data).toHaveLength(3);
  });

  it.each([
    [{ addressline1: '' }, 'Please enter house/flat no'],
    [{ landmark: '' }, 'Please enter landmark'],
    [{ city: 'Hyd3rabad' }, 'City should contain only letters'],
    [{ state: '' }, 'Please enter state'],
    [{ addressType: 'Office' }, 'Please select address type'],
    [{ postalCode: '' }, 'Please enter pincode'],
    [{ postalCode: '5000' }, 'Please enter valid pincode'],
    [{ addressline1: 'x'.repeat(65) }, 'Maximum 64 characters allowed'],
    [{ city: 'x'.repeat(33) }, 'Maximum 32 characters allowed'],
  ])('refuses %j with %s', async (patch, message) => {
    const { call } = await customer();
    const response = await call({ method: 'POST', url: '/api/users/me/addresses', payload: { ...ADDRESS, ...patch } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it("refuses an address left on the map's opening point: the customer never chose a place (issue 26 item 15)", async () => {
    const { call, token } = await customer();
    const untouched = await call({ method: 'POST', url: '/api/users/me/addresses', payload: { ...ADDRESS, latitude: '17.450000', longitude: '78.370000' } });
    expect(untouched.statusCode).toBe(400);
    expect(untouched.json().error).toMatchObject({
      message: 'Search for your address, use your current location or tap the map to place the pin',
      field: 'latitude',
    });
    const home = await addAddress(t.app, 'servicebay', token);
    const moved = await call({ method: 'PUT', url: `/api/users/me/addresses/${home.did}`, payload: { ...ADDRESS, latitude: 17.45, longitude: 78.37 } });
    expect(moved.statusCode).toBe(400);
    // A step off the opening point is a place someone chose.
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/users/me/addresses',
          payload: { ...ADDRESS, addressType: 'Other', latitude: '17.450100', longitude: '78.370000' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('Gulf addresses need no postal code', async () => {
    const { token } = await customer('marina');
    const address = await addAddress(t.app, 'marina', token, { city: 'Dubai', state: 'Dubai', postalCode: '', latitude: '25.0805', longitude: '55.1403' });
    expect(address).toMatchObject({ postalCode: '', country: 'United Arab Emirates' });
  });

  it('edits an address, keeping the type rule', async () => {
    const { token, call } = await customer();
    const home = await addAddress(t.app, 'servicebay', token);
    const work = await addAddress(t.app, 'servicebay', token, { addressType: 'Work' });
    const edited = await call({ method: 'PUT', url: `/api/users/me/addresses/${home.did}`, payload: { ...ADDRESS, landmark: 'Opposite the metro station' } });
    expect(edited.json().data.landmark).toBe('Opposite the metro station');
    const clash = await call({ method: 'PUT', url: `/api/users/me/addresses/${work.did}`, payload: ADDRESS });
    expect(clash.statusCode).toBe(409);
  });

  it('deleting the selected address selects the next; with none left there is no selection', async () => {
    const { token, call } = await customer();
    const home = await addAddress(t.app, 'servicebay', token);
    const work = await addAddress(t.app, 'servicebay', token, { addressType: 'Work' });
    const left = (await call({ method: 'DELETE', url: `/api/users/me/addresses/${home.did}` })).json().data;
    expect(left).toEqual([expect.objectContaining({ did: work.did, isSelected: true, isDefault: true })]);
    expect((await call({ method: 'DELETE', url: `/api/users/me/addresses/${work.did}` })).json().data).toEqual([]);
    expect((await call({ method: 'GET', url: '/api/auth/me' })).json().data).toMatchObject({ selectedAddressRef: null, defaultAddressRef: null });
  });

  it('make default and select', async () => {
    const { token, call } = await customer();
    await addAddress(t.app, 'servicebay', token);
    const work = await addAddress(t.app, 'servicebay', token, { addressType: 'Work' });
    await call({ method: 'POST', url: `/api/users/me/addresses/${work.did}/default` });
    const list = (await call({ method: 'POST', url: `/api/users/me/addresses/${work.did}/select` })).json().data;
    expect(list.find((a: { did: string }) => a.did === work.did)).toMatchObject({ isDefault: true, isSelected: true });
  });
});

describe('places', () => {
  it('searches the brand’s country and says where a map pin is', async () => {
    const { call } = await customer();
    const found = (await call({ method: 'GET', url: '/api/geo/search?q=gachibowli' })).json().data;
    expect(found[0]).toMatchObject({ city: 'Hyderabad', state: 'Telangana', country: 'India' });
    expect((await call({ method: 'GET', url: '/api/geo/search?q=zzzzqx' })).json().data).toEqual([]);
    const here = (await call({ method: 'GET', url: '/api/geo/reverse?lat=17.45&lon=78.37' })).json().data;
    expect(here).toMatchObject({ city: 'Hyderabad', state: 'Telangana' });
    const sea = (await call({ method: 'GET', url: '/api/geo/reverse?lat=0&lon=-30' })).json().data;
    expect(sea).toBeNull();
  });
  it('a Gulf brand searches its own country', async () => {
    const { call } = await customer('sahara');
    const found = (await call({ method: 'GET', url: '/api/geo/search?q=riyadh' })).json().data;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p: { country: string }) => p.country === 'Saudi Arabia')).toBe(true);
  });
  it('answers in the app’s language: Arabic names where the gazetteer has them', async () => {
    const { call } = await customer('sahara');
    const arabic = { 'accept-language': 'ar' };
    const olaya = (await call({ method: 'GET', url: `/api/geo/search?q=${encodeURIComponent('العليا')}`, headers: arabic })).json().data;
    expect(olaya[0]).toMatchObject({ label: 'العليا، الرياض، منطقة الرياض، المملكة العربية السعودية', city: 'الرياض', state: 'منطقة الرياض' });
    const english = (await call({ method: 'GET', url: `/api/geo/search?q=${encodeURIComponent('العليا')}` })).json().data;
    expect(english[0]).toMatchObject({ city: 'Riyadh', state: 'Riyadh Province', country: 'Saudi Arabia' });
    const pin = (await call({ method: 'GET', url: '/api/geo/reverse?lat=21.4858&lon=39.1925', headers: arabic })).json().data;
    expect(pin).toMatchObject({ city: 'جدة', state: 'منطقة مكة المكرمة', country: 'المملكة العربية السعودية' });
    // No Arabic names for Indian places: English, whatever the language asked.
    const india = await customer();
    const gachibowli = (await india.call({ method: 'GET', url: '/api/geo/search?q=gachibowli', headers: arabic })).json().data;
    expect(gachibowli[0]).toMatchObject({ city: 'Hyderabad', state: 'Telangana', country: 'India' });
  });
});
