import { defineConfig } from 'vitest/config';
import { reliabilityProject } from './apps/api/reliability/vitest.config.ts';
import { filesOfThisPass } from './apps/api/test/ci-pass.ts';

/**
 * Tests that keep state in a module (the i18n instance, the HTTP client, stubbed globals): each runs
 * in a fresh module graph. Every other unit test shares its worker's modules with the files before
 * it: importing the packages again for each of 120 files cost ten times the tests' own time.
 */
const KEEPS_MODULE_STATE = [
  'packages/api-client/src/http/http-client.test.ts',
  'packages/api-client/src/brands/startup-client-profile.test.ts',
  'packages/i18n/src/**/*.test.ts',
  'apps/customer/src/features/payments/razorpay-checkout.test.ts',
  // Loads the signed-in texts into the app's one i18n instance.
  'apps/customer/src/shared/notify.test.ts',
];
const UNIT_TESTS = ['packages/*/src/**/*.test.ts', 'apps/customer/src/**/*.test.{ts,tsx}', 'apps/workshop/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];

export default defineConfig({
  test: {
    // Three at a time on a two-core machine: with two, a third of the CPU sat idle while test apps
    // waited on their database (548 s then, 289 s with three and the template database).
    maxWorkers: 3,
    projects: [
      { test: { name: 'unit', include: UNIT_TESTS, exclude: KEEPS_MODULE_STATE, isolate: false } },
      { test: { name: 'unit-isolated', include: KEEPS_MODULE_STATE } },
      {
        test: {
          name: 'api',
          // CI's two passes share the files out; a developer's run takes them all (apps/api/test/ci-pass.ts).
          ...filesOfThisPass(['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts']),
          // One migrated, seeded database that every test app copies (apps/api/test/template-database.ts).
          globalSetup: ['apps/api/test/template-database.ts'],
          // A test whose app answered other than the API document declares fails (decision 0040).
          setupFiles: ['apps/api/test/declared-responses-setup.ts'],
          // As long as a hook: some tests start an app of their own (a production configuration, a
          // second process's), which took over 30 s on a machine running two CI runs at once.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file builds apps of its own on its own database; the server's modules keep no state
          // between apps, so a worker imports them once (334 s to 185 s on PGlite, decision 0038).
          isolate: false,
        },
      },
      reliabilityProject,
    ],
  },
});
