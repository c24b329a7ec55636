import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Keys look like `<brandId>/<userId>/documents/<id>-front.pdf`. */
export type Storage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  remove: (key: string) => Promise<void>;
  /** The file's bytes, or null when there is none: for the server's own use (a logo drawn on a print), never sent as is to a caller. */
  read: (key: string) => Promise<Buffer | null>;
  /** A URL that opens the file until it expires; only ever handed to the file's owner. */
  signedUrl: (key: string, expiresInSeconds?: number) => Promise<string>;
  /** Every stored file whose key starts with `prefix` ('' for all), with when it was written. */
  list: (prefix: string) => Promise<StoredFile[]>;
  /** Removes every file under `prefix` (`<brandId>/<userId>/`); a prefix must end with '/'. */
  removePrefix: (prefix: string) => Promise<void>;
};
export type StoredFile = { key: string; modifiedAt: Date };

/** A customer's folder: every file of theirs is stored under it, whatever module wrote it. */
export const customerPrefix = (customer: { brandId: string; userId: string }) => `${customer.brandId}/${customer.userId}/`;

/** A prefix names a folder: a safe key ending with '/', so 'a/b' can never also take 'a/bc/…'. */
export function checkPrefix(prefix: string) {
  if (prefix !== '' && (!prefix.endsWith('/') || !isSafeKey(prefix))) throw new Error(`unsafe storage prefix: ${prefix}`);
  return prefix;
}

export const SIGNED_URL_TTL_SECONDS = 15 * 60;
const URL_STEP_SECONDS = 5 * 60;
const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg' };
export const extensionFor = (contentType: string) => EXTENSIONS[contentType] ?? 'bin';
export const contentTypeForKey = (key: string) => Object.entries(EXTENSIONS).find(([, ext]) => key.endsWith(`.${ext}`))?.[0] ?? 'application/octet-stream';

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;
export const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.split('/').includes('..');

/**
 * The brand a stored file belongs to: every key starts with its brand's id (`<brandId>/<userId>/…`
 * for a customer's files, `workshops/<brandId>/…` for a workshop's), so a signed URL opens on its
 * own brand's host only.
 */
export const brandIdOfKey = (key: string): string | undefined => {
  const [first, second] = key.split('/');
  return first === 'workshops' ? second : first;
};

/**
 * Development and tests: files under DATA_DIR/files, served by /api/files with an HMAC signature
 * over the key and the expiry, so a URL cannot be forged, widened to another file or extended.
 */
export function createLocalStorage(options: { root: string; secret: string; now: () => Date; publicPath?: string }) {
  const publicPath = options.publicPath ?? '/api/files';
  const sign = (key: string, expires: number) => createHmac('sha256', options.secret).update(`${key}\n${expires}`).digest('base64url');
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(options.root, key);
  };

  const storage: Storage & { verify: (key: string, expires: number, signature: string) => boolean } = {
    put: async (key, body) => {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    remove: async (key) => {
      await rm(fileOf(key), { force: true });
    },
    signedUrl: async (key, expiresInSeconds = SIGNED_URL_TTL_SECONDS) => {
      // Expiries are rounded up to a 5-minute step, so the same file keeps the same URL for a
      // while and browsers reuse the image they already have instead of fetching it again.
      const expires = Math.ceil((Math.floor(options.now().getTime() / 1000) + expiresInSeconds) / URL_STEP_SECONDS) * URL_STEP_SECONDS;
      return `${publicPath}/${key}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    verify: (key, expires, signature) => {
      if (!isSafeKey(key) || !Number.isInteger(expires) || expires * 1000 < options.now().getTime()) return false;
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    list: async (prefix) => {
      const folder = path.join(options.root, checkPrefix(prefix));
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const files = entries.filter((entry) => entry.isFile());
      return Promise.all(
        files.map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          return { key: path.relative(options.root, file).split(path.sep).join('/'), modifiedAt: (await stat(file)).mtime };
        }),
      );
    },
    removePrefix: async (prefix) => {
      if (checkPrefix(prefix) === '') throw new Error('removePrefix needs a folder, not the whole store');
      await rm(path.join(options.root, prefix), { recursive: true, force: true });
    },
    read: async (key) => {
      try {
        return await readFile(fileOf(key));
      } catch {
        return null;
      }
    },
  };
  return storage;
}
export type LocalStorage = ReturnType<typeof createLocalStorage>;
