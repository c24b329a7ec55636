import { z } from 'zod';
import type { Db } from '../../db/client';
import type { CustomerDataPart } from '../../platform/customer-data';
import { jobHandler, jobKind } from '../../platform/jobs/jobs';
import type { Storage } from '../../platform/storage/storage';

/** Removes stored files no row points at: left by a crash between storing a file and committing its row. */
export const SWEEP_FILES = jobKind('sweep-files', z.object({}));

/**
 * A file younger than this may belong to a row being committed right now (a file is stored just
 * before its row commits), so the sweep leaves it for a later pass.
 */
export const SWEEP_GRACE_MS = 15 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;
const BATCH = 500;
/** Customers' files only (`<brandId>/<userId>/…`): anything else in the store is not the sweep's to judge. */
const CUSTOMER_FILE = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\/./;

type Deps = { db: Db; storage: Storage; now: () => Date; parts: CustomerDataPart[] };

export function createFileSweep({ db, storage, now, parts }: Deps) {
  /** The keys among `keys` that no module's row points at. */
  async function unreferenced(keys: string[]): Promise<string[]> {
    const orphans: string[] = [];
    for (let i = 0; i < keys.length; i += BATCH) {
      const batch = keys.slice(i, i + BATCH);
      const referenced = new Set<string>();
      for (const part of parts) if (part.referencedFiles) for (const key of await part.referencedFiles(batch, db)) referenced.add(key);
      orphans.push(...batch.filter((key) => !referenced.has(key)));
    }
    return orphans;
  }

  /** One pass over the customers' files; answers the keys it removed. */
  async function sweep(): Promise<string[]> {
    const cutoff = now().getTime() - SWEEP_GRACE_MS;
    const old = (await storage.list('')).filter((file) => CUSTOMER_FILE.test(file.key) && file.modifiedAt.getTime() < cutoff).map((file) => file.key);
    const orphans = await unreferenced(old);
    await Promise.all(orphans.map((key) => storage.remove(key)));
    return orphans;
  }

  return {
    unreferenced,
    sweep,
    job: jobHandler(
      SWEEP_FILES,
      async () => {
        await sweep();
      },
      { everyMs: SWEEP_EVERY_MS },
    ),
  };
}
