import { defineConfig } from 'vitest/config';

// The reliability suite (issue 7): what an attacker, a crash and a second process found, each case
// kept fixed. It runs after the unit and API tests, on PGlite and again on PostgreSQL.
export default defineConfig({
  test: {
    name: 'reliability',
    include: ['apps/api/reliability/**/*.test.ts'],
    // One migrated, seeded database that every test app copies (apps/api/test/template-database.ts).
    globalSetup: ['apps/api/test/template-database.ts'],
    // As the API tests: an answer other than the API document declares fails its test (decision 0040).
    setupFiles: ['apps/api/test/declared-responses-setup.ts'],
    // *.pg.test.ts need a PostgreSQL server (two processes, dropped connections); they run on the PostgreSQL pass.
    exclude: process.env.DATABASE_URL ? [] : ['**/*.pg.test.ts'],
    testTimeout: 60_000,
    // Starting a test app and a second process on a fresh embedded database took over 60 s on a
    // machine running CI beside other builds (a hook timeout, every test then unrun).
    hookTimeout: 120_000,
    maxWorkers: 2,
    // As the API tests: the server's modules are imported once per worker (vitest.config.ts).
    isolate: false,
  },
});
