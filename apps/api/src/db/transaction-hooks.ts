import type { Db } from './client';

/** Work for the end of a transaction, inside it: what it is given to write with. */
export type BeforeCommit = (tx: Db) => Promise<void>;
/** Work to do once the transaction it belongs to has committed; given the database to do it on. */
export type AfterCommit = (db: Db) => Promise<void> | void;

type Scope = { before: Map<string, BeforeCommit>; after: AfterCommit[] };

/**
 * Each transaction object to the hooks of the transaction it belongs to. Keyed by the object the
 * callers hold rather than kept in an AsyncLocalStorage: on Node 20 the first `run` of one turns on
 * promise hooks for every promise of the process, and that cost a quarter of the throughput of
 * every request, transaction or not (decision 0045).
 */
const scopes = new WeakMap<object, Scope>();

/** `tx` and every savepoint opened from it belong to `scope`. */
function adopt(tx: Db, scope: Scope): void {
  scopes.set(tx, scope);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = ((work, config) =>
    savepoint((inner) => {
      adopt(inner as unknown as Db, scope);
      return work(inner);
    }, config)) as Db['transaction'];
}

/**
 * Gives `db.transaction` two hooks, like an ORM's before_commit and after_commit:
 * - `beforeCommit` work runs once, last, inside the transaction (events gather there and are
 *   written in one statement);
 * - `afterCommit` work runs once it has committed (never after a rollback), before the
 *   transaction's promise resolves, so the caller answers only after it ran. A failure there is
 *   reported, not thrown: the change it follows is already committed.
 * Savepoints (`tx.transaction`) belong to the outer transaction.
 */
export function addTransactionHooks(db: Db, onError: (error: unknown) => void): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    const scope: Scope = { before: new Map(), after: [] };
    const result = await transaction(async (tx) => {
      adopt(tx as unknown as Db, scope);
      const outcome = await work(tx);
      for (const beforeCommit of scope.before.values()) await beforeCommit(tx as unknown as Db);
      return outcome;
    }, config);
    // Together, so what they send can travel in one statement.
    const outcomes = await Promise.allSettled(scope.after.map(async (callback) => callback(db)));
    for (const outcome of outcomes) if (outcome.status === 'rejected') onError(outcome.reason);
    return result;
  }) as Db['transaction'];
}

/** The hooks' scope `tx` belongs to, when it is a transaction made by `db.transaction`. */
function scopeOf(tx: Db): Scope | null {
  return scopes.get(tx) ?? null;
}

/**
 * Runs `work` at the end of the transaction `tx` belongs to, once however often it is asked for
 * under the same `key`; false when `tx` is not such a transaction (the caller then writes at once).
 */
export function beforeCommit(tx: Db, key: string, work: BeforeCommit): boolean {
  const scope = scopeOf(tx);
  if (!scope) return false;
  if (!scope.before.has(key)) scope.before.set(key, work);
  return true;
}

/**
 * Runs `callback` when the transaction `tx` belongs to commits; at once when `tx` is the database
 * itself (a statement outside any transaction has committed by the time this is called).
 */
export async function afterCommit(tx: Db, callback: AfterCommit): Promise<void> {
  const scope = scopeOf(tx);
  if (scope) scope.after.push(callback);
  else await callback(tx);
}
