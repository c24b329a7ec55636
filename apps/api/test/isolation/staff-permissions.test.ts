import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess, STAFF_ROLES, type TStaffRole, type TStaffSession } from '@servicebay/domain';
import { buildTestApp, onBrand, TEST_OPERATOR_KEY } from '../build-test-app';
import { signIn, uniqueIndianNumber } from '../factories';
import { DEMO_STAFF_PASSWORD, demoStaff, staffWithRole, uniqueUsername } from '../staff-factories';
import { routeTable, type ProbedRoute } from './route-table';

/**
 * The permission matrix (domain staff/permissions.ts), tested from the route table of the built
 * app: every staff route is called by each role at a workshop they work at, and must be refused
 * (403) exactly when the matrix says so; staff of another workshop find nothing (404), a
 * customer's token is no sign-in here (401), and the operator key opens none (403). A staff route
 * added tomorrow is probed tomorrow.
 */
const t = await buildTestApp();
afterAll(() => t.close());
const staffRoutes = routeTable(t.routes).probed.filter((route) => route.kind === 'staff');
const BRAND = 'servicebay';

let workshopId: string;
/** Each role's account; signed in again whenever a route ended its session (sign-out). */
const accounts = new Map<TStaffRole, { username: string; password: string }>();
let elsewhere: TStaffSession;
beforeAll(async () => {
  workshopId = (await demoStaff(t.app, BRAND, 'manager')).staff.workshops[0]!.workshopId;
  accounts.set('owner', { username: 'owner', password: DEMO_STAFF_PASSWORD });
  for (const role of STAFF_ROLES.filter((role) => role !== 'owner')) {
    const { member, password } = await staffWithRole(t.app, BRAND, role, workshopId);
    accounts.set(role, { username: member.username, password });
  }
  // The owner of a workshop that signed up on its own: every permission, at another workshop.
  const signedUp = await onBrand(
    t.app,
    BRAND,
  )({
    method: 'POST',
    url: '/api/staff/sign-up',
    payload: {
      workshopName: 'Elsewhere Motors',
      city: 'Mysuru',
      latitude: 12.2958,
      longitude: 76.6394,
      ownerName: 'Other Owner',
      mobileNumber: uniqueIndianNumber(),
      email: 'owner@elsewhere.example',
      username: uniqueUsername('elsewhere'),
      password: 'Elsewhere#1',
      confirmPassword: 'Elsewhere#1',
    },
  });
  elsewhere = signedUp.json().data as TStaffSession;
});

/**
 * A signed-in token of the role's account. A sign-in hashes the password (scrypt, tens of
 * milliseconds), so a token is kept while its session is current; a route that ended it (sign-out,
 * a password or role change) makes the next ask sign in again.
 */
const tokens = new Map<TStaffRole, string>();
async function tokenOf(role: TStaffRole): Promise<string> {
  const kept = tokens.get(role);
  if (kept && (await onBrand(t.app, BRAND, kept)({ method: 'GET', url: '/api/staff/me' })).statusCode === 200) return kept;
  const answer = await onBrand(t.app, BRAND)({ method: 'POST', url: '/api/staff/sign-in', payload: accounts.get(role) });
  const token = (answer.json().data as TStaffSession).accessToken;
  tokens.set(role, token);
  return token;
}

const send = (route: ProbedRoute, token: string): Promise<{ statusCode: number; body: string }> =>
  onBrand(t.app, BRAND, token)(route.request({ target: undefined as never, catalog: undefined as never, workshopId }) as InjectOptions);
const permissionOf = (name: string) => t.routes.find((route) => `${[route.method].flat()[0]} ${route.url}` === name)?.config?.permission;

describe('the staff routes', () => {
  it('are there to probe, and every one names its permission or is a staff member’s own', () => {
    expect(staffRoutes.length).toBeGreaterThan(5);
    expect(staffRoutes.filter((route) => permissionOf(route.name)).length).toBeGreaterThan(0);
  });
});

describe('every staff route lets each role in exactly as the permission matrix says', () => {
  it.each(staffRoutes.map((route) => [route.name, route] as const))('%s', async (name, route) => {
    const permission = permissionOf(name);
    for (const role of STAFF_ROLES) {
      const answer = await send(route, await tokenOf(role));
      const what = `${name} as ${role}: ${answer.statusCode} ${answer.body.slice(0, 200)}`;
      expect(answer.statusCode, what).toBeLessThan(500);
      if (!permission || canAccess(role, permission.area, permission.access)) expect([401, 403], what).not.toContain(answer.statusCode);
      else {
        expect(answer.statusCode, what).toBe(403);
        expect(JSON.parse(answer.body).error.code, what).toBe('auth/forbidden');
      }
    }
  });
});

describe('every staff route refuses whoever is not staff of the workshop', () => {
  it.each(staffRoutes.map((route) => [route.name, route] as const))('%s', async (name, route) => {
    if (name.includes(':workshopId')) {
      const foreign = await send(route, elsewhere.accessToken);
      expect(foreign.statusCode, `${name} by another workshop's owner: ${foreign.body}`).toBe(404);
    }
    const customer = await signIn(t.app, BRAND);
    expect((await send(route, customer.accessToken)).statusCode, `${name} with a customer's token`).toBe(401);
    expect((await send(route, TEST_OPERATOR_KEY)).statusCode, `${name} with the operator key`).toBe(403);
    const ownersToken = await tokenOf('owner');
    const otherBrand = await onBrand(
      t.app,
      'deccan',
      ownersToken,
    )(route.request({ target: undefined as never, catalog: undefined as never, workshopId }) as InjectOptions);
    expect(otherBrand.statusCode, `${name} with a staff token on another brand`).toBe(401);
  });
});
