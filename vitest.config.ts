import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Three at a time on a two-core machine: with two, a third of the CPU sat idle while test apps
    // waited on their database (548 s then, 289 s with three and the template database).
    maxWorkers: 3,
    projects: [
      { test: { name: 'domain', include: ['packages/*/src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          // One migrated, seeded database that every test app copies (apps/api/test/template-database.ts).
          globalSetup: ['apps/api/test/template-database.ts'],
          // *.pg.test.ts need a PostgreSQL server (a connection that can drop); they run on the PostgreSQL pass.
          exclude: process.env.DATABASE_URL ? [] : ['**/*.pg.test.ts'],
          // As long as a hook: some tests start an app of their own (a production configuration, a
          // second process's), which took over 30 s on a machine running two CI runs at once.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: 'apps', include: ['apps/customer/src/**/*.test.{ts,tsx}', 'apps/workshop/src/**/*.test.{ts,tsx}'] } },
    ],
  },
});
