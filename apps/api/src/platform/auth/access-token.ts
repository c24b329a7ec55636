import { createSecretKey } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { boundedMap } from '../bounded-map';
import { ZStaffRole } from '@servicebay/domain';
import type { CustomerPrincipal, Principal, StaffPrincipal } from './principal';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'servicebay';
/** Tokens live 15 minutes; a bound keeps many callers from growing memory without end. */
const VERIFIED_TOKENS_KEPT = 10_000;

export type AccessTokens = {
  sign: (principal: CustomerPrincipal | Omit<StaffPrincipal, 'workshopIds'>) => Promise<string>;
  /** Null for a missing, malformed, forged or expired token. */
  verify: (token: string) => Promise<Principal | null>;
};

export function createAccessTokens(secret: string, now: () => Date = () => new Date()): AccessTokens {
  // A KeyObject made once: jose would otherwise import the raw secret on every call.
  const key = createSecretKey(Buffer.from(secret));
  // A token is checked on every request it comes with; once verified, only its expiry can change
  // the signature's answer, so the principal is kept until then (the token's own bytes are the key).
  // Whether its session still stands (sign-out, erasure) is asked on every request (auth-hook.ts).
  const verified = boundedMap<string, { principal: Principal; expiresAtMs: number }>(VERIFIED_TOKENS_KEPT);
  return {
    sign: (principal) => {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const claims =
        principal.kind === 'customer'
          ? { kind: principal.kind, brand: principal.brandId, anon: principal.isAnonymous, sv: principal.sessionVersion }
          : // Staff's workshops are read with their session on each request, not carried: an owner of
            // hundreds of branches would outgrow a request header (bench/job-board: 11 KB at 210).
            { kind: principal.kind, brand: principal.brandId, role: principal.role, sv: principal.sessionVersion };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(principal.kind === 'customer' ? principal.userId : principal.staffId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    verify: async (token) => {
      const known = verified.get(token);
      if (known && known.expiresAtMs > now().getTime()) return known.principal;
      if (known) verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now() });
        const principal = principalOf(payload);
        if (!principal) return null;
        verified.set(token, { principal, expiresAtMs: (payload.exp ?? 0) * 1000 });
        return principal;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** The principal a verified token's claims name; null for claims of no known shape. */
function principalOf(payload: JWTPayload): Principal | null {
  if (typeof payload.sub !== 'string' || typeof payload.brand !== 'string') return null;
  // Tokens signed before session versions existed carry none: the first version, 0.
  const sessionVersion = typeof payload.sv === 'number' ? payload.sv : 0;
  if (payload.kind === 'customer') return { kind: 'customer', userId: payload.sub, brandId: payload.brand, isAnonymous: payload.anon === true, sessionVersion };
  const role = ZStaffRole.safeParse(payload.role);
  if (payload.kind !== 'staff' || !role.success) return null;
  // The workshops come with the session check (auth-hook.ts).
  return { kind: 'staff', staffId: payload.sub, brandId: payload.brand, role: role.data, workshopIds: [], sessionVersion };
}
