import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../test/build-test-app';
import { listeningTestApp, openEventStream } from '../../../test/event-stream-reader';
import { addAddress, addVehicle, signedInCustomer } from '../../../test/garage-factories';
import { events } from './events.tables';
import { withEvent } from './record-event';

const live = listeningTestApp();

describe('GET /api/events', () => {
  it('asks for a signed-in caller', async () => {
    const response = await live.t.app.inject({ method: 'GET', url: '/api/events', headers: { 'x-client-name': 'servicebay' } });
    expect(response.statusCode).toBe(401);
  });

  it("streams the customer's own changes as they commit, well within a second", async () => {
    const { token } = await signedInCustomer(live.t.app);
    const stream = await openEventStream(live.baseUrl, { brand: 'servicebay', token });
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');

    // How fast is for the journeys and bench/; here only that it arrives, once committed.
    const vehicle = await addVehicle(live.t.app, 'servicebay', token);
    const event = await stream.next('vehicles.changed');
    expect(event.id).toMatch(/^\d+$/);
    expect(JSON.parse(event.data)).toMatchObject({ payload: { vehicleId: vehicle.did } });

    await addAddress(live.t.app, 'servicebay', token);
    await stream.next('addresses.changed');
    await stream.close();
  });

  it("ends when the user's sessions end (sign-out), after telling the client", async () => {
    const { session, token } = await signedInCustomer(live.t.app);
    const stream = await openEventStream(live.baseUrl, { brand: 'servicebay', token });
    await live.t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { 'x-client-name': 'servicebay', authorization: `Bearer ${token}` },
      payload: { refreshToken: session.refreshToken },
    });
    await stream.next('session.ended');
    await stream.ended;
    expect(stream.isEnded).toBe(true);
    const again = await live.t.app.inject({ method: 'GET', url: '/api/events', headers: { 'x-client-name': 'servicebay', authorization: `Bearer ${token}` } });
    expect(again.statusCode).toBe(401);
  });

  it("never shows a customer another customer's events, of their brand or another", async () => {
    const owner = await signedInCustomer(live.t.app);
    const neighbour = await signedInCustomer(live.t.app);
    const elsewhere = await signedInCustomer(live.t.app, 'quickfix');
    const neighbourStream = await openEventStream(live.baseUrl, { brand: 'servicebay', token: neighbour.token });
    const elsewhereStream = await openEventStream(live.baseUrl, { brand: 'quickfix', token: elsewhere.token });
    const ownerStream = await openEventStream(live.baseUrl, { brand: 'servicebay', token: owner.token });

    await addVehicle(live.t.app, 'servicebay', owner.token);
    await addAddress(live.t.app, 'servicebay', owner.token);
    await ownerStream.next('addresses.changed');
    // Each then makes a change of their own: it is the first and only event they see.
    await addAddress(live.t.app, 'servicebay', neighbour.token);
    await addAddress(live.t.app, 'quickfix', elsewhere.token);
    await neighbourStream.next('addresses.changed');
    await elsewhereStream.next('addresses.changed');
    expect(neighbourStream.events.map((e) => e.event)).toEqual(['addresses.changed']);
    expect(elsewhereStream.events.map((e) => e.event)).toEqual(['addresses.changed']);
    await Promise.all([neighbourStream.close(), elsewhereStream.close(), ownerStream.close()]);
  });

  it("a brand-wide event reaches the brand's customers, and no other brand's", async () => {
    const here = await signedInCustomer(live.t.app);
    const elsewhere = await signedInCustomer(live.t.app, 'quickfix');
    const hereStream = await openEventStream(live.baseUrl, { brand: 'servicebay', token: here.token });
    const elsewhereStream = await openEventStream(live.baseUrl, { brand: 'quickfix', token: elsewhere.token });
    // The brand's id, as the customer's own change recorded it.
    await addAddress(live.t.app, 'servicebay', here.token);
    await hereStream.next('addresses.changed');
    const [own] = await live.t.app.db.select({ brandId: events.brandId }).from(events).where(eq(events.userId, here.session.user.uid));
    await withEvent(live.t.app.db, { brandId: own!.brandId, audience: 'brand', type: 'profile.changed' }, async () => undefined);
    await hereStream.next('profile.changed');
    await addAddress(live.t.app, 'quickfix', elsewhere.token);
    await elsewhereStream.next('addresses.changed');
    expect(elsewhereStream.events.map((e) => e.event)).toEqual(['addresses.changed']);
    await Promise.all([hereStream.close(), elsewhereStream.close()]);
  });

  it('replays what came after Last-Event-ID, for this caller only', async () => {
    const { token, call } = await signedInCustomer(live.t.app);
    const other = await signedInCustomer(live.t.app);
    const first = await openEventStream(live.baseUrl, { brand: 'servicebay', token });
    await addVehicle(live.t.app, 'servicebay', token);
    const seen = await first.next('vehicles.changed');
    await first.close();

    // While this tab is away: two changes of its own, one of another customer.
    await addAddress(live.t.app, 'servicebay', token);
    await addVehicle(live.t.app, 'servicebay', other.token);
    expect((await call({ method: 'PUT', url: '/api/users/me/profile', payload: { name: 'Asha Rao', gender: 'Female' } })).statusCode).toBe(200);

    const back = await openEventStream(live.baseUrl, { brand: 'servicebay', token, lastEventId: seen.id! });
    await back.next('profile.changed');
    expect(back.events.map((e) => e.event)).toEqual(['addresses.changed', 'profile.changed']);
    expect(back.events.every((e) => Number(e.id) > Number(seen.id))).toBe(true);
    await back.close();
  });

  it('a change refused inside its transaction records no event', async () => {
    const { token } = await signedInCustomer(live.t.app);
    const stream = await openEventStream(live.baseUrl, { brand: 'servicebay', token });
    await addVehicle(live.t.app, 'servicebay', token);
    await stream.next('vehicles.changed');
    const count = () => live.t.app.db.$count(events);
    const before = await count();
    // The same catalogue vehicle again: refused inside the transaction that would record the event.
    await expect(addVehicle(live.t.app, 'servicebay', token)).rejects.toThrow(/vehicle-exists/);
    expect(await count()).toEqual(before);
    await new Promise((r) => setTimeout(r, 100));
    expect(stream.events.map((e) => e.event)).toEqual(['vehicles.changed']);
    await stream.close();
  });

  it('ends open streams when the app closes, so shutdown never waits on them', async () => {
    const other = await buildTestApp();
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await signedInCustomer(other.app);
    const stream = await openEventStream(url, { brand: 'servicebay', token });
    // A stream left open would hold the server's close until the hook times out.
    await other.close();
    await stream.ended;
    expect(stream.isEnded).toBe(true);
  });
});
