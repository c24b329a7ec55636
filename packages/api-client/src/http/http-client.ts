import type { z } from 'zod/mini';
import { isAccessTokenDue, type StoredSession, type TokenStore } from '../session/token-store';
import { ApiError } from './api-error';
import { startSchema } from '../start-schema';
import { readEnvelope, type SchemaSource } from './read-envelope';
import { sendWithUploadProgress, type UploadProgress } from './send-with-upload-progress';

/**
 * - `none`: public call, no token sent.
 * - `session`: needs a signed-in customer or guest; losing the session signs them out.
 * - `ifPresent`: sends the token when one is held (verifying a code upgrades a guest), and goes on
 *   without it when it can no longer be renewed.
 */
export type AuthMode = 'none' | 'session' | 'ifPresent';

export type RequestOptions<S extends z.core.$ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is FormData (uploads). */
  body?: unknown;
  auth?: AuthMode;
  /** Parses `data` of the success envelope. */
  schema: SchemaSource<S>;
  /** For a multipart body: told how much has been sent, so long uploads show their progress. */
  onUploadProgress?: UploadProgress;
  /** Extra headers of this call (a booking's Idempotency-Key). */
  headers?: Record<string, string>;
};

/** The tokens of a held session, whoever holds them: the customer's store or the staff's. */
export type SessionHolder = {
  get: () => Pick<StoredSession, 'accessToken' | 'refreshToken' | 'accessExpiresAt'> | null;
  clear: () => void;
};

type SendWithoutToken = <S extends z.core.$ZodType>(path: string, options: RequestOptions<S>) => Promise<z.output<S>>;

/** Trades the held refresh token for a new session and keeps it; `send` calls the API without a bearer. */
export type SessionRenewal = (refreshToken: string, send: SendWithoutToken) => Promise<void>;

/** The customer's renewal: POST /auth/refresh, the new pair kept in the customer's store. */
const customerRenewal =
  (tokenStore: TokenStore): SessionRenewal =>
  async (refreshToken, send) =>
    tokenStore.save(await send('/auth/refresh', { method: 'POST', body: { refreshToken }, schema: startSchema((s) => s.ZSession) }));

/** A client renews the customer's session unless it is told how to renew its own (the workshop app's staff). */
type Renewal = { tokenStore: TokenStore; renewSession?: undefined } | { tokenStore: SessionHolder; renewSession: SessionRenewal };

export type HttpClientConfig = Renewal & {
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Sent as Accept-Language so server texts come in the customer's language. */
  getLanguage: () => string;
  /** The customer was signed in and no longer is: tell them and take them to sign-in. */
  onSessionExpired: () => void;
  /** False for a token lent for one job (a server render): refused is refused, nothing to renew it with. */
  renews?: boolean;
};

export type HttpClient = {
  request: <S extends z.core.$ZodType>(path: string, options: RequestOptions<S>) => Promise<z.output<S>>;
  /**
   * A usable access token for calls made outside `request` (the live event stream), renewed when
   * due or when `renew` says the server refused it; null when signed out.
   */
  accessToken: (options?: { renew?: boolean }) => Promise<string | null>;
};

const loginRequired = () => new ApiError({ code: 'auth/login-required', status: 401 });
const isUnauthorised = (error: unknown) => error instanceof ApiError && error.isUnauthorised;

const renewalOf = (config: Renewal): SessionRenewal => (config.renewSession === undefined ? customerRenewal(config.tokenStore) : config.renewSession);

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const { baseUrl, tokenStore } = config;
  const renewSession = renewalOf(config);
  const fetchImpl = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = config.now ?? Date.now;

  async function send<S extends z.core.$ZodType>(path: string, options: RequestOptions<S>, accessToken: string | null) {
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json', 'Accept-Language': config.getLanguage() };
    // Only with a body: Fastify refuses an empty body announced as JSON. FormData gets its
    // multipart type and boundary from fetch itself.
    const { body } = options;
    const isMultipart = body instanceof FormData;
    if (body !== undefined && !isMultipart) headers['Content-Type'] = 'application/json';
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    const url = `${baseUrl}${path}`;
    const method = options.method ?? 'GET';
    let response: Response;
    try {
      response =
        isMultipart && options.onUploadProgress
          ? await sendWithUploadProgress(url, { method, headers, body }, options.onUploadProgress)
          : await fetchImpl(url, { method, headers, body: body === undefined ? undefined : isMultipart ? body : JSON.stringify(body) });
    } catch {
      throw ApiError.fromStatus(0); // offline or the server is down
    }
    return readEnvelope(response, options.schema);
  }

  async function renew(): Promise<boolean> {
    const held = tokenStore.get();
    if (!held || config.renews === false) return false;
    try {
      await renewSession(held.refreshToken, (path, options) => send(path, options, null));
      return true;
    } catch (error) {
      if (!isUnauthorised(error)) throw error;
      // Refresh tokens rotate: another tab may have renewed first and stored the new pair.
      const latest = tokenStore.get();
      return latest !== null && latest.refreshToken !== held.refreshToken;
    }
  }

  // Calls that find the token due at the same moment share one refresh: a rotated refresh token
  // is good once, so a second refresh with the same token would end the session.
  let renewing: Promise<boolean> | null = null;
  function refresh(): Promise<boolean> {
    renewing ??= renew().finally(() => {
      renewing = null;
    });
    return renewing;
  }

  async function freshAccessToken(): Promise<string | null> {
    const held = tokenStore.get();
    if (!held) return null;
    if (!isAccessTokenDue(held, now())) return held.accessToken;
    return (await refresh()) ? (tokenStore.get()?.accessToken ?? null) : null;
  }

  function withoutSession<S extends z.core.$ZodType>(path: string, options: RequestOptions<S>, mode: AuthMode) {
    const wasSignedIn = tokenStore.get() !== null;
    tokenStore.clear();
    if (mode === 'ifPresent') return send(path, options, null);
    if (wasSignedIn) config.onSessionExpired();
    throw loginRequired();
  }

  async function request<S extends z.core.$ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>> {
    const mode = options.auth ?? 'session';
    if (mode === 'none') return send(path, options, null);

    const accessToken = await freshAccessToken();
    if (!accessToken) return withoutSession(path, options, mode);
    try {
      return await send(path, options, accessToken);
    } catch (error) {
      if (!isUnauthorised(error)) throw error;
    }

    // Refused although not due (revoked, or the clocks disagree): one refresh, one retry.
    const retryToken = (await refresh()) ? tokenStore.get()?.accessToken : null;
    if (!retryToken) return withoutSession(path, options, mode);
    try {
      return await send(path, options, retryToken);
    } catch (error) {
      if (isUnauthorised(error)) return withoutSession(path, options, mode);
      throw error;
    }
  }

  async function accessToken(options: { renew?: boolean } = {}): Promise<string | null> {
    if (!options.renew) return freshAccessToken();
    return (await refresh()) ? (tokenStore.get()?.accessToken ?? null) : null;
  }

  return { request, accessToken };
}
