import { describe, expect, it } from 'vitest';
import { createTokenStore } from './token-store';

const KEY = 'servicebay.session';
const held = { accessToken: 'access', refreshToken: 'refresh-token', accessExpiresAt: 1_700_000_000_000, isGuest: false };

function storageHolding(value: string | null) {
  const values = new Map<string, string>(value === null ? [] : [[KEY, value]]);
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, next: string) => void values.set(key, next),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('the stored session', () => {
  it('is read back as it was saved, and nothing else rides along', () => {
    const store = createTokenStore(storageHolding(JSON.stringify({ ...held, extra: 'ignored' })));
    expect(store.get()).toEqual(held);
  });

  it.each([
    ['not JSON', '{"accessToken":'],
    ['a string', '"access"'],
    ['null', 'null'],
    ['without a refresh token', JSON.stringify({ ...held, refreshToken: undefined })],
    ['with an expiry that is not a number', JSON.stringify({ ...held, accessExpiresAt: '2026-11-23' })],
    ['with a guest flag that is not a boolean', JSON.stringify({ ...held, isGuest: 'no' })],
  ])('is no session when storage holds %s', (_what, raw) => {
    expect(createTokenStore(storageHolding(raw)).get()).toBeNull();
  });

  it('is saved from a session and cleared on sign-out', () => {
    const storage = storageHolding(null);
    const store = createTokenStore(storage, () => 1000);
    store.save({ accessToken: 'a', refreshToken: 'r', expiresInSeconds: 60, user: { isAnonymous: true } as never });
    expect(createTokenStore(storage).get()).toEqual({ accessToken: 'a', refreshToken: 'r', accessExpiresAt: 61_000, isGuest: true });
    store.clear();
    expect(createTokenStore(storage).get()).toBeNull();
  });
});
