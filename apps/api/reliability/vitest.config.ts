import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { filesOfThisPass } from '../test/ci-pass';

/**
 * The reliability suite (issue 7): what an attacker, a crash and a second process found, each case
 * kept fixed. `npm test` runs it as a project of the root config, beside the API tests in one pool
 * (a run of its own waited for the API tests' last file, then built its own template database:
 * some 35 s a pass); `npm run test:reliability` runs it alone.
 */
export const reliabilityProject = {
  test: {
    name: 'reliability',
    // *.pg.test.ts need a PostgreSQL server; CI's two passes share the files out (../test/ci-pass.ts).
    ...filesOfThisPass(['apps/api/reliability/**/*.test.ts']),
    // One migrated, seeded database that every test app copies (apps/api/test/template-database.ts).
    globalSetup: ['apps/api/test/template-database.ts'],
    // As the API tests: an answer other than the API document declares fails its test (decision 0040).
    setupFiles: ['apps/api/test/declared-responses-setup.ts'],
    testTimeout: 60_000,
    // Starting a test app and a second process on a fresh embedded database took over 60 s on a
    // machine running CI beside other builds (a hook timeout, every test then unrun).
    hookTimeout: 120_000,
    // As the API tests: the server's modules are imported once per worker (vitest.config.ts).
    isolate: false,
  },
} satisfies TestProjectInlineConfiguration;

export default defineConfig({ test: { ...reliabilityProject.test, maxWorkers: 2 } });
