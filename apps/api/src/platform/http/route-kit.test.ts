import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import type { Principal } from '../auth/principal';
import { customerScope, idParams, MAX_PAGE_SIZE, pageWindow, ZPaging } from './route-kit';

const BRAND_ID = '0190f0a0-0000-7000-8000-000000000001';
const USER_ID = '0190f0a0-0000-7000-8000-000000000002';
const requestOf = (principal: Principal | null) => ({ brand: { id: BRAND_ID }, principal }) as unknown as FastifyRequest;

describe('the route kit', () => {
  it("scopes a customer's call to the request's brand and the caller", () => {
    expect(customerScope(requestOf({ kind: 'customer', userId: USER_ID, brandId: BRAND_ID, isAnonymous: true, sessionVersion: 0 }))).toEqual({
      brandId: BRAND_ID,
      userId: USER_ID,
    });
  });

  it('refuses a call without a caller, and staff on a customer route', () => {
    expect(() => customerScope(requestOf(null))).toThrow(expect.objectContaining({ code: 'auth/login-required' }));
    const staff = requestOf({ kind: 'staff', staffId: USER_ID, brandId: BRAND_ID, role: 'owner', workshopIds: [], sessionVersion: 0 });
    expect(() => customerScope(staff)).toThrow(AppError);
    expect(() => customerScope(staff)).toThrow(expect.objectContaining({ code: 'auth/forbidden', status: 403 }));
  });

  it('refuses a malformed id with the spec message', () => {
    const params = idParams('vehicleId', 'documentId');
    expect(params.safeParse({ vehicleId: USER_ID, documentId: BRAND_ID }).success).toBe(true);
    const bad = params.safeParse({ vehicleId: 'abc', documentId: BRAND_ID });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['vehicleId'], message: 'Record Not Found' });
  });

  it('pages from 1 with a bounded size', () => {
    expect(ZPaging.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(pageWindow(ZPaging.parse({ page: '3', pageSize: '10' }))).toEqual({ limit: 10, offset: 20 });
    expect(ZPaging.safeParse({ pageSize: MAX_PAGE_SIZE + 1 }).success).toBe(false);
    expect(ZPaging.safeParse({ page: 0 }).success).toBe(false);
  });
});
