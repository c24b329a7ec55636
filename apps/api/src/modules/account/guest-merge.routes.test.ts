import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAddress, TUserDocument, TVehicle } from '@servicebay/domain';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { signIn, signInAsGuest } from '../../../test/factories';
import { addAddress, addVehicle, api, insuranceForm, multipart, PNG, storageKeyOf } from '../../../test/garage-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A guest of servicebay who then verifies `mobileNumber`, an existing account's number. */
async function guestSignsIntoAccount(mobileNumber: string, addWhileGuest: (token: string) => Promise<void>) {
  const guest = await signInAsGuest(t.app, 'servicebay');
  await addWhileGuest(guest.accessToken);
  const session = await signIn(t.app, 'servicebay', { mobileNumber, guestToken: guest.accessToken });
  return { guest, session, call: api(t.app, 'servicebay', session.accessToken) };
}

const get = async <T>(call: ReturnType<typeof api>, url: string) => (await call({ method: 'GET', url })).json().data as T;

describe('a guest signing into an existing account', () => {
  it("moves the guest's vehicles, documents and addresses into the account, keeping the account's choices", async () => {
    const account = await signIn(t.app, 'servicebay');
    const own = await addVehicle(t.app, 'servicebay', account.accessToken);
    const ownHome = await addAddress(t.app, 'servicebay', account.accessToken);
    let guestVehicle: TVehicle | undefined;

    const { guest, session, call } = await guestSignsIntoAccount(account.mobileNumber, async (token) => {
      guestVehicle = await addVehicle(t.app, 'servicebay', token, { skip: 1, registrationNumber: 'KA05MN7788' });
      await api(t.app, 'servicebay', token)({ method: 'POST', url: '/api/users/me/documents', payload: insuranceForm(guestVehicle.did) });
      await addAddress(t.app, 'servicebay', token, { addressline1: 'Plot 12, Jubilee Hills' });
      await addAddress(t.app, 'servicebay', token, { addressType: 'Work', addressline1: 'Cyber Towers, Hitec City' });
    });

    // The number's account is the one signed into (customer spec section 4), not the guest.
    expect(session.user).toMatchObject({ uid: account.user.uid, isAnonymous: false });
    const vehicles = await get<TVehicle[]>(call, '/api/users/me/vehicles');
    expect(vehicles.map((v) => [v.did, v.isDefault, v.isSelected])).toEqual([
      [own.did, true, true],
      [guestVehicle!.did, false, false],
    ]);
    const documents = await get<TUserDocument[]>(call, `/api/users/me/documents?vehicleId=${guestVehicle!.did}`);
    expect(documents.map((d) => d.documentType)).toEqual(['INSURANCE']);
    // The moved document's files still open for their new owner.
    const file = await onBrand(t.app, 'servicebay')({ method: 'GET', url: documents[0]!.images[0]!.url });
    expect(file.statusCode).toBe(200);

    const addresses = await get<TAddress[]>(call, '/api/users/me/addresses');
    // The account keeps its Home; the guest's Home becomes Other, the guest's Work stays Work.
    expect(addresses.map((a) => [a.addressline1, a.addressType, a.isDefault])).toEqual(
      expect.arrayContaining([
        [ownHome.addressline1, 'Home', true],
        ['Plot 12, Jubilee Hills', 'Other', false],
        ['Cyber Towers, Hitec City', 'Work', false],
      ]),
    );
    expect(addresses).toHaveLength(3);

    // The guest is over: neither of its tokens works any more, and it owns nothing.
    const refresh = await onBrand(t.app, 'servicebay')({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: guest.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    expect((await api(t.app, 'servicebay', guest.accessToken)({ method: 'GET', url: '/api/users/me/vehicles' })).statusCode).toBe(401);
    expect(await t.database.db.query.vehicles.findMany({ where: (v, { eq }) => eq(v.userId, guest.user.uid) })).toEqual([]);
  });

  it("a vehicle the account already has stays the account's, taking the guest's documents and filling empty photo slots", async () => {
    const account = await signIn(t.app, 'servicebay');
    const own = await addVehicle(t.app, 'servicebay', account.accessToken);
    let spareKey = '';

    const { call } = await guestSignsIntoAccount(account.mobileNumber, async (token) => {
      const guestCall = api(t.app, 'servicebay', token);
      const same = await addVehicle(t.app, 'servicebay', token); // the same catalogue vehicle
      await guestCall({ method: 'POST', url: '/api/users/me/documents', payload: insuranceForm(same.did) });
      for (const slot of [0, 1, 2]) {
        await guestCall({
          method: 'PUT',
          url: `/api/users/me/vehicles/${same.did}/images/${slot}`,
          payload: multipart([{ name: 'file', file: PNG, filename: `${slot}.png`, type: 'image/png' }]),
        });
      }
      await api(
        t.app,
        'servicebay',
        account.accessToken,
      )({
        method: 'PUT',
        url: `/api/users/me/vehicles/${own.did}/images/0`,
        payload: multipart([{ name: 'file', file: PNG, filename: 'own.png', type: 'image/png' }]),
      });
      const guestVehicle = (await get<TVehicle[]>(guestCall, '/api/users/me/vehicles'))[0]!;
      spareKey = storageKeyOf(guestVehicle.imagePaths[2]!);
    });

    const vehicles = await get<TVehicle[]>(call, '/api/users/me/vehicles');
    expect(vehicles.map((v) => v.did)).toEqual([own.did]);
    // Slot 0 was the account's own photo; slots 1 and 2 take the guest's first two.
    expect(vehicles[0]!.imagePaths.every(Boolean)).toBe(true);
    const documents = await get<TUserDocument[]>(call, `/api/users/me/documents?vehicleId=${own.did}`);
    expect(documents.map((d) => d.documentType)).toEqual(['INSURANCE']);
    // The guest's third photo found no empty slot: its file is removed, not left behind.
    expect(await t.app.services.localStorage!.read(spareKey)).toBeNull();
  });

  it('an account with nothing yet takes the first moved vehicle and address as its default and selected ones', async () => {
    const account = await signIn(t.app, 'servicebay');
    let guestVehicle: TVehicle | undefined;
    let guestAddress: TAddress | undefined;
    const { call } = await guestSignsIntoAccount(account.mobileNumber, async (token) => {
      guestVehicle = await addVehicle(t.app, 'servicebay', token);
      guestAddress = await addAddress(t.app, 'servicebay', token);
    });
    const [vehicle] = await get<TVehicle[]>(call, '/api/users/me/vehicles');
    expect(vehicle).toMatchObject({ did: guestVehicle!.did, isDefault: true, isSelected: true });
    const [address] = await get<TAddress[]>(call, '/api/users/me/addresses');
    expect(address).toMatchObject({ did: guestAddress!.did, addressType: 'Home', isDefault: true });
  });

  it("another brand's account with the same number does not take the guest's records", async () => {
    const onQuickfix = await signIn(t.app, 'quickfix');
    const guest = await signInAsGuest(t.app, 'servicebay');
    await addVehicle(t.app, 'servicebay', guest.accessToken);
    // The same number on servicebay is a new account there: the guest upgrades in place instead.
    const session = await signIn(t.app, 'servicebay', { mobileNumber: onQuickfix.mobileNumber, guestToken: guest.accessToken });
    expect(session.user.uid).toBe(guest.user.uid);
    expect(await get<TVehicle[]>(api(t.app, 'quickfix', onQuickfix.accessToken), '/api/users/me/vehicles')).toEqual([]);
  });
});
