import { defaultUserSettings, type TSession, type TUser } from '@servicebay/domain';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTokenStore } from '../session/token-store';
import { ApiError } from './api-error';
import { createHttpClient } from './http-client';

const user: TUser = {
  uid: 'u-1',
  name: null,
  email: null,
  primaryPhoneNumber: '+919876543210',
  date_of_birth: null,
  gender: null,
  profileImagePath: null,
  isAnonymous: false,
  providerId: 'phone',
  onBoarding: true,
  profileCompleteness: 0,
  defaultVehicleRef: null,
  selectedVehicleRef: null,
  defaultAddressRef: null,
  selectedAddressRef: null,
  clientName: 'quickfix',
  onBoardVehicleSetting: false,
  settings: defaultUserSettings(),
};
const session = (n: number, expiresInSeconds = 900): TSession => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresInSeconds,
  user,
});

const ok = (data: unknown) => Response.json({ status: 'SUCCESS', data });
const unauthorised = () =>
  Response.json({ status: 'FAILURE', error: { code: 'auth/login-required', title: 'Login required', message: 'Please login to continue' } }, { status: 401 });

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/**
 * A small stand-in for the API's token rules: one valid access token, a rotating refresh token.
 * `calls` records what reached it.
 */
function setup({ clock = 0 } = {}) {
  let time = clock;
  let issued = 1;
  const server = { validAccess: 'access-1', validRefresh: 'refresh-1', refreshWorks: true };
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url);
    const auth = new Headers(init?.headers).get('Authorization');
    calls.push(`${path} ${auth ?? '-'}`);
    if (path === '/api/auth/refresh') {
      const { refreshToken } = JSON.parse(String(init?.body)) as { refreshToken: string };
      if (!server.refreshWorks || refreshToken !== server.validRefresh) return unauthorised();
      issued += 1;
      server.validAccess = `access-${issued}`;
      server.validRefresh = `refresh-${issued}`;
      return ok(session(issued));
    }
    if (auth && auth !== `Bearer ${server.validAccess}`) return unauthorised();
    return ok({ auth: auth !== null });
  });
  const tokenStore = createTokenStore(memoryStorage(), () => time);
  const onSessionExpired = vi.fn();
  const client = createHttpClient({ baseUrl: '/api', tokenStore, fetch, now: () => time, getLanguage: () => 'ar', onSessionExpired });
  const schema = z.object({ auth: z.boolean() });
  return {
    server,
    calls,
    tokenStore,
    onSessionExpired,
    fetch,
    advance: (ms: number) => void (time += ms),
    get: (auth: 'session' | 'ifPresent' | 'none' = 'session') => client.request('/thing', { auth, schema }),
  };
}

describe('http client sessions', () => {
  it('sends the held token and the language', async () => {
    const t = setup();
    t.tokenStore.save(session(1));
    await expect(t.get()).resolves.toEqual({ auth: true });
    const headers = new Headers(t.fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Accept-Language')).toBe('ar');
    expect(headers.get('Content-Type')).toBeNull(); // no body, so no JSON content type
  });

  it('refreshes before the call when the access token is about to run out', async () => {
    const t = setup();
    t.tokenStore.save(session(1, 60));
    t.advance(45_000);
    await t.get();
    expect(t.calls).toEqual(['/api/auth/refresh -', '/api/thing Bearer access-2']);
    expect(t.tokenStore.get()?.refreshToken).toBe('refresh-2');
  });

  it('refreshes once and retries once after a 401', async () => {
    const t = setup();
    t.tokenStore.save(session(1));
    t.server.validAccess = 'revoked-elsewhere';
    await expect(t.get()).resolves.toEqual({ auth: true });
    expect(t.calls).toEqual(['/api/thing Bearer access-1', '/api/auth/refresh -', '/api/thing Bearer access-2']);
  });

  it('shares one refresh between calls made together', async () => {
    const t = setup();
    t.tokenStore.save(session(1, 10));
    await Promise.all([t.get(), t.get(), t.get()]);
    expect(t.calls.filter((call) => call.startsWith('/api/auth/refresh'))).toHaveLength(1);
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });

  it('signs the customer out once when the session cannot be renewed', async () => {
    const t = setup();
    t.tokenStore.save(session(1, 10));
    t.server.refreshWorks = false;
    const results = await Promise.allSettled([t.get(), t.get()]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'auth/login-required', status: 401 });
    }
    expect(t.tokenStore.get()).toBeNull();
    expect(t.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a call that only uses a session when present goes on without one', async () => {
    const t = setup();
    t.tokenStore.save(session(1, 10));
    t.server.refreshWorks = false;
    await expect(t.get('ifPresent')).resolves.toEqual({ auth: false });
    expect(t.onSessionExpired).not.toHaveBeenCalled();
    expect(t.tokenStore.get()).toBeNull();
  });

  it('a session call without any session fails without a sign-out message', async () => {
    const t = setup();
    await expect(t.get()).rejects.toBeInstanceOf(ApiError);
    expect(t.calls).toEqual([]);
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  const client = (response: () => Response | Promise<Response>) =>
    createHttpClient({
      baseUrl: '/api',
      tokenStore: createTokenStore(memoryStorage()),
      fetch: async () => response(),
      getLanguage: () => 'en',
      onSessionExpired: () => undefined,
    });
  const call = (answer: () => Response | Promise<Response>) => client(answer).request('/x', { auth: 'none', schema: z.object({}) });

  it('carries the code, status and wait time of a failure envelope', async () => {
    const error = await call(() =>
      Response.json(
        { status: 'FAILURE', error: { code: 'auth/resend-too-soon', title: 'Too soon', message: 'Please wait', retryAfterSeconds: 42 } },
        { status: 429 },
      ),
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'auth/resend-too-soon', status: 429, retryAfterSeconds: 42, message: 'Please wait' });
  });

  it('maps a bare gateway error and a network failure to "unavailable"', async () => {
    await expect(call(() => new Response('<html>Bad gateway</html>', { status: 502 }))).rejects.toMatchObject({ code: 'server/unavailable' });
    await expect(call(() => Promise.reject(new TypeError('Failed to fetch')))).rejects.toMatchObject({ code: 'server/unavailable', status: 0 });
  });

  it('keeps the title and message of a code this app does not know yet', async () => {
    const error = await call(() =>
      Response.json({ status: 'FAILURE', error: { code: 'cart/new-thing', title: 'New', message: 'A new rule' } }, { status: 409 }),
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'resource/conflict', title: 'New', message: 'A new rule' });
  });

  it('sends FormData as multipart, leaving the content type to fetch', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => ok({}));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'image.png');
    const client = createHttpClient({
      baseUrl: '/api',
      tokenStore: createTokenStore(memoryStorage()),
      fetch,
      getLanguage: () => 'en',
      onSessionExpired: () => undefined,
    });
    await client.request('/upload', { method: 'POST', auth: 'none', body: form, schema: z.object({}) });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('refuses a success whose data breaks the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(client(() => ok({ wrong: true })).request('/x', { auth: 'none', schema: z.object({ right: z.string() }) })).rejects.toMatchObject({
      code: 'server/unexpected',
    });
  });

  it("checks an answer against a schema loaded with it, as the sign-in screens' endpoints do", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadedSchema = async () => z.object({ right: z.string() });
    await expect(client(() => ok({ right: 'yes' })).request('/x', { auth: 'none', schema: loadedSchema })).resolves.toEqual({ right: 'yes' });
    await expect(client(() => ok({ wrong: true })).request('/x', { auth: 'none', schema: loadedSchema })).rejects.toMatchObject({ code: 'server/unexpected' });
  });

  it('tells a schema that cannot be fetched apart from a broken answer: the customer is offline', async () => {
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(client(() => ok({ right: 'yes' })).request('/x', { auth: 'none', schema: unreachable })).rejects.toMatchObject({
      code: 'server/unavailable',
      status: 0,
    });
  });
});
