import { createSecretKey } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { boundedMap } from '../bounded-map';
import type { CustomerPrincipal, Principal } from './principal';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'servicebay';
/** Tokens live 15 minutes; a bound keeps many callers from growing memory without end. */
const VERIFIED_TOKENS_KEPT = 10_000;

export type AccessTokens = {
  sign: (principal: CustomerPrincipal) => Promise<string>;
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
      return new SignJWT({ kind: principal.kind, brand: principal.brandId, anon: principal.isAnonymous, sv: principal.sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(principal.userId)
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
        if (payload.kind !== 'customer' || typeof payload.sub !== 'string' || typeof payload.brand !== 'string') return null;
        const principal: Principal = {
          kind: 'customer',
          userId: payload.sub,
          brandId: payload.brand,
          isAnonymous: payload.anon === true,
          // Tokens signed before session versions existed carry none: the first version, 0.
          sessionVersion: typeof payload.sv === 'number' ? payload.sv : 0,
        };
        verified.set(token, { principal, expiresAtMs: (payload.exp ?? 0) * 1000 });
        return principal;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
