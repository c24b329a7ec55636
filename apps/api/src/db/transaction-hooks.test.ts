import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Database } from './client';
import { afterCommit, beforeCommit } from './transaction-hooks';

// The hooks on their own, on an in-memory PGlite (the PostgreSQL pass runs every test that uses them).
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null, migrationsFolder: loadConfig({ JWT_SECRET: 'x'.repeat(32) }).migrationsFolder });
  await database.db.execute(sql`create table hooked (note text not null)`);
});
afterAll(() => database.close());

type Notes = { rows: { note: string }[] };
const notes = async () => ((await database.db.execute(sql`select note from hooked order by note`)) as unknown as Notes).rows.map((row) => row.note);

describe('transaction hooks', () => {
  it('run before-commit work once per key, last and inside the transaction; after-commit work once it committed, before the caller goes on', async () => {
    const order: string[] = [];
    await database.db.transaction(async (tx) => {
      for (const time of ['first', 'second'])
        beforeCommit(tx, 'note', async (inside) => {
          order.push(`before (${time} asked)`);
          await inside.execute(sql`insert into hooked values ('written before commit')`);
        });
      await afterCommit(tx, async (db) => {
        order.push(`after: ${((await db.execute(sql`select note from hooked`)) as unknown as Notes).rows.length} row seen`);
      });
      order.push('work');
    });
    order.push('caller');
    expect(order).toEqual(['work', 'before (first asked)', 'after: 1 row seen', 'caller']);
    expect(await notes()).toEqual(['written before commit']);
  });

  it('run nothing after a rollback, and the before-commit work is rolled back with the rest', async () => {
    const ran: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into hooked values ('rolled back')`);
        await afterCommit(tx, () => void ran.push('after'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ran).toEqual([]);
    expect(await notes()).not.toContain('rolled back');
  });

  it('count a savepoint as part of its transaction: its after-commit work waits for the outer commit', async () => {
    const order: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (savepoint) => {
        await savepoint.transaction(async (deeper) => {
          await afterCommit(deeper, () => void order.push('after commit'));
          expect(beforeCommit(deeper, 'deep', async (inside) => void (await inside.execute(sql`insert into hooked values ('from a savepoint')`)))).toBe(true);
        });
      });
      order.push('outer work done');
    });
    expect(order).toEqual(['outer work done', 'after commit']);
    expect(await notes()).toContain('from a savepoint');
  });

  it('outside a transaction, do the after-commit work at once and tell the caller to write before-commit work itself', async () => {
    const ran: string[] = [];
    await afterCommit(database.db, () => void ran.push('at once'));
    expect(ran).toEqual(['at once']);
    expect(beforeCommit(database.db, 'note', async () => undefined)).toBe(false);
  });

  it('report a failing after-commit step without failing the committed change', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into hooked values ('kept')`);
      await afterCommit(tx, () => {
        throw new Error('notice lost');
      });
      return 'answered';
    });
    expect(result).toBe('answered');
    expect(await notes()).toContain('kept');
    expect(report).toHaveBeenCalledWith('work after a commit failed', expect.objectContaining({ message: 'notice lost' }));
    report.mockRestore();
  });
});
