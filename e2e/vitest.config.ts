import { defineConfig } from 'vitest/config';

/**
 * Which journeys a run takes: all of them, or `JOURNEYS=quick-start` for the one that walks the
 * README's quick start (CI's pass on the database the other journeys do not run on, decision 0038).
 */
const isQuickStartOnly = process.env.JOURNEYS === 'quick-start';
if (process.env.JOURNEYS && !isQuickStartOnly) throw new Error(`JOURNEYS=${process.env.JOURNEYS}: leave it unset for every journey, or say quick-start`);

export default defineConfig({
  test: {
    name: 'e2e',
    include: isQuickStartOnly ? ['e2e/quick-start/**/*.e2e.ts'] : ['e2e/**/*.e2e.ts'],
    // Two API processes need a database server to share; PGlite belongs to one process.
    exclude: process.env.DATABASE_URL ? [] : ['e2e/scale-out/**'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // A hang guard, not a speed check (speed is bench/'s): a journey waits for states, so the limit only
    // decides how late a stuck one reports. At 60 s a 12 s journey (people.e2e alone here) failed on a
    // machine half as fast, three files at once (stop 38's CI); the slowest journeys took 90 s there.
    testTimeout: 180_000,
    // A screen may take a few seconds to settle while other journeys load the machine.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 120_000,
    // Each file drives its own Chromium. A journey mostly waits (for the server, a transition, a poll):
    // measured, one used some 0.4 of a core, so three at a time still leave the two-core machine room
    // (decision 0054).
    maxWorkers: 3,
  },
});
