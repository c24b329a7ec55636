import { createSecretKey } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { CustomerPrincipal, Principal } from './principal';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'servicebay';

export type AccessTokens = {
  sign: (principal: CustomerPrincipal) => Promise<string>;
  /** Null for a missing, malformed, forged or expired token. */
  verify: (token: string) => Promise<Principal | null>;
};

export function createAccessTokens(secret: string, now: () => Date = () => new Date()): AccessTokens {
  // A KeyObject made once: jose would otherwise import the raw secret on every call.
  const key = createSecretKey(Buffer.from(secret));
  return {
    sign: (principal) => {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ kind: principal.kind, brand: principal.brandId, anon: principal.isAnonymous })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(principal.userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now() });
        if (payload.kind !== 'customer' || typeof payload.sub !== 'string' || typeof payload.brand !== 'string') return null;
        return { kind: 'customer', userId: payload.sub, brandId: payload.brand, isAnonymous: payload.anon === true };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
