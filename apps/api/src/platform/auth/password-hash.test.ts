import { describe, expect, it } from 'vitest';
import { hashPassword, NO_ACCOUNT_HASH, verifyPassword } from './password-hash';

describe('staff password hashes', () => {
  it('verify the password they were made from, and nothing else', async () => {
    const stored = await hashPassword('Garage#2026');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Garage#2026', stored)).toBe(true);
    expect(await verifyPassword('garage#2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salt every hash, so one password hashed twice reads differently', async () => {
    expect(await hashPassword('Garage#2026')).not.toBe(await hashPassword('Garage#2026'));
  });

  it('read the cost from the hash, and refuse a hash of another scheme', async () => {
    expect(await verifyPassword('anything', NO_ACCOUNT_HASH)).toBe(false);
    expect(await verifyPassword('Garage#2026', 'bcrypt$2b$10$abc')).toBe(false);
  });
});
