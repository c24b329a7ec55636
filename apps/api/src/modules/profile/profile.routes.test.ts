import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signIn } from '../../../test/factories';
import { addVehicle, api, insuranceForm, multipart, PNG } from '../../../test/garage-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const details = { name: 'Priya Sharma', email: 'priya@example.com', gender: 'Female', date_of_birth: '1994-03-18' };

describe('personal details', () => {
  it('saving stores completeness 40; a vehicle adds 30, documents on the selected vehicle 30 more', async () => {
    const session = await signIn(t.app, 'servicebay');
    const call = api(t.app, 'servicebay', session.accessToken);
    expect((await call({ method: 'GET', url: '/api/users/me/profile' })).json().data).toMatchObject({
      completeness: 0,
      rewardPoints: 0,
      city: null,
      hasVehicle: false,
    });
    const saved = (await call({ method: 'PUT', url: '/api/users/me/profile', payload: details })).json().data;
    expect(saved).toMatchObject({
      name: 'Priya Sharma',
      email: 'priya@example.com',
      gender: 'Female',
      date_of_birth: '1994-03-18',
      profileCompleteness: 40,
      completeness: 40,
    });
    const vehicle = await addVehicle(t.app, 'servicebay', session.accessToken);
    expect((await call({ method: 'GET', url: '/api/users/me/profile' })).json().data.completeness).toBe(70);
    await call({ method: 'POST', url: '/api/users/me/documents', payload: insuranceForm(vehicle.did) });
    expect((await call({ method: 'GET', url: '/api/users/me/profile' })).json().data.completeness).toBe(100);
  });

  it.each([
    [{ name: 'Al' }, 'Name should have minimum 3 characters'],
    [{ name: 'x'.repeat(101) }, 'Name should have maximum 100 characters'],
    [{ date_of_birth: '2015-05-01' }, 'Age should be greater than 18'],
    [{ date_of_birth: '2090-01-01' }, 'Date of birth cannot be in the future'],
    [{ email: 'not-an-email' }, 'Please enter valid email'],
    [{ gender: 'Other' }, 'Please select gender'],
  ])('refuses %j with the spec message', async (patch, message) => {
    const session = await signIn(t.app, 'servicebay');
    const response = await api(t.app, 'servicebay', session.accessToken)({ method: 'PUT', url: '/api/users/me/profile', payload: { ...details, ...patch } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('email and mobile are read-only once set', async () => {
    const session = await signIn(t.app, 'servicebay');
    const call = api(t.app, 'servicebay', session.accessToken);
    await call({ method: 'PUT', url: '/api/users/me/profile', payload: details });
    const email = await call({ method: 'PUT', url: '/api/users/me/profile', payload: { ...details, email: 'other@example.com' } });
    expect(email.json().error).toMatchObject({ message: 'Email cannot be changed once set', field: 'email' });
    const mobile = await call({ method: 'PUT', url: '/api/users/me/profile', payload: { ...details, mobileNumber: '9123456780' } });
    expect(mobile.json().error).toMatchObject({ message: 'Mobile number cannot be changed once set', field: 'mobileNumber' });
    const same = await call({ method: 'PUT', url: '/api/users/me/profile', payload: { ...details, mobileNumber: session.mobileNumber } });
    expect(same.statusCode).toBe(200);
  });

  it('uploads an avatar and shows it by signed URL; a non-image is refused', async () => {
    const session = await signIn(t.app, 'servicebay');
    const call = api(t.app, 'servicebay', session.accessToken);
    const saved = await call({
      method: 'POST',
      url: '/api/users/me/profile/avatar',
      payload: multipart([{ name: 'file', file: PNG, filename: 'me.png', type: 'image/png' }]),
    });
    expect(saved.json().data.profileImageUrl).toMatch(/^\/api\/files\//);
    const text = await call({
      method: 'POST',
      url: '/api/users/me/profile/avatar',
      payload: multipart([{ name: 'file', file: Buffer.from('hello'), filename: 'me.png' }]),
    });
    expect(text.json().error.message).toBe('Please upload valid format');
  });

  it('keeps an SVG avatar as the PNG it draws: its script is never stored nor served', async () => {
    const session = await signIn(t.app, 'servicebay');
    const call = api(t.app, 'servicebay', session.accessToken);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="alert(1)"><script>alert(document.cookie)</script><circle cx="20" cy="20" r="18" fill="#0a7"/></svg>',
    );
    const saved = await call({
      method: 'POST',
      url: '/api/users/me/profile/avatar',
      payload: multipart([{ name: 'file', file: svg, filename: 'me.svg', type: 'image/svg+xml' }]),
    });
    const url = saved.json().data.profileImageUrl as string;
    expect(url).toMatch(/^\/api\/files\/[^?]+\.png\?/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(served.rawPayload.includes('script')).toBe(false);
    // An SVG that cannot be drawn is refused, not kept.
    const broken = await call({
      method: 'POST',
      url: '/api/users/me/profile/avatar',
      payload: multipart([{ name: 'file', file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><unclosed'), filename: 'me.svg', type: 'image/svg+xml' }]),
    });
    expect(broken.json().error.message).toBe('Please upload valid format');
  });

  it('changes settings', async () => {
    const session = await signIn(t.app, 'servicebay');
    const call = api(t.app, 'servicebay', session.accessToken);
    const settings = (await call({ method: 'PATCH', url: '/api/users/me/settings', payload: { language: 'ar', remindersEnabled: false } })).json().data;
    expect(settings).toMatchObject({ language: 'ar', remindersEnabled: false, deleteRequest: false });
    expect((await call({ method: 'PATCH', url: '/api/users/me/settings', payload: { language: 'fr' } })).statusCode).toBe(400);
  });

  it('keeps the chosen workshop only when it is one of the brand’s, and forgets it on null', async () => {
    const session = await signIn(t.app, 'servicebay');
    const call = api(t.app, 'servicebay', session.accessToken);
    const workshopOf = async (brand: string) =>
      (await api(t.app, brand, '')({ method: 'GET', url: '/api/catalog/workshops' })).json().data[0].workshopId as string;
    const [own, other] = [await workshopOf('servicebay'), await workshopOf('marina')];
    const chosen = await call({ method: 'PATCH', url: '/api/users/me/settings', payload: { workshopId: own } });
    expect(chosen.json().data.workshopId).toBe(own);
    const foreign = await call({ method: 'PATCH', url: '/api/users/me/settings', payload: { workshopId: other } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.field).toBe('workshopId');
    expect((await call({ method: 'GET', url: '/api/users/me/settings' })).json().data.workshopId).toBe(own);
    expect((await call({ method: 'PATCH', url: '/api/users/me/settings', payload: { workshopId: 'not-an-id' } })).statusCode).toBe(400);
    expect((await call({ method: 'PATCH', url: '/api/users/me/settings', payload: { workshopId: null } })).json().data.workshopId).toBeNull();
  });
});
