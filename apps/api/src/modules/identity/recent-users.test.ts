import { describe, expect, it } from 'vitest';
import type { UserRow } from './identity.tables';
import { createRecentUsers } from './recent-users';

const BRAND = 'brand-1';
const rowOf = (id: string, name: string) => ({ id, brandId: BRAND, name }) as unknown as UserRow;

/** A database of users whose reads finish when the test says, so a write can land during one. */
function usersTable() {
  const names = new Map<string, string>([
    ['a', 'Asha'],
    ['b', 'Bilal'],
  ]);
  let reads = 0;
  let pending: (() => void)[] = [];
  return {
    names,
    reads: () => reads,
    load: (_brandId: string, userId: string) =>
      new Promise<UserRow | null>((resolve) => {
        reads += 1;
        const name = names.get(userId)!;
        pending.push(() => resolve(rowOf(userId, name)));
      }),
    finishReads: () => {
      for (const finish of pending) finish();
      pending = [];
    },
  };
}

describe('recent users (the session check’s one-second memory)', () => {
  it('keeps a row read while another customer was written, so a burst costs one read', async () => {
    const table = usersTable();
    const recent = createRecentUsers(table.load, () => 0);
    const reading = recent.byId(BRAND, 'a');
    recent.forget('b');
    table.finishReads();
    expect((await reading)?.name).toBe('Asha');
    expect((await recent.byId(BRAND, 'a'))?.name).toBe('Asha');
    expect(table.reads()).toBe(1);
  });

  it('does not keep a row read while its own customer was written: the next read asks again', async () => {
    const table = usersTable();
    const recent = createRecentUsers(table.load, () => 0);
    const reading = recent.byId(BRAND, 'a');
    table.names.set('a', 'Asha Rao');
    recent.forget('a');
    table.finishReads();
    await reading;
    const again = recent.byId(BRAND, 'a');
    table.finishReads();
    expect((await again)?.name).toBe('Asha Rao');
    expect(table.reads()).toBe(2);
  });

  it('does not keep a row read while every customer was forgotten', async () => {
    const table = usersTable();
    const recent = createRecentUsers(table.load, () => 0);
    const reading = recent.byId(BRAND, 'b');
    recent.forgetAll();
    table.finishReads();
    await reading;
    const again = recent.byId(BRAND, 'b');
    table.finishReads();
    await again;
    expect(table.reads()).toBe(2);
  });
});
