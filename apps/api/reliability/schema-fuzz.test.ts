import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, onBrand, TEST_OPERATOR_KEY } from '../test/build-test-app';
import { pickCatalogVariant } from '../test/garage-factories';
import { customerWithGarage } from '../test/isolation/garage';
import { routeEntries } from '../test/isolation/route-table';
import { demoStaff } from '../test/staff-factories';
import { requestArbitrary } from './fuzz/requests';

/**
 * Issue 7, part 5: every route of the route table, fuzzed from its zod schemas with fast-check as
 * a signed-in customer (with a full garage, so ids can name real records), as the operator on the
 * operator's routes, or as staff on staff routes, including NUL bytes,
 * lone surrogates, impossible dates, broken multipart and over-long params: 0 answers >= 500.
 * A fixed number of runs per route and a fixed seed: a failure names the seed and the request,
 * and `FUZZ_SEED=<seed> FUZZ_RUNS=<n>` replays or widens it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 7_2026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const BRAND = 'servicebay';

const t = await buildTestApp();
afterAll(() => t.close());
const routes = routeEntries(t.routes);
const catalog = await pickCatalogVariant(t.app, BRAND, { skip: 1 });

/** A stream (Server-Sent Events) never ends: its status is read from the head, then it is hung up. */
async function send(call: ReturnType<typeof onBrand>, options: InjectOptions, isStream: boolean) {
  if (!isStream) return call(options);
  const hangUp = new AbortController();
  const response = await call({ ...options, payloadAsStream: true, signal: hangUp.signal });
  response.stream().on('error', () => undefined);
  hangUp.abort();
  return { statusCode: response.statusCode, body: '(stream)' };
}

describe(`every route fuzzed from its schemas (${RUNS} runs a route, seed ${SEED}): 0 x 5xx`, () => {
  it('covers the route table', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it.each(routes.map((entry) => [entry.name, entry] as const))('%s', async (name, { method, route }) => {
    const caller = await customerWithGarage(t.app, BRAND);
    // A customer never gets past an operator's or staff's door (the isolation tests hold that): operator
    // routes are fuzzed as the operator, staff routes as the brand's demo owner (who works at every
    // workshop of the brand, so the garage's workshop is theirs), signed in afresh for each route.
    const principals = route.config?.principals;
    const token = principals?.includes('operator')
      ? TEST_OPERATOR_KEY
      : principals?.includes('staff')
        ? (await demoStaff(t.app, BRAND, 'owner')).accessToken
        : caller.token;
    const call = onBrand(t.app, BRAND, token);
    const isStream = ((route.schema ?? {}) as { produces?: string[] }).produces?.includes('text/event-stream') === true;
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(requestArbitrary(method, route, { target: caller.garage, catalog, route: route.url }), async (options) => {
        const response = await send(call, options, isStream);
        if (response.statusCode >= 500) {
          failures.push(`${name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
          throw new Error(`${name} answered ${response.statusCode} (seed ${SEED}): ${response.body.slice(0, 300)}`);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(failures).toEqual([]);
  });
});
