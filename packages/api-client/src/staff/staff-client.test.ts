import type { TStaffSession } from '@servicebay/domain';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTokenStore } from '../session/token-store';
import { createStaffHttpClient } from './staff-client';
import { createStaffSessionStore, STAFF_SESSION_KEY } from './staff-session-store';

const staff = {
  staffId: '0197a3a0-0000-7000-8000-000000000001',
  username: 'owner',
  name: 'Arjun Mehta',
  role: 'owner',
  technicianKind: null,
  mobileNumber: null,
  email: null,
  workshops: [{ workshopId: '0197a3a0-0000-7000-8000-0000000000aa', name: 'Sri Balaji Motors' }],
} as const satisfies TStaffSession['staff'];

const session = (n: number, expiresInSeconds = 900): TStaffSession => ({
  accessToken: `staff-access-${n}`,
  refreshToken: `staff-refresh-${n}`,
  expiresInSeconds,
  staff: { ...staff, workshops: [...staff.workshops] },
});

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map<string, string>(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const ok = (data: unknown) => Response.json({ status: 'SUCCESS', data });
const refused = (code = 'auth/login-required') =>
  Response.json({ status: 'FAILURE', error: { code, title: 'Login required', message: 'Please login to continue' } }, { status: 401 });

/** A stand-in for the API's staff token rules: one valid access token, a rotating refresh token at POST /staff/token. */
function setup() {
  let time = 0;
  let issued = 1;
  const server = { validAccess: 'staff-access-1', validRefresh: 'staff-refresh-1', refreshWorks: true };
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url);
    const auth = new Headers(init?.headers).get('Authorization');
    calls.push(`${path} ${auth ?? '-'}`);
    if (path === '/api/staff/token') {
      const { refreshToken } = JSON.parse(String(init?.body)) as { refreshToken: string };
      if (!server.refreshWorks || refreshToken !== server.validRefresh) return refused('auth/session-revoked');
      issued += 1;
      server.validAccess = `staff-access-${issued}`;
      server.validRefresh = `staff-refresh-${issued}`;
      return ok(session(issued));
    }
    if (auth !== `Bearer ${server.validAccess}`) return refused();
    return ok({ seen: true });
  });
  // The customer app's session, held by the same browser on the same origin.
  const storage = memoryStorage({
    'servicebay.session': JSON.stringify({ accessToken: 'customer-access', refreshToken: 'customer-refresh', accessExpiresAt: 9e15, isGuest: false }),
  });
  const store = createStaffSessionStore(storage, () => time);
  const onSessionExpired = vi.fn();
  const client = createStaffHttpClient({ store, fetch, now: () => time, getLanguage: () => 'ar', onSessionExpired });
  return {
    server,
    calls,
    store,
    storage,
    onSessionExpired,
    advance: (ms: number) => void (time += ms),
    get: () => client.request('/staff/me', { schema: z.object({ seen: z.boolean() }) }),
  };
}

describe('the staff session store', () => {
  it('keeps a session under its own key, beside the customer’s, which it never touches', () => {
    const storage = memoryStorage({ 'servicebay.session': 'customer' });
    createStaffSessionStore(storage, () => 1000).save(session(1, 60));
    expect(JSON.parse(storage.values.get(STAFF_SESSION_KEY)!)).toEqual({
      accessToken: 'staff-access-1',
      refreshToken: 'staff-refresh-1',
      accessExpiresAt: 61_000,
      staffId: staff.staffId,
    });
    expect(createStaffSessionStore(storage).get()?.staffId).toBe(staff.staffId);
    createStaffSessionStore(storage).clear();
    expect(storage.values.get(STAFF_SESSION_KEY)).toBeUndefined();
    expect(storage.values.get('servicebay.session')).toBe('customer');
  });

  it('is no session when storage holds a customer’s session or anything else', () => {
    const customers = JSON.stringify({ accessToken: 'a', refreshToken: 'r', accessExpiresAt: 1, isGuest: false });
    expect(createStaffSessionStore(memoryStorage({ [STAFF_SESSION_KEY]: customers })).get()).toBeNull();
    expect(createStaffSessionStore(memoryStorage({ [STAFF_SESSION_KEY]: '{"accessToken":' })).get()).toBeNull();
    expect(createTokenStore(memoryStorage({ [STAFF_SESSION_KEY]: JSON.stringify({ ...session(1), staffId: 'x' }) })).get()).toBeNull();
  });
});

describe('the staff client’s token renewal', () => {
  it('sends the staff token, never the customer’s', async () => {
    const t = setup();
    t.store.save(session(1));
    await expect(t.get()).resolves.toEqual({ seen: true });
    expect(t.calls).toEqual(['/api/staff/me Bearer staff-access-1']);
  });

  it('renews through POST /staff/token before the access token runs out', async () => {
    const t = setup();
    t.store.save(session(1, 900));
    t.advance(880_000); // 20 s left of the 15 minutes
    await t.get();
    expect(t.calls).toEqual(['/api/staff/token -', '/api/staff/me Bearer staff-access-2']);
    expect(t.store.get()?.refreshToken).toBe('staff-refresh-2');
  });

  it('renews once and retries once after a 401', async () => {
    const t = setup();
    t.store.save(session(1));
    t.server.validAccess = 'ended-by-a-role-change';
    await expect(t.get()).resolves.toEqual({ seen: true });
    expect(t.calls).toEqual(['/api/staff/me Bearer staff-access-1', '/api/staff/token -', '/api/staff/me Bearer staff-access-2']);
  });

  it('shares one renewal between calls made together (a refresh token is good once)', async () => {
    const t = setup();
    t.store.save(session(1, 10));
    await Promise.all([t.get(), t.get(), t.get()]);
    expect(t.calls.filter((call) => call.startsWith('/api/staff/token'))).toHaveLength(1);
  });

  it('signs the staff member out once when the session cannot be renewed, leaving the customer’s session', async () => {
    const t = setup();
    t.store.save(session(1, 10));
    t.server.refreshWorks = false;
    const results = await Promise.allSettled([t.get(), t.get()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(t.store.get()).toBeNull();
    expect(t.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(t.calls.some((call) => call.startsWith('/api/auth/'))).toBe(false);
    expect(t.storage.values.get('servicebay.session')).toContain('customer-access');
  });
});
