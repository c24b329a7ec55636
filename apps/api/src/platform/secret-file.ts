import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * A secret kept in DATA_DIR (readable by its owner only) so it survives restarts without any setup.
 * Processes that share DATA_DIR and start together agree on one secret: each writes a private file
 * and links it into place, which only the first link wins, and a file linked in is always complete.
 */
export function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const draft = `${file}.${process.pid}`;
    writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return readFileSync(file, 'utf8').trim();
}
