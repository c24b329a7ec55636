import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addVehicle, api, multipart, pickCatalogVariant, PDF, PNG, signedInCustomer } from '../../../test/garage-factories';
import { bookingOf } from '../../../test/booking-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const customer = (brand?: string) => signedInCustomer(t.app, brand);

describe('adding vehicles', () => {
  it('the first vehicle becomes the default and the selected one; later ones do not', async () => {
    const { session, call } = await customer();
    const first = await addVehicle(t.app, 'servicebay', session.accessToken);
    expect(first).toMatchObject({ isDefault: true, isSelected: true, registrationNumber: 'KA01AB1234', imagePaths: [null, null, null] });
    const second = await addVehicle(t.app, 'servicebay', session.accessToken, { skip: 1 });
    expect(second).toMatchObject({ isDefault: false, isSelected: false });
    const me = (await call({ method: 'GET', url: '/api/auth/me' })).json().data;
    expect(me.defaultVehicleRef).toBe(`users/${session.user.uid}/vehicles/${first.did}`);
    expect(me.selectedVehicleRef).toBe(first.ref);
  });

  it('exactly one default vehicle', async () => {
    const { session, call } = await customer();
    await addVehicle(t.app, 'servicebay', session.accessToken);
    const second = await addVehicle(t.app, 'servicebay', session.accessToken, { skip: 1 });
    const list = (await call({ method: 'POST', url: `/api/users/me/vehicles/${second.did}/default` })).json().data;
    expect(list.filter((v: { isDefault: boolean }) => v.isDefault).map((v: { did: string }) => v.did)).toEqual([second.did]);
  });

  it('refuses the same catalogue vehicle twice', async () => {
    const { session } = await customer();
    await addVehicle(t.app, 'servicebay', session.accessToken);
    const pick = await pickCatalogVariant(t.app, 'servicebay');
    const again = await api(
      t.app,
      'servicebay',
      session.accessToken,
    )({ method: 'POST', url: '/api/users/me/vehicles', payload: { ...pick, registrationNumber: 'KA02CD5678' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ title: 'vehicle already exists', message: 'vehicle already exists' });
  });

  it('refuses a variant whose fuel type is not the one chosen', async () => {
    const { call } = await customer();
    const pick = await pickCatalogVariant(t.app, 'servicebay');
    const otherFuel = pick.fuelType === 'PETROL' ? 'DIESEL' : 'PETROL';
    const response = await call({ method: 'POST', url: '/api/users/me/vehicles', payload: { ...pick, fuelType: otherFuel, registrationNumber: 'KA01AB1234' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Selected variant doesnot match with fuel type');
  });

  it.each([
    ['', 'please enter registration number, for example KA01AB1234'],
    ['KA01', 'enter valid license plate, for example KA01AB1234'],
    ['1234BUA', 'enter valid license plate, for example KA01AB1234'],
  ])('registration %j -> %s', async (registrationNumber, message) => {
    const { call } = await customer();
    const pick = await pickCatalogVariant(t.app, 'servicebay');
    const response = await call({ method: 'POST', url: '/api/users/me/vehicles', payload: { ...pick, registrationNumber } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ message, field: 'registrationNumber' });
  });

  it('takes the plate rules of the brand’s country, and shows its format when refusing', async () => {
    const { session, call } = await customer('sahara');
    expect((await addVehicle(t.app, 'sahara', session.accessToken, { registrationNumber: '1234 BUA' })).registrationNumber).toBe('1234BUA');
    const refused = await call({
      method: 'POST',
      url: '/api/users/me/vehicles',
      payload: { ...(await pickCatalogVariant(t.app, 'sahara')), registrationNumber: 'KA01AB1234' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ message: 'enter valid license plate, for example 1234 BUA', field: 'registrationNumber' });
  });

  it('stores a Saudi plate typed in Arabic letters and digits as its Latin line', async () => {
    const { session } = await customer('sahara');
    expect((await addVehicle(t.app, 'sahara', session.accessToken, { registrationNumber: '٥٥٢١ ح ط ا' })).registrationNumber).toBe('5521ATJ');
  });

  it('temporary numbers (4 digits, 3 letters) only where the brand enables them', async () => {
    const quick = await customer('quickfix');
    const pick = await pickCatalogVariant(t.app, 'quickfix');
    const temp = await quick.call({ method: 'POST', url: '/api/users/me/vehicles', payload: { ...pick, registrationNumber: '1234ABC', isTempNumber: true } });
    expect(temp.json().data).toMatchObject({ registrationNumber: '1234ABC', isTempNumber: true });
    const plain = await customer('servicebay');
    const refused = await plain.call({
      method: 'POST',
      url: '/api/users/me/vehicles',
      payload: { ...(await pickCatalogVariant(t.app, 'servicebay')), registrationNumber: '1234ABC', isTempNumber: true },
    });
    expect(refused.json().error.message).toBe('enter valid license plate, for example KA01AB1234');
  });

  it('names the first missing picker choice', async () => {
    const { call } = await customer();
    const response = await call({ method: 'POST', url: '/api/users/me/vehicles', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('please select brand');
  });
});

describe('managing a vehicle', () => {
  it('edits nickname, registration, VIN and odometer with the spec messages', async () => {
    const { session, call } = await customer();
    const vehicle = await addVehicle(t.app, 'servicebay', session.accessToken);
    const url = `/api/users/me/vehicles/${vehicle.did}`;
    const good = { nickName: 'Daily drive', registrationNumber: 'KA 05 MN 4321', vinNumber: 'MA3 EWDE1S00 123456', odometer: '45210' };
    const saved = await call({ method: 'PATCH', url, payload: good });
    expect(saved.json().data).toMatchObject({ nickName: 'Daily drive', registrationNumber: 'KA05MN4321', vinNumber: 'MA3EWDE1S00123456', odometer: 45210 });
    for (const [patch, message] of [
      [{ nickName: '' }, 'Enter nickname'],
      [{ vinNumber: '' }, 'Please enter VIN number'],
      [{ vinNumber: 'MA3-EWDE' }, 'Please enter valid VIN number'],
      [{ odometer: '1234567' }, 'Odometer reading should be digits only, up to 6'],
      [{ odometer: '-1' }, 'Odometer reading should be digits only, up to 6'],
    ] as const) {
      const response = await call({ method: 'PATCH', url, payload: { ...good, ...patch } });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('keeps three image slots, accepting only png and jpg by content', async () => {
    const { session, call } = await customer();
    const vehicle = await addVehicle(t.app, 'servicebay', session.accessToken);
    const put = (slot: number, file: Buffer, filename: string) =>
      call({
        method: 'PUT',
        url: `/api/users/me/vehicles/${vehicle.did}/images/${slot}`,
        payload: multipart([{ name: 'file', file, filename, type: 'image/png' }]),
      });
    const ok = await put(1, PNG, 'car.png');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.imagePaths[1]).toMatch(/^\/api\/files\/.+\.png\?expires=\d+&signature=/);
    const image = await t.app.inject({ method: 'GET', url: ok.json().data.imagePaths[1] });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const pdf = await put(2, PDF, 'looks-like.png');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.message).toBe('Please upload valid format');
    expect((await put(3, PNG, 'x.png')).statusCode).toBe(400);
  });

  it('deleting the default and selected vehicle moves both to the first remaining one', async () => {
    const { session, call } = await customer();
    const first = await addVehicle(t.app, 'servicebay', session.accessToken);
    const second = await addVehicle(t.app, 'servicebay', session.accessToken, { skip: 1 });
    const remaining = (await call({ method: 'DELETE', url: `/api/users/me/vehicles/${first.did}` })).json().data;
    expect(remaining).toEqual([expect.objectContaining({ did: second.did, isDefault: true, isSelected: true })]);
    await call({ method: 'DELETE', url: `/api/users/me/vehicles/${second.did}` });
    const me = (await call({ method: 'GET', url: '/api/auth/me' })).json().data;
    expect(me).toMatchObject({ defaultVehicleRef: null, selectedVehicleRef: null });
  });

  it('a vehicle with a booking in progress cannot be deleted', async () => {
    const { session, call } = await customer();
    const vehicle = await addVehicle(t.app, 'servicebay', session.accessToken);
    await bookingOf(t, 'servicebay', session, vehicle, 'confirmed');
    expect((await call({ method: 'GET', url: `/api/users/me/vehicles/${vehicle.did}` })).json().data.hasActiveBooking).toBe(true);
    expect((await call({ method: 'GET', url: '/api/users/me/vehicles' })).json().data).toEqual([
      expect.objectContaining({ did: vehicle.did, hasActiveBooking: true }),
    ]);
    const response = await call({ method: 'DELETE', url: `/api/users/me/vehicles/${vehicle.did}` });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.title).toBe('This vehicle has active booking');
    expect((await call({ method: 'GET', url: '/api/users/me/vehicles' })).json().data).toHaveLength(1);
  });
});

describe('the bike brand', () => {
  it('offers two-wheelers only and never DIESEL', async () => {
    const call = api(t.app, 'throttle', '');
    const makes = (await call({ method: 'GET', url: '/api/catalog/vehicle/makes' })).json().data;
    expect(makes.length).toBeGreaterThanOrEqual(15);
    expect(new Set(makes.map((m: { vehicleType: string }) => m.vehicleType))).toEqual(new Set(['two-wheeler']));
    const types = (await call({ method: 'GET', url: '/api/catalog/vehicleTypes' })).json().data;
    expect(types.map((t: { vehicletype: string }) => t.vehicletype)).toEqual(['two-wheeler']);
    for (const make of makes.slice(0, 5)) {
      const models = (await call({ method: 'GET', url: `/api/catalog/vehicles/models?makeId=${encodeURIComponent(make.makeId)}` })).json().data;
      for (const model of models) expect(model.fuelTypes).not.toContain('DIESEL');
    }
  });
});
