import { describe, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listeningTestApp, openEventStream } from '../../../test/event-stream-reader';
import { addVehicle, signedInCustomer } from '../../../test/garage-factories';

// PGlite is one connection in this process; only a server connection can drop. This file runs on
// the PostgreSQL pass (vitest.config.ts includes *.pg.test.ts only when DATABASE_URL is set).
const live = listeningTestApp();

describe('GET /api/events on PostgreSQL', () => {
  it('a dropped LISTEN connection comes back: streams are told to refetch, and events flow again', async () => {
    const { token } = await signedInCustomer(live.t.app);
    const stream = await openEventStream(live.baseUrl, { brand: 'servicebay', token });
    await live.t.app.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'servicebay-events' and datname = current_database()`,
    );
    await stream.next('stream.reset', 5_000);
    await addVehicle(live.t.app, 'servicebay', token);
    await stream.next('vehicles.changed');
    await stream.close();
  });
});
