import { afterAll, beforeAll, describe, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { openEventStream } from '../../../test/event-stream-reader';
import { addVehicle, signedInCustomer } from '../../../test/garage-factories';

// PGlite is one connection in this process; only a server connection can drop. This file runs on
// the PostgreSQL pass (vitest.config.ts includes *.pg.test.ts only when DATABASE_URL is set).
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('GET /api/events on PostgreSQL', () => {
  it('a dropped LISTEN connection comes back: streams are told to refetch, and events flow again', async () => {
    const { token } = await signedInCustomer(t.app);
    const stream = await openEventStream(baseUrl, { brand: 'servicebay', token });
    await t.app.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'servicebay-events' and datname = current_database()`,
    );
    await stream.next('stream.reset', 5_000);
    await addVehicle(t.app, 'servicebay', token);
    await stream.next('vehicles.changed');
    await stream.close();
  });
});
