/**
 * CI runs `npm test` twice, on PGlite and then on a fresh PostgreSQL database (`.ci/run`), and runs
 * each API and reliability file in one of the two (decision 0059). `CI_PASS` names the pass; without
 * it (a developer's `npm test`, or CI on a machine with no PostgreSQL server) every file runs.
 * - On PGlite: the suites generated over every route, so that every route answers on the embedded
 *   engine too, and the files about the embedded database itself, which start their servers on it
 *   whichever the pass.
 * - On PostgreSQL: every other file, the rules and the races, on the engine production runs.
 */
const ON_PGLITE = [
  'apps/api/test/isolation/route-isolation-*.test.ts',
  'apps/api/test/isolation/staff-permissions.test.ts',
  'apps/api/reliability/schema-fuzz*.test.ts',
  'apps/api/reliability/embedded-database-lock.test.ts',
  'apps/api/reliability/catalog-import-route.test.ts',
];

/** Files that need a PostgreSQL server (a second connection that can drop, two processes). */
const NEEDS_SERVER = '**/*.pg.test.ts';

/** A project's files in this pass: its `include` globs, narrowed to the pass's share. */
export function filesOfThisPass(include: string[]): { include: string[]; exclude: string[] } {
  const onServer = Boolean(process.env.DATABASE_URL);
  if (process.env.CI_PASS === 'pglite')
    return { include: ON_PGLITE.filter((file) => include.some((glob) => file.startsWith(glob.split('**')[0]!))), exclude: [NEEDS_SERVER] };
  if (process.env.CI_PASS === 'postgres') return { include, exclude: ON_PGLITE };
  return { include, exclude: onServer ? [] : [NEEDS_SERVER] };
}
