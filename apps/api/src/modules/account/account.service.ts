import { z } from 'zod';
import { ACCOUNT_ERASURE_DAYS, DELETE_ACCOUNT_MESSAGES } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import type { CustomerDataPart, GuestJoin } from '../../platform/customer-data';
import { jobHandler, jobKind, type JobQueue } from '../../platform/jobs/jobs';
import { customerPrefix, type Storage } from '../../platform/storage/storage';
import { createFileSweep } from './file-sweep';
import type { CustomerRecords } from '../identity';

/** Erases a customer's personal data, 30 days after they asked (workshop spec section 9). */
export const ERASE_ACCOUNT = jobKind('erase-account', z.object({ brandId: z.uuid(), userId: z.uuid() }));
const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = { db: Db; customers: CustomerRecords; jobs: JobQueue; storage: Storage; now: () => Date; parts: CustomerDataPart[] };
export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService({ db, customers, jobs, storage, now, parts }: Deps) {
  const removeFiles = (keys: string[]) => Promise.all(keys.map((key) => storage.remove(key)));
  const fileSweep = createFileSweep({ db, storage, now, parts: [...parts, customers.customerData] });

  /**
   * Every module erases its part of the customer in one transaction, identity's last (its user
   * row stays as an anonymous stub); the files go once it has committed.
   */
  async function erase(customer: CustomerScope) {
    const keys = await db.transaction(async (tx) => {
      const user = await customers.find(customer, tx);
      if (!user || user.erasedAt) return null;
      const found: string[] = [];
      for (const part of [...parts, customers.customerData]) found.push(...(await part.erase(customer, tx)));
      return found;
    });
    if (!keys) return;
    // What the rows named (a guest's files that joined the account live under the guest's folder),
    // then the customer's whole folder: replaced photos, files of failed uploads, anything left.
    // A file there that another account's row points at (this customer was once a guest who joined
    // it) stays.
    await removeFiles(keys);
    const prefix = customerPrefix(customer);
    const left = (await storage.list(prefix)).map((file) => file.key);
    const orphans = await fileSweep.unreferenced(left);
    if (orphans.length === left.length) await storage.removePrefix(prefix);
    else await removeFiles(orphans);
  }

  return {
    jobs: [jobHandler(ERASE_ACCOUNT, erase), fileSweep.job],
    /** One pass of the storage sweep now (the job runs it every few hours); answers the keys removed. */
    sweepFiles: fileSweep.sweep,

    /** POST /user/deleteAccount: marks the request and schedules the erasure; asking twice changes nothing. */
    async requestDeletion(customer: CustomerScope) {
      // Under the user row's lock: of parallel requests the first queues the erasure, the others
      // read its date, so every answer names the same day and one job runs.
      const eraseAfter = await db.transaction(async (tx) => {
        const user = await customers.lock(customer, tx);
        const requestedAt = user.deleteRequestedAt ?? now();
        const at = new Date(requestedAt.getTime() + ACCOUNT_ERASURE_DAYS * DAY_MS);
        if (!user.deleteRequestedAt) {
          await customers.update(customer, { deleteRequestedAt: requestedAt, settings: { ...user.settings, deleteRequest: true } }, tx);
          await jobs.enqueue(ERASE_ACCOUNT, customer, at, tx);
        }
        return at;
      });
      return { deleteRequest: true as const, eraseAfter: eraseAfter.toISOString(), message: DELETE_ACCOUNT_MESSAGES.requested };
    },

    /**
     * The sign-in hook for a guest who verified a number that already has an account (decision
     * 0007): each module moves the guest's records inside the sign-in transaction; the files
     * nothing refers to any more go once it has committed.
     */
    async guestJoinsAccount(join: GuestJoin, tx: Db) {
      const unreferenced: string[] = [];
      for (const part of parts) if (part.mergeGuest) unreferenced.push(...(await part.mergeGuest(join, tx)));
      return async () => {
        await removeFiles(unreferenced);
      };
    },
  };
}
