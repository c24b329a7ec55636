import { randomUUID } from 'node:crypto';
import { minorOf, type TCart, type TService, type TServiceDetails, type TWorkshop } from '@servicebay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { signIn, signInAsGuest } from '../../../test/factories';
import { addAddress, addVehicle, api, multipart, PDF, PNG, signedInCustomer } from '../../../test/garage-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const menuOf = async (brand: string, query = '') =>
  (await onBrand(t.app, brand)({ method: 'GET', url: `/api/workshop/services${query}` })).json().data as TService[];
const named = (menu: TService[], name: string) => menu.find((service) => service.displayName === name)!;

/** A signed-in customer of `brand` with a vehicle and an address, and their cart calls. */
async function shopper(brand = 'servicebay') {
  const { token, call } = await signedInCustomer(t.app, brand);
  const vehicle = await addVehicle(t.app, brand, token);
  await addAddress(t.app, brand, token);
  const cart = async () => (await call({ method: 'GET', url: '/api/transaction/cart' })).json().data as TCart;
  const add = (payload: object) => call({ method: 'POST', url: '/api/transaction/cart/items', payload });
  return { token, call, vehicle, cart, add };
}

describe('the cart (customer spec sections 3, 5 and 7)', () => {
  it('prices each item from the catalogue for the selected vehicle, whatever price the app sends', async () => {
    const { vehicle, add, cart } = await shopper();
    const menu = await menuOf('servicebay');
    const basic = named(menu, 'Basic Service');
    const forged = await add({ serviceId: basic.serviceId, appliedPrice: { amount: 1, currency: 'INR', model: 'fixed' }, defaultPrice: { amount: 1 } });
    expect(forged.statusCode, forged.body).toBe(200);
    const details = (
      await onBrand(t.app, 'servicebay')({ method: 'GET', url: `/api/catalog/service/${basic.serviceId}?catalogVehicleId=${vehicle.catalogVehicleId}` })
    ).json().data as TServiceDetails;
    const [item] = (await cart()).items;
    expect(item!.defaultPrice).toEqual(details.pricing);
    expect(item!.appliedPrice).toEqual(details.pricing);
    expect((await cart()).estimate).toEqual({ currency: 'INR', totalEstimated: details.pricing!.amount, discount: 0, advancePayment: 0 });
  });

  it('holds each service once: "Service already added", also when two tabs add it at once', async () => {
    const { add, cart } = await shopper();
    const [first, second] = await menuOf('servicebay');
    expect((await add({ serviceId: first!.serviceId })).statusCode).toBe(200);
    const again = await add({ serviceId: first!.serviceId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Service already added');
    const both = await Promise.all([add({ serviceId: second!.serviceId }), add({ serviceId: second!.serviceId })]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await cart()).items.map((item) => item.serviceId)).toEqual([first!.serviceId, second!.serviceId]);
  });

  it('asks for an address first ("provide address before booking"), unless the brand lists workshops by segment', async () => {
    const { call } = await signedInCustomer(t.app, 'servicebay');
    const [service] = await menuOf('servicebay');
    const refused = await call({ method: 'POST', url: '/api/transaction/cart/items', payload: { serviceId: service!.serviceId } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('provide address before booking');
    // FleetHub lists workshops by quality segment (its global settings).
    const segmentBrand = await signedInCustomer(t.app, 'fleethub');
    const [segmentService] = await menuOf('fleethub');
    expect(
      (await segmentBrand.call({ method: 'POST', url: '/api/transaction/cart/items', payload: { serviceId: segmentService!.serviceId } })).statusCode,
    ).toBe(200);
  });

  it('edits add-ons in place, priced by the catalogue; refuses unknown add-ons and two choices of a one-choice section', async () => {
    const { add, call } = await shopper();
    const service = (await menuOf('servicebay')).find((candidate) => candidate.displayName === 'Standard Service')!;
    const cart = (await add({ serviceId: service.serviceId })).json().data as TCart;
    const item = cart.items[0]!;
    const multiple = item.addOnSections.find((section) => section.selectionType === 'Multiple')!;
    const addOn = multiple.items[0]!;
    const put = (payload: object) => call({ method: 'PUT', url: `/api/transaction/cart/items/${item.cartItemId}`, payload });
    const changed = (await put({ addOnsSelected: [addOn.addOnId] })).json().data as TCart;
    expect(changed.items[0]!.addOnsSelected).toEqual([addOn.addOnId]);
    expect(changed.items[0]!.appliedPrice!.amount).toBeCloseTo(item.defaultPrice!.amount + addOn.price.amount, 2);
    expect(changed.estimate.totalEstimated).toBeCloseTo(changed.items[0]!.appliedPrice!.amount, 2);
    expect((await put({ addOnsSelected: ['no-such-add-on'] })).statusCode).toBe(400);
    const single = item.addOnSections.find((section) => section.selectionType === 'Single');
    if (single && single.items.length > 1)
      expect((await put({ addOnsSelected: single.items.slice(0, 2).map((choice) => choice.addOnId) })).statusCode).toBe(400);
    // The item's service stays whatever the app sends.
    const kept = (await put({ serviceId: randomUUID(), addOnsSelected: [] })).json().data as TCart;
    expect(kept.items[0]!.serviceId).toBe(service.serviceId);
  });

  it('takes its workshop from the first item, and only one of the brand’s workshops', async () => {
    const { add, cart } = await shopper();
    const [first, second] = await menuOf('servicebay');
    const [near, other] = (await onBrand(t.app, 'servicebay')({ method: 'GET', url: '/api/catalog/workshops' })).json().data as TWorkshop[];
    await add({ serviceId: first!.serviceId, workshopId: near!.workshopId });
    await add({ serviceId: second!.serviceId, workshopId: other!.workshopId });
    const current = await cart();
    expect(current.workshopId).toBe(near!.workshopId);
    expect(current.items[0]!.workshopLatitude).toBe(near!.latitude);
    const sahara = (await onBrand(t.app, 'sahara')({ method: 'GET', url: '/api/catalog/workshops' })).json().data as TWorkshop[];
    const [third] = (await menuOf('servicebay')).slice(2);
    expect((await add({ serviceId: third!.serviceId, workshopId: sahara[0]!.workshopId })).statusCode).toBe(404);
  });

  it('moves every item to another workshop at once (Change workshop), only to one of the brand’s', async () => {
    const { add, call, cart } = await shopper();
    const [first, second] = await menuOf('servicebay');
    const [near, other] = (await onBrand(t.app, 'servicebay')({ method: 'GET', url: '/api/catalog/workshops' })).json().data as TWorkshop[];
    await add({ serviceId: first!.serviceId, workshopId: near!.workshopId });
    await add({ serviceId: second!.serviceId, workshopId: near!.workshopId });
    const move = (workshopId: string) => call({ method: 'PUT', url: '/api/transaction/cart/workshop', payload: { workshopId } });
    const moved = await move(other!.workshopId);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json().data as TCart).items.map((item) => item.workshopLatitude)).toEqual([other!.latitude, other!.latitude]);
    expect((await cart()).items.map((item) => item.workshopId)).toEqual([other!.workshopId, other!.workshopId]);
    expect((await cart()).workshopId).toBe(other!.workshopId);

    const sahara = (await onBrand(t.app, 'sahara')({ method: 'GET', url: '/api/catalog/workshops' })).json().data as TWorkshop[];
    expect((await move(sahara[0]!.workshopId)).statusCode).toBe(404);
    expect((await move('not-a-workshop')).statusCode).toBe(400);
    expect((await cart()).items.map((item) => item.workshopId)).toEqual([other!.workshopId, other!.workshopId]);
  });

  it('applies promo codes: a valid one takes its discount, an unknown one and an expired one are refused with the spec’s words', async () => {
    const { add, call } = await shopper();
    const [service] = await menuOf('servicebay');
    await add({ serviceId: service!.serviceId });
    const patch = (offerCode: string | null) => call({ method: 'PATCH', url: '/api/transaction/cart', payload: { offerCode } });
    const applied = (await patch(' first15 ')).json().data as TCart;
    expect(applied.offerCode).toBe('FIRST15');
    // 15 % of the total, to the minor unit (the cap of 1,500 is not reached).
    expect(minorOf(applied.estimate.discount, 'INR')).toBe(Math.round(minorOf(applied.estimate.totalEstimated, 'INR') * 0.15));
    const unknown = await patch('NOPE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Please enter valid offer code');
    const expired = await patch('MONSOON10');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe('Code Expired');
    // A refused code leaves the applied one.
    expect(((await call({ method: 'GET', url: '/api/transaction/cart' })).json().data as TCart).offerCode).toBe('FIRST15');
    const removed = (await patch(null)).json().data as TCart;
    expect(removed.offerCode).toBeNull();
    expect(removed.estimate.discount).toBe(0);
  });

  it('removing the last item or emptying the cart drops the offer code', async () => {
    const { add, call, cart } = await shopper();
    const [first, second] = await menuOf('servicebay');
    await add({ serviceId: first!.serviceId });
    await call({ method: 'PATCH', url: '/api/transaction/cart', payload: { offerCode: 'FIRST15' } });
    const [item] = (await cart()).items;
    const removed = (await call({ method: 'DELETE', url: `/api/transaction/cart/items/${item!.cartItemId}` })).json().data as TCart;
    expect(removed.items).toEqual([]);
    expect(removed.offerCode).toBeNull();
    await add({ serviceId: second!.serviceId });
    await call({ method: 'PATCH', url: '/api/transaction/cart', payload: { offerCode: 'FIRST15' } });
    const emptied = (await call({ method: 'DELETE', url: '/api/transaction/cart' })).json().data as TCart;
    expect(emptied).toMatchObject({ items: [], offerCode: null, workshopId: null, estimate: { totalEstimated: 0, discount: 0 } });
  });

  it('another customer and another brand get 404 for an item', async () => {
    const owner = await shopper();
    const [service] = await menuOf('servicebay');
    const itemId = ((await owner.add({ serviceId: service!.serviceId })).json().data as TCart).items[0]!.cartItemId;
    const other = await signedInCustomer(t.app, 'servicebay');
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await other.call({
        method,
        url: `/api/transaction/cart/items/${itemId}`,
        ...(method === 'PUT' ? { payload: { addOnsSelected: [] } } : {}),
      });
      expect(response.statusCode, method).toBe(404);
    }
    const sameNumberElsewhere = await signIn(t.app, 'quickfix');
    expect((await api(t.app, 'quickfix', sameNumberElsewhere.accessToken)({ method: 'GET', url: `/api/transaction/cart/items/${itemId}` })).statusCode).toBe(
      404,
    );
    expect((await owner.cart()).items).toHaveLength(1);
  });

  it('a guest’s cart joins the account the guest signs in to, without doubling a service', async () => {
    const account = await signIn(t.app, 'servicebay');
    const accountCall = api(t.app, 'servicebay', account.accessToken);
    await addAddress(t.app, 'servicebay', account.accessToken);
    const [first, second] = await menuOf('servicebay');
    await accountCall({ method: 'POST', url: '/api/transaction/cart/items', payload: { serviceId: first!.serviceId } });

    const guest = await signInAsGuest(t.app, 'servicebay');
    await addAddress(t.app, 'servicebay', guest.accessToken);
    const guestCall = api(t.app, 'servicebay', guest.accessToken);
    for (const service of [first!, second!]) await guestCall({ method: 'POST', url: '/api/transaction/cart/items', payload: { serviceId: service.serviceId } });
    await guestCall({ method: 'PATCH', url: '/api/transaction/cart', payload: { offerCode: 'FIRST15' } });

    const joined = await signIn(t.app, 'servicebay', { mobileNumber: account.mobileNumber, guestToken: guest.accessToken });
    const cart = (await api(t.app, 'servicebay', joined.accessToken)({ method: 'GET', url: '/api/transaction/cart' })).json().data as TCart;
    expect(cart.items.map((item) => item.serviceId).sort()).toEqual([first!.serviceId, second!.serviceId].sort());
    expect(cart.offerCode).toBe('FIRST15');
  });

  it('keeps photos of an item: png or jpeg only, at most five, removed by their URL', async () => {
    const { add, call, cart } = await shopper();
    const [service] = await menuOf('servicebay');
    const itemId = ((await add({ serviceId: service!.serviceId })).json().data as TCart).items[0]!.cartItemId;
    const upload = (file: Buffer, filename: string) =>
      call({ method: 'POST', url: `/api/transaction/cart/items/${itemId}/images`, payload: multipart([{ name: 'file', file, filename }]) });
    const first = await upload(PNG, 'dent.png');
    expect(first.statusCode, first.body).toBe(200);
    const { message: url, id } = (first.json().data as { message: string; id: string }[])[0]!;
    expect(id).toBe(itemId);
    expect((await cart()).items[0]!.images).toEqual([url]);
    expect((await call({ method: 'GET', url })).statusCode).toBe(200);
    const pdf = await upload(PDF, 'dent.png');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.message).toBe('.PNG, .JPEG, .JPG are allowed');
    for (let i = 0; i < 4; i++) expect((await upload(PNG, `more-${i}.png`)).statusCode).toBe(200);
    const sixth = await upload(PNG, 'sixth.png');
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().error.message).toBe('At most 5 photos per service');
    const removed = (await call({ method: 'DELETE', url: `/api/transaction/cart/items/${itemId}/images?url=${encodeURIComponent(url)}` })).json().data as TCart;
    expect(removed.items[0]!.images).toHaveLength(4);
    expect(removed.items[0]!.images).not.toContain(url);
    expect((await call({ method: 'GET', url })).statusCode).toBe(404);
    for (const bad of ['%E0%A4%A', 'http://[::1', '/api/files/someone-else.png']) {
      expect((await call({ method: 'DELETE', url: `/api/transaction/cart/items/${itemId}/images?url=${encodeURIComponent(bad)}` })).statusCode, bad).toBe(404);
    }
    const other = await signedInCustomer(t.app, 'servicebay');
    const foreign = await other.call({
      method: 'POST',
      url: `/api/transaction/cart/items/${itemId}/images`,
      payload: multipart([{ name: 'file', file: PNG, filename: 'x.png' }]),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('names the part a body-panel item mends, in the customer’s language', async () => {
    const { add, call } = await shopper();
    const query = 'partId=left-front-door&damageTypeId=dent';
    const mend = await onBrand(t.app, 'servicebay')({ method: 'GET', url: `/api/catalog/services/body-damage?${query}` });
    expect(mend.statusCode, mend.body).toBe(200);
    const { serviceId } = (mend.json().data as TServiceDetails).service;
    const added = await add({ serviceId, partId: 'left-front-door', damageTypeId: 'dent' });
    expect(added.statusCode, added.body).toBe(200);
    const [item] = (added.json().data as TCart).items;
    expect(item).toMatchObject({ partId: 'left-front-door', damageTypeId: 'dent', partDisplayName: 'Left front door' });
    const arabic = (await call({ method: 'GET', url: '/api/transaction/cart', headers: { 'accept-language': 'ar' } })).json().data as TCart;
    expect(arabic.items[0]!.partDisplayName).not.toBe('Left front door');
    expect(arabic.items[0]!.partDisplayName).toMatch(/[\u0600-\u06FF]/);
  });
});
