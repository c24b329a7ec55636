import { utimes } from 'node:fs/promises';
import path from 'node:path';
import type { TBooking, TBookingCreated, TCart } from '@servicebay/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { bookCart, openSlotOf } from '../test/booking-factories';
import { buildTestApp } from '../test/build-test-app';
import { addAddress, addVehicle, insuranceForm, multipart, PNG, signedInCustomer } from '../test/garage-factories';

/**
 * Issue 7, part 3: files and rows never part ways. A photo slot changes atomically, a file is kept
 * only with a committed row pointing at it, the sweep removes what no row names, erasure leaves
 * nothing under the customer's folder, and an upload racing a vehicle delete is a 404.
 */
const t = await buildTestApp();
afterAll(() => t.close());
const storage = t.app.services.localStorage!;
const DAY = 24 * 60 * 60 * 1000;

const photo = (vehicleId: string, slot: number) => ({
  method: 'PUT' as const,
  url: `/api/users/me/vehicles/${vehicleId}/images/${slot}`,
  payload: multipart([{ name: 'file', file: PNG, filename: `${slot}.png`, type: 'image/png' }]),
});
const filesUnder = async (prefix: string) => (await storage.list(prefix)).map((file) => file.key);
/** The customer's storage folder, `<brandId>/<userId>/`. */
async function prefixOf(session: { user: { uid: string } }) {
  const user = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, session.user.uid) });
  return `${user!.brandId}/${user!.id}/`;
}

/** Moves a stored file's time back, as if written long ago (the sweep leaves young files alone). */
async function age(key: string, ms: number) {
  const when = new Date(Date.now() - ms);
  await utimes(path.join((t.config.storage as { root: string }).root, key), when, when);
}

describe('photo slots', () => {
  it('6 parallel uploads to the 3 slots of a vehicle: all answer 200, all 3 slots filled, 3 files kept', async () => {
    const { session, call, token } = await signedInCustomer(t.app);
    const vehicle = await addVehicle(t.app, 'servicebay', token);
    const answers = await Promise.all([0, 1, 2, 0, 1, 2].map((slot) => call(photo(vehicle.did, slot))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const after = (await call({ method: 'GET', url: `/api/users/me/vehicles/${vehicle.did}` })).json().data;
    expect(after.imagePaths.filter(Boolean)).toHaveLength(3);
    expect(await filesUnder(`${await prefixOf(session)}vehicles/`)).toHaveLength(3);
  });

  it('uploads (a photo, a document) racing the vehicle delete answer 200 or 404, never 500, and leave no file behind', async () => {
    const { session, call, token } = await signedInCustomer(t.app);
    const statuses: number[] = [];
    const documentStatuses: number[] = [];
    for (let round = 0; round < 12; round++) {
      const vehicle = await addVehicle(t.app, 'servicebay', token, { skip: round % 6 });
      const [upload, document, remove] = await Promise.all([
        call(photo(vehicle.did, round % 3)),
        call({ method: 'POST', url: '/api/users/me/documents', payload: insuranceForm(vehicle.did) }),
        call({ method: 'DELETE', url: `/api/users/me/vehicles/${vehicle.did}` }),
      ]);
      expect(remove.statusCode, remove.body).toBe(200);
      statuses.push(upload.statusCode);
      documentStatuses.push(document.statusCode);
    }
    expect(
      statuses.every((status) => status === 200 || status === 404),
      statuses.join(),
    ).toBe(true);
    // A document sent once the garage is empty gets the spec's 'add vehicle before uploading' (400).
    expect(
      documentStatuses.every((status) => [200, 400, 404].includes(status)),
      documentStatuses.join(),
    ).toBe(true);
    // Once the vehicle is gone, an upload is a 404.
    const gone = await call(photo('00000000-0000-7000-8000-000000000000', 0));
    expect(gone.statusCode).toBe(404);
    expect(await filesUnder(await prefixOf(session))).toEqual([]);
  });
});

describe('the storage sweep', () => {
  it('removes old files no row names, keeps referenced files and files too young to judge', async () => {
    const { session, call, token } = await signedInCustomer(t.app);
    const vehicle = await addVehicle(t.app, 'servicebay', token);
    await call(photo(vehicle.did, 0));
    await call({ method: 'POST', url: '/api/users/me/documents', payload: insuranceForm(vehicle.did) });
    // A photo of a cart item is named by its row too (the cart's customer-data part).
    await addAddress(t.app, 'servicebay', token);
    const [service] = (await call({ method: 'GET', url: '/api/workshop/services' })).json().data as { serviceId: string }[];
    const cart = (await call({ method: 'POST', url: '/api/transaction/cart/items', payload: { serviceId: service!.serviceId } })).json().data as TCart;
    const cartPhoto = await call({
      method: 'POST',
      url: `/api/transaction/cart/items/${cart.items[0]!.cartItemId}/images`,
      payload: multipart([{ name: 'file', file: PNG, filename: 'dent.png' }]),
    });
    expect(cartPhoto.statusCode, cartPhoto.body).toBe(200);
    const prefix = await prefixOf(session);
    const referenced = await filesUnder(prefix);
    expect(referenced).toHaveLength(4);
    // What a crash between storing a file and committing its row leaves behind.
    const orphan = `${prefix}vehicles/${vehicle.did}-1-crashed.png`;
    const young = `${prefix}vehicles/${vehicle.did}-2-committing.png`;
    await storage.put(orphan, PNG, 'image/png');
    await storage.put(young, PNG, 'image/png');
    for (const key of [...referenced, orphan]) await age(key, 60 * 60 * 1000);

    const removed = await t.app.services.account.sweepFiles();
    expect(removed).toContain(orphan);
    expect(removed.filter((key) => key.startsWith(prefix))).toEqual([orphan]);
    expect((await filesUnder(prefix)).sort()).toEqual([...referenced, young].sort());
  });

  it('a cart photo goes with its service into the booking: the sweep keeps it; an erasure takes it', async () => {
    const { session, call, token } = await signedInCustomer(t.app);
    const vehicle = await addVehicle(t.app, 'servicebay', token);
    await addAddress(t.app, 'servicebay', token);
    const [service] = (await call({ method: 'GET', url: '/api/workshop/services' })).json().data as { serviceId: string }[];
    const [workshop] = (await call({ method: 'GET', url: '/api/catalog/workshops' })).json().data as { workshopId: string }[];
    const cart = (
      await call({ method: 'POST', url: '/api/transaction/cart/items', payload: { serviceId: service!.serviceId, workshopId: workshop!.workshopId } })
    ).json().data as TCart;
    const added = await call({
      method: 'POST',
      url: `/api/transaction/cart/items/${cart.items[0]!.cartItemId}/images`,
      payload: multipart([{ name: 'file', file: PNG, filename: 'scratch.png' }]),
    });
    expect(added.statusCode, added.body).toBe(200);
    const booked = await bookCart(t.app, 'servicebay', token, vehicle.did, await openSlotOf(t.app, 'servicebay', workshop!.workshopId));
    expect(booked.statusCode, booked.body).toBe(200);
    const bookingId = (booked.json().data as TBookingCreated)[0]!.bookingId;
    const booking = (await call({ method: 'GET', url: `/api/transaction/booking/${bookingId}` })).json().data as TBooking;
    expect(booking.items[0]!.images).toHaveLength(1);
    const [key] = await filesUnder(`${await prefixOf(session)}cart/`);
    await age(key!, 60 * 60 * 1000);
    expect(await t.app.services.account.sweepFiles()).not.toContain(key);
    expect(await storage.read(key!)).not.toBeNull();

    await call({ method: 'POST', url: '/api/user/deleteAccount' });
    t.clock.advance(30 * DAY + 1000);
    await t.app.services.jobs.runDue();
    expect(await storage.read(key!)).toBeNull();
    const [kept] = await t.database.db.query.bookings.findMany({ where: (b, { eq }) => eq(b.id, bookingId) });
    expect(kept).toMatchObject({ customerName: 'Erased customer', mobileNumber: null, pickupDropoff: null, state: 'booked' });
    // Its notifications named the booking to the customer: they go with the account.
    expect(await t.database.db.query.notifications.findMany({ where: (n, { eq }) => eq(n.userId, session.user.uid) })).toEqual([]);
  });

  it('runs as a recurring job of the queue', async () => {
    const { session } = await signedInCustomer(t.app);
    const orphan = `${await prefixOf(session)}profile/left-behind.png`;
    await storage.put(orphan, PNG, 'image/png');
    await age(orphan, 60 * 60 * 1000);
    await t.app.services.jobs.scheduleRecurring();
    // A process starting schedules it; a second one starting finds it pending.
    const errors: unknown[] = [];
    t.app.services.jobs.start(60 * 60 * 1000, (error) => errors.push(error));
    await t.app.services.jobs.stop();
    await t.app.services.jobs.scheduleRecurring();
    expect(errors).toEqual([]);
    const pending = await t.database.db.query.jobs.findMany({ where: (j, { and, eq, isNull }) => and(eq(j.kind, 'sweep-files'), isNull(j.doneAt)) });
    expect(pending).toHaveLength(1);
    // The other recurring jobs (the unpaid holds, the refunds' resend) are due at once too.
    expect(await t.app.services.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const sweep = await t.database.db.query.jobs.findFirst({ where: (j, { eq }) => eq(j.id, pending[0]!.id) });
    expect(sweep?.doneAt).not.toBeNull();
    expect(await storage.read(orphan)).toBeNull();
  });
});

describe('account erasure', () => {
  it('leaves 0 files under the customer folder (photos replaced, documents, picture, strays)', async () => {
    const { session, call, token } = await signedInCustomer(t.app);
    const vehicle = await addVehicle(t.app, 'servicebay', token);
    for (const slot of [0, 1, 2, 0, 1]) await call(photo(vehicle.did, slot));
    await call({ method: 'POST', url: '/api/users/me/documents', payload: insuranceForm(vehicle.did) });
    const avatar = multipart([{ name: 'file', file: PNG, filename: 'me.png', type: 'image/png' }]);
    expect((await call({ method: 'POST', url: '/api/users/me/profile/avatar', payload: avatar })).statusCode).toBe(200);
    const prefix = await prefixOf(session);
    await storage.put(`${prefix}vehicles/stray-from-a-crash.png`, PNG, 'image/png');
    const before = await filesUnder(prefix);
    expect(before.length).toBeGreaterThanOrEqual(7);

    expect((await call({ method: 'POST', url: '/api/user/deleteAccount' })).statusCode).toBe(200);
    t.clock.advance(31 * DAY);
    await t.app.services.jobs.runDue();
    expect(await filesUnder(prefix)).toEqual([]);
  });
});
