import type { UploadedFile } from '../http/multipart';
import type { Storage } from './storage';

/**
 * Stores a photo, then `keep` records its key in the row that names it and answers what it kept
 * (false when the row takes no more): a photo the row does not keep, or whose transaction fails, is
 * removed again, so no stored file is left that no row names. `keep` should do no more than that
 * commit: a failure after it would remove a photo the row already names.
 */
export async function storeThenKeep<Kept>(storage: Storage, key: string, file: UploadedFile, keep: () => Promise<Kept | false>): Promise<Kept | false> {
  await storage.put(key, file.body, file.contentType);
  let kept: Kept | false = false;
  try {
    kept = await keep();
  } finally {
    if (kept === false) await storage.remove(key);
  }
  return kept;
}

/** The decoded path of a URL the app sends back, or null for one that is not a URL at all. */
function pathOf(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url, 'http://photo.invalid').pathname);
  } catch {
    return null;
  }
}

/** Of `keys`, the one a URL the app was given names (signed or not); undefined when none. */
export function keyNamedBy(url: string, keys: readonly string[]): string | undefined {
  const path = pathOf(url);
  return path === null ? undefined : keys.find((key) => path === key || path.endsWith(`/${key}`));
}
