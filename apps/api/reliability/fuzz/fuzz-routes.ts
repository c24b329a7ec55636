import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, onBrand, TEST_OPERATOR_KEY } from '../../test/build-test-app';
import { pickCatalogVariant } from '../../test/garage-factories';
import { customerWithGarage, keptWhileUnchanged } from '../../test/isolation/garage';
import { answersEventStream, routeEntries } from '../../test/isolation/route-table';
import { demoStaff } from '../../test/staff-factories';
import { requestArbitrary } from './requests';

const SEED = Number(process.env.FUZZ_SEED ?? 7_2026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const BRAND = 'servicebay';

type Entry = ReturnType<typeof routeEntries>[number];
/** Who a route is fuzzed as: a customer never gets past an operator's or staff's door (the isolation tests hold that). */
export const principalOf = ({ route }: Entry): 'operator' | 'staff' | 'customer' => {
  const principals = route.config?.principals;
  return principals?.includes('operator') ? 'operator' : principals?.includes('staff') ? 'staff' : 'customer';
};

/** A stream (Server-Sent Events) never ends: its status is read from the head, then it is hung up. */
async function send(call: ReturnType<typeof onBrand>, options: InjectOptions, isStream: boolean) {
  if (!isStream) return call(options);
  const hangUp = new AbortController();
  const response = await call({ ...options, payloadAsStream: true, signal: hangUp.signal });
  response.stream().on('error', () => undefined);
  hangUp.abort();
  return { statusCode: response.statusCode, body: '(stream)' };
}

/**
 * Issue 7, part 5: the routes of the route table `isFuzzed` picks, fuzzed from their zod schemas
 * with fast-check, including NUL bytes, lone surrogates, impossible dates, broken multipart and
 * over-long params: 0 answers >= 500. Customer routes are fuzzed as a signed-in customer with a full
 * garage (so ids can name real records), kept while the fuzzing leaves it unchanged (garage.ts);
 * operator routes as the operator; staff routes as the brand's demo owner, who works at every
 * workshop of the brand (the garage's workshop is theirs), their token kept while its session is
 * current. A fixed number of runs per route and a fixed seed: a failure names the seed and the
 * request, and `FUZZ_SEED=<seed> FUZZ_RUNS=<n>` replays or widens it. The routes are split between
 * files so that the suite's two workers share them.
 */
export async function fuzzRoutes(title: string, isFuzzed: (entry: Entry) => boolean) {
  const t = await buildTestApp();
  afterAll(() => t.close());
  const routes = routeEntries(t.routes).filter(isFuzzed);
  const catalog = await pickCatalogVariant(t.app, BRAND, { skip: 1 });
  const customer = keptWhileUnchanged(t.app, () => customerWithGarage(t.app, BRAND));
  let ownersToken: string | null = null;
  async function ownerToken() {
    const isCurrent = ownersToken && (await onBrand(t.app, BRAND, ownersToken)({ method: 'GET', url: '/api/staff/me' })).statusCode === 200;
    if (!isCurrent) ownersToken = (await demoStaff(t.app, BRAND, 'owner')).accessToken;
    return ownersToken!;
  }

  describe(`${title} fuzzed from their schemas (${RUNS} runs a route, seed ${SEED}): 0 x 5xx`, () => {
    it('covers their part of the route table', () => {
      expect(routes.length).toBeGreaterThan(5);
    });

    it.each(routes.map((entry) => [entry.name, entry] as const))('%s', async (name, entry) => {
      const { method, route } = entry;
      const caller = await customer();
      const principal = principalOf(entry);
      const token = principal === 'operator' ? TEST_OPERATOR_KEY : principal === 'staff' ? await ownerToken() : caller.token;
      const call = onBrand(t.app, BRAND, token);
      const isStream = answersEventStream(route);
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
}
