import { isDeepStrictEqual } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, onBrand, TEST_OPERATOR_KEY } from '../build-test-app';
import { pickCatalogVariant } from '../garage-factories';
import { customerWithGarage, guestWithGarage, isUnchanged, keep, snapshotOf, type Caller, type KeptCaller } from './garage';
import type { MakerContext } from './makers';
import { routeTable, type ProbedRoute } from './route-table';

/**
 * Tenant isolation, generated from the route table of the built app: every private route is called
 * by three other people aimed at one owner's records, and with the owner's token on another brand.
 * A route added tomorrow is probed tomorrow; one the generator cannot aim fails with what to add.
 * The private routes are dealt among `shards` files (route-isolation-*.test.ts) so that the API
 * suite's workers share them; the first also checks the route table and the operator's routes.
 */
export async function isolationProbes(shard: number, shards: number) {
  const t = await buildTestApp();
  afterAll(() => t.close());
  const { probed, publicRoutes } = routeTable(t.routes);

  const OWNER_BRAND = 'servicebay';
  const OTHER_BRAND = 'deccan';

  /** A variant of the brand's catalogue that the garages do not hold, so adding it is no duplicate. */
  const catalogs = new Map<string, MakerContext['catalog']>();
  async function catalogOf(brand: string) {
    if (!catalogs.has(brand)) catalogs.set(brand, await pickCatalogVariant(t.app, brand, { skip: 1 }));
    return catalogs.get(brand)!;
  }

  async function send(route: ProbedRoute, caller: Pick<Caller, 'brand' | 'token'>, target: Caller): Promise<{ statusCode: number; body: string }> {
    const options = route.request({ target: target.garage, catalog: await catalogOf(caller.brand) });
    if (!route.isStream) return onBrand(t.app, caller.brand, caller.token)(options);
    // A stream never ends: take what it sends first (its head, a refusal, or a replay), then hang up.
    const hangUp = new AbortController();
    const response = await onBrand(t.app, caller.brand, caller.token)({ ...options, payloadAsStream: true, signal: hangUp.signal });
    const chunks: Buffer[] = [];
    const stream = response.stream();
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    hangUp.abort();
    return { statusCode: response.statusCode, body: Buffer.concat(chunks).toString() };
  }

  const made = async (caller: Caller) => keep(t.app, caller);

  /**
   * The people of a route's probes, kept from one route to the next while unchanged (garage.ts,
   * `keptWhileUnchanged`). The owner is compared after every route anyway (nothing of theirs may
   * change); the other three after a route acting on its caller's own records (an object route refuses
   * them with a 404 first); the control after every route (its own request goes through).
   */
  type Cast = { owner: KeptCaller; sameNumberElsewhere: KeptCaller; neighbour: KeptCaller; guest: KeptCaller; control: KeptCaller };
  let cast: Partial<Cast> = {};
  async function castOf(): Promise<Cast> {
    // The owner's number on another brand is the same person there: both are made again together.
    if (!cast.owner || !cast.sameNumberElsewhere) {
      const owner = await made(await customerWithGarage(t.app, OWNER_BRAND));
      cast = { ...cast, owner, sameNumberElsewhere: await made(await customerWithGarage(t.app, OTHER_BRAND, owner.caller.mobileNumber!)) };
    }
    cast.neighbour ??= await made(await customerWithGarage(t.app, OWNER_BRAND));
    cast.guest ??= await made(await guestWithGarage(t.app, OWNER_BRAND));
    cast.control ??= await made(await customerWithGarage(t.app, OWNER_BRAND));
    return cast as Cast;
  }
  /** Forgets whoever of `roles` a route changed. */
  async function forgetChanged(roles: readonly (keyof Cast)[]) {
    for (const role of roles) if (cast[role] && !(await isUnchanged(t.app, cast[role]))) delete cast[role];
  }

  /** Identifiers of the owner that no one else's answer may contain. */
  const tracesOf = (owner: Caller) => [
    owner.uid,
    owner.garage.vehicle.did,
    owner.garage.address.did,
    owner.garage.document.did,
    owner.garage.cartItem.cartItemId,
  ];

  const isMine = (_: unknown, index: number) => index % shards === shard;

  if (shard === 0)
    describe('the route table', () => {
      it('has private routes of both kinds to probe', () => {
        // None at all would mean buildApp awaited something before creating its Fastify instance (see withRouteTable).
        expect(probed.filter((route) => route.kind === 'object').length).toBeGreaterThan(0);
        expect(probed.filter((route) => route.kind === 'caller').length).toBeGreaterThan(0);
      });

      // A public route reads no customer's records: it takes at most a brand's public asset, a signed
      // file key, a service of the brand's menu or one of the brand's workshops (another brand's is not
      // found: service-menu.routes.test.ts, workshops.routes.test.ts), or the test gateway's order,
      // whose id is an unguessable token as a hosted checkout's address is (payments.routes.test.ts).
      // 'token': an estimate's link, signed by the server (estimate-link.ts): the signature is the right to it.
      const PUBLIC_PARAMS = ['slug', 'asset', '*', 'serviceId', 'workshopId', 'gatewayOrderId', 'token'];
      it.each(publicRoutes.map((route) => [route.name, route] as const))('public route %s names no private record', (_, { name, params }) => {
        const privateParams = params.filter((param) => !PUBLIC_PARAMS.includes(param));
        expect(privateParams, `${name} is public but takes ${privateParams.join(', ')}: make it private, or add the param to PUBLIC_PARAMS with why`).toEqual(
          [],
        );
      });
    });

  describe("every private route refuses everyone but the owner, shows none of the owner's data, and changes none of it", () => {
    it.each(
      probed
        .filter((route) => route.kind === 'object' || route.kind === 'caller')
        .filter(isMine)
        .map((route) => [`${route.kind} route ${route.name}`, route] as const),
    )('%s', async (_, route) => {
      expect(route.problems, route.problems.join('\n')).toEqual([]);
      const people = await castOf();
      const { caller: owner, pristine: before } = people.owner;
      const others = [
        { who: 'another customer of the same brand', caller: people.neighbour.caller },
        { who: 'the same number on another brand', caller: people.sameNumberElsewhere.caller },
        { who: 'a guest', caller: people.guest.caller },
      ];

      for (const { who, caller } of others) {
        const response = await send(route, caller, owner);
        const what = `${route.name} as ${who}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, what).toBeLessThan(500);
        if (route.kind === 'object') expect(response.statusCode, what).toBe(404);
        const traces = caller.mobileNumber === owner.mobileNumber ? tracesOf(owner) : [...tracesOf(owner), owner.mobileNumber!];
        for (const trace of traces) expect(response.body, `${what}\nshows the owner's ${trace}`).not.toContain(trace);
      }

      // A token is good only on the brand that issued it.
      const foreign = await send(route, { brand: OTHER_BRAND, token: owner.token }, owner);
      expect(foreign.statusCode, `${route.name} with the owner's token on ${OTHER_BRAND}: ${foreign.body}`).toBe(401);

      const after = await snapshotOf(t.app, owner);
      if (!isDeepStrictEqual(after, before)) delete cast.owner;
      expect(after).toEqual(before);
      await forgetChanged(route.kind === 'caller' ? ['neighbour', 'sameNumberElsewhere', 'guest'] : []);

      // The same request aimed at a caller's own records is accepted: the refusals above came from
      // ownership, not from a request the makers built wrong.
      const control = people.control.caller;
      const own = await send(route, control, control);
      await forgetChanged(['control']);
      expect(own.statusCode, `${route.name} refused the records' own owner (${own.body}): fix its makers in apps/api/test/isolation/makers.ts`).toBeLessThan(
        300,
      );
    });
  });

  if (shard === 0)
    describe('every operator route refuses every customer and guest, and takes the operator key', () => {
      it('there are operator routes to probe', () => {
        expect(probed.filter((route) => route.kind === 'operator').length).toBeGreaterThan(0);
      });

      it.each(probed.filter((route) => route.kind === 'operator').map((route) => [route.name, route] as const))('%s', async (_, route) => {
        const owner = await customerWithGarage(t.app, OWNER_BRAND);
        const before = await snapshotOf(t.app, owner);
        for (const { who, caller } of [
          { who: 'a customer', caller: owner },
          { who: 'a customer of another brand', caller: await customerWithGarage(t.app, OTHER_BRAND) },
          { who: 'a guest', caller: await guestWithGarage(t.app, OWNER_BRAND) },
        ]) {
          const response = await send(route, caller, owner);
          expect(response.statusCode, `${route.name} as ${who}: ${response.body}`).toBe(403);
          expect(JSON.parse(response.body).error.code).toBe('auth/forbidden');
        }
        const foreign = await send(route, { brand: OTHER_BRAND, token: owner.token }, owner);
        expect(foreign.statusCode, `${route.name} with a customer's token on ${OTHER_BRAND}: ${foreign.body}`).toBe(401);
        expect(await snapshotOf(t.app, owner)).toEqual(before);

        // The refusals came from who called: the operator key gets past them to the route itself.
        const operator = await send(route, { brand: OWNER_BRAND, token: TEST_OPERATOR_KEY }, owner);
        expect([401, 403], `${route.name} refused the operator key: ${operator.body}`).not.toContain(operator.statusCode);
        expect(operator.statusCode, operator.body).toBeLessThan(500);
      });
    });
}
