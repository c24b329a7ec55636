import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { isSafeKey } from './storage';

/**
 * Storage keys as one `text[]` parameter, for the `referencedFiles` queries of customer-data parts.
 * Only safe keys (no quotes, commas or backslashes) are listed, so the array literal needs no escaping.
 */
export const storageKeyList = (keys: string[]): SQL =>
  sql`${`{${keys
    .filter(isSafeKey)
    .map((key) => `"${key}"`)
    .join(',')}}`}::text[]`;

/**
 * Of `keys`, those some row of `table` holds in its `text[]` column `keys`: what a customer-data
 * part answers as `referencedFiles`, so the storage sweep keeps them.
 */
export async function keysHeldIn(db: Db, table: AnyPgTable, column: AnyPgColumn, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: sql<string>`k` })
    .from(sql`${table}, unnest(${column}) as k`)
    .where(sql`k = any(${storageKeyList(keys)})`);
  return [...new Set(rows.map((row) => row.key))];
}
