import { describe, expect, it } from 'vitest';
import { ApiError } from './http/api-error';
import { isWorthRefetchingOnMount, shouldRetry } from './query-client';

describe('query retries', () => {
  it('retry the network and the server a couple of times', () => {
    expect(shouldRetry(0, ApiError.fromStatus(0))).toBe(true);
    expect(shouldRetry(1, ApiError.fromStatus(503))).toBe(true);
    expect(shouldRetry(2, ApiError.fromStatus(503))).toBe(false);
  });
  it('never retry a refused request', () => {
    expect(shouldRetry(0, ApiError.fromStatus(400))).toBe(false);
    expect(shouldRetry(0, ApiError.fromStatus(401))).toBe(false);
    expect(shouldRetry(0, ApiError.fromStatus(429))).toBe(false);
  });
});

describe('refetching when a screen mounts', () => {
  it('skips an answer fetched a moment ago (by the route loader), not an older one', () => {
    expect(isWorthRefetchingOnMount(10_000, 11_000)).toBe(false);
    expect(isWorthRefetchingOnMount(10_000, 13_000)).toBe(true);
  });
});
