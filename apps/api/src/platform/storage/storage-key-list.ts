import { sql, type SQL } from 'drizzle-orm';
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
