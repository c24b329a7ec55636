import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    // Two API processes need a database server to share; PGlite belongs to one process.
    exclude: process.env.DATABASE_URL ? [] : ['e2e/scale-out/**'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    // A screen may take a few seconds to settle while other journeys load the machine.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 60_000,
    // Each file drives its own Chromium; two at a time suits a two-core machine.
    maxWorkers: 2,
  },
});
