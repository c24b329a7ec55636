import pg from 'pg';

/** How long a drop waits for the connections of a closed app or a stopped process to go. */
const DROP_PATIENCE_MS = 15_000;

type Connection = { pid: number; application_name: string; state: string | null; query: string };

/**
 * A new database on the server named by `serverUrl`, for one test file or one browser run, so runs
 * never see each other's rows: empty, or a copy of `template` (a database no one is connected to).
 * `drop` removes it once every connection to it has closed.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await dropWhenUnused(cleanup, name);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * Drops the database without forcing anyone off it: a connection still open means its owner did not
 * close it, and forcing it ends that client with 57P01, which surfaces as an unhandled error in
 * whatever test owned it. A socket closed a moment ago may still show for a little while, hence the
 * retries. Only after the wait are the stragglers forced off, and the leak is reported as an error.
 */
async function dropWhenUnused(cleanup: pg.Client, name: string) {
  const deadline = Date.now() + DROP_PATIENCE_MS;
  for (;;) {
    try {
      // PostgreSQL itself waits up to 5 s for other sessions before it refuses with 55006.
      await cleanup.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const left = await connectionsTo(cleanup, name);
  await cleanup.query(`drop database if exists ${name} with (force)`);
  const list = left.map((c) => `pid ${c.pid} (${c.application_name || 'no name'}, ${c.state ?? 'no state'}): ${c.query.slice(0, 120)}`).join('; ');
  throw new Error(`scratch database ${name} still had ${left.length} connection(s) after ${DROP_PATIENCE_MS / 1000} s; close them before dropping: ${list}`);
}

async function connectionsTo(cleanup: pg.Client, name: string): Promise<Connection[]> {
  const result = await cleanup.query<Connection>(
    `select pid, application_name, state, query from pg_stat_activity where datname = $1 and backend_type = 'client backend'`,
    [name],
  );
  return result.rows;
}
