import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TService, TWorkshop } from '@servicebay/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCart, customersReadyToBook, openSlotOf, ownVisitAt, type OpenSlot } from '../test/booking-factories';
import { buildTestApp, onBrand, type TestApp } from '../test/build-test-app';
import { bookings, workshopSlots } from '../src/db/schema';
import { SPAWN_TIMEOUT_MS, startServer, type ServerProcess } from './api-processes';

/**
 * Issue 10's concurrency rule across two operating-system processes: the test's own app and a
 * server started as an operator starts it (tsx src/server.ts), both on one PostgreSQL database,
 * share 200 simultaneous attempts at a slot of 3 places. Capacity is the database's, so exactly 3
 * are booked, whichever process took them.
 */
const ATTEMPTS = 200;
const PLACES = 3;
const dataDir = mkdtempSync(path.join(tmpdir(), 'servicebay-race-'));
let t: TestApp;
let server: ServerProcess;

beforeAll(async () => {
  t = await buildTestApp();
  server = await startServer({ DATABASE_URL: t.databaseUrl!, DATA_DIR: dataDir, JWT_SECRET: t.config.jwtSecret });
}, SPAWN_TIMEOUT_MS);
afterAll(async () => {
  await server?.stop();
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The booking request, sent to the server process over HTTP as the app would send it. */
async function bookThroughServer(token: string, vehicleId: string, slot: OpenSlot) {
  const response = await fetch(`${server.url}/api/transaction/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-name': 'servicebay', authorization: `Bearer ${token}` },
    body: JSON.stringify(ownVisitAt(vehicleId, slot)),
  });
  return { statusCode: response.status, message: ((await response.json()) as { error?: { message: string } }).error?.message };
}

describe(`${ATTEMPTS} customers at once at a slot of ${PLACES} places, over two server processes`, () => {
  it(`gives exactly ${PLACES} bookings and ${ATTEMPTS - PLACES} 'all service slots full'`, { timeout: 300_000 }, async () => {
    const call = onBrand(t.app, 'servicebay');
    const [workshop] = (await call({ method: 'GET', url: '/api/catalog/workshops' })).json().data as TWorkshop[];
    const [service] = (await call({ method: 'GET', url: '/api/workshop/services' })).json().data as TService[];
    await t.app.services.workshops.update((await t.app.services.brands.bySlug('servicebay'))!, workshop!.workshopId, { bays: PLACES });
    const slot = await openSlotOf(t.app, 'servicebay', workshop!.workshopId);
    const customers = await customersReadyToBook(t.app, ATTEMPTS, service!.serviceId, workshop!.workshopId);

    // Every other attempt goes to the server process; the rest to this one.
    const answers = await Promise.all(
      customers.map(async (customer, index) => {
        if (index % 2 === 1) return { process: 'server', ...(await bookThroughServer(customer.token, customer.vehicleId, slot)) };
        const answer = await bookCart(t.app, 'servicebay', customer.token, customer.vehicleId, slot);
        return { process: 'test', statusCode: answer.statusCode, message: answer.statusCode === 200 ? undefined : (answer.json().error.message as string) };
      }),
    );

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(PLACES);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(ATTEMPTS - PLACES);
    expect(new Set(refused.map((answer) => `${answer.statusCode} ${answer.message}`))).toEqual(new Set(['409 all service slots full']));
    // Both processes answered their half.
    expect(answers.filter((answer) => answer.process === 'server')).toHaveLength(ATTEMPTS / 2);

    const [held] = await t.database.db
      .select({ booked: workshopSlots.booked })
      .from(workshopSlots)
      .where(and(eq(workshopSlots.workshopId, workshop!.workshopId), eq(workshopSlots.slotDate, slot.date), eq(workshopSlots.startTime, slot.startTime)));
    expect(held?.booked).toBe(PLACES);
    const [made] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.workshopId, workshop!.workshopId), eq(bookings.slotDate, slot.date), eq(bookings.slotStart, slot.startTime)));
    expect(made!.count).toBe(PLACES);
  });
});
