import type { TService, TWorkshop } from '@servicebay/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCart, customersReadyToBook, openSlotOf } from '../../../test/booking-factories';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { bookings, workshopSlots } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ATTEMPTS = 200;
const PLACES = 3;

// Issue 10's concurrency rule: capacity is the database's, so neither two customers nor two API
// processes can hold the same last place. On PostgreSQL the attempts are spread over two app
// instances with their own services, as behind a load balancer; PGlite is one connection, so one.
describe(`${ATTEMPTS} customers at once at a slot of ${PLACES} places`, () => {
  it(
    `gives exactly ${PLACES} bookings and ${ATTEMPTS - PLACES} 'all service slots full', and no cart but the winners' is touched`,
    { timeout: 300_000 },
    async () => {
      const [workshop] = (await onBrand(t.app, 'servicebay')({ method: 'GET', url: '/api/catalog/workshops' })).json().data as TWorkshop[];
      const [service] = (await onBrand(t.app, 'servicebay')({ method: 'GET', url: '/api/workshop/services' })).json().data as TService[];
      await t.app.services.workshops.update((await t.app.services.brands.bySlug('servicebay'))!, workshop!.workshopId, { bays: PLACES });
      const slot = await openSlotOf(t.app, 'servicebay', workshop!.workshopId);
      const customers = await customersReadyToBook(t.app, ATTEMPTS, service!.serviceId, workshop!.workshopId);

      const apps: FastifyInstance[] = process.env.DATABASE_URL ? [t.app, await t.anotherProcess()] : [t.app];
      const answers = await Promise.all(
        customers.map((customer, index) => bookCart(apps[index % apps.length]!, 'servicebay', customer.token, customer.vehicleId, slot)),
      );

      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(PLACES);
      expect(statuses.filter((status) => status === 409)).toHaveLength(ATTEMPTS - PLACES);
      expect(new Set(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().error.message))).toEqual(
        new Set(['all service slots full']),
      );

      const [held] = await t.database.db
        .select({ booked: workshopSlots.booked, capacity: workshopSlots.capacity })
        .from(workshopSlots)
        .where(and(eq(workshopSlots.workshopId, workshop!.workshopId), eq(workshopSlots.slotDate, slot.date), eq(workshopSlots.startTime, slot.startTime)));
      expect(held).toEqual({ booked: PLACES, capacity: PLACES });
      const [made] = await t.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(bookings)
        .where(and(eq(bookings.workshopId, workshop!.workshopId), eq(bookings.slotDate, slot.date), eq(bookings.slotStart, slot.startTime)));
      expect(made!.count).toBe(PLACES);
    },
  );
});
