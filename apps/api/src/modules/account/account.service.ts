import { and, eq, inArray } from 'drizzle-orm';
import { ACCOUNT_ERASURE_DAYS, DELETE_ACCOUNT_MESSAGES, defaultUserSettings } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/jobs';
import type { Storage } from '../../platform/storage/storage';
import { bookings } from '../bookings/bookings.tables';
import { addresses, userDocuments, vehicles } from '../garage/garage.tables';
import { loadUser, type Owner } from '../garage/owner';
import type { IdentityRepository } from '../identity/identity.repository';

export const ERASE_ACCOUNT_JOB = 'erase-account';
const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = { db: Db; identity: IdentityRepository; jobs: JobQueue; storage: Storage; now: () => Date };
export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService({ db, identity, jobs, storage, now }: Deps) {
  /**
   * Erases a customer's personal data: documents, addresses and vehicle details go, with their
   * files. Vehicles that bookings refer to stay, stripped of what identifies them, because
   * invoices must keep their lines; the user row stays as an anonymous stub for the same reason.
   */
  async function erase(owner: Owner) {
    const keys = await db.transaction(async (tx) => {
      const user = await identity.userById(owner.brandId, owner.userId, tx);
      if (!user || user.erasedAt) return [];
      const ownVehicles = await tx
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.brandId, owner.brandId), eq(vehicles.userId, owner.userId)));
      const documents = await tx
        .select()
        .from(userDocuments)
        .where(and(eq(userDocuments.brandId, owner.brandId), eq(userDocuments.userId, owner.userId)));
      const booked = ownVehicles.length
        ? new Set(
            (
              await tx
                .selectDistinct({ id: bookings.userVehicleId })
                .from(bookings)
                .where(
                  inArray(
                    bookings.userVehicleId,
                    ownVehicles.map((v) => v.id),
                  ),
                )
            ).map((r) => r.id),
          )
        : new Set<string>();

      await tx.delete(userDocuments).where(and(eq(userDocuments.brandId, owner.brandId), eq(userDocuments.userId, owner.userId)));
      await tx.delete(addresses).where(and(eq(addresses.brandId, owner.brandId), eq(addresses.userId, owner.userId)));
      const unbooked = ownVehicles.filter((v) => !booked.has(v.id)).map((v) => v.id);
      if (unbooked.length) await tx.delete(vehicles).where(inArray(vehicles.id, unbooked));
      if (booked.size) {
        await tx
          .update(vehicles)
          .set({ nickName: null, registrationNumber: null, vinNumber: null, odometer: null, imagePaths: [null, null, null] })
          .where(inArray(vehicles.id, [...booked]));
      }
      await identity.revokeAllOfUser(owner.userId, now(), tx);
      await identity.updateUser(
        owner.brandId,
        owner.userId,
        {
          name: null,
          email: null,
          primaryPhoneNumber: null,
          dateOfBirth: null,
          gender: null,
          profileImagePath: null,
          defaultVehicleRef: null,
          selectedVehicleRef: null,
          defaultAddressRef: null,
          selectedAddressRef: null,
          profileCompleteness: 0,
          rewardPoints: 0,
          settings: { ...defaultUserSettings(), deleteRequest: true },
          erasedAt: now(),
        },
        tx,
      );
      return [
        ...documents.flatMap((d) => d.images.map((i) => i.key)),
        ...ownVehicles.flatMap((v) => v.imagePaths.filter((k): k is string => Boolean(k))),
        ...(user.profileImagePath ? [user.profileImagePath] : []),
      ];
    });
    await Promise.all(keys.map((key) => storage.remove(key)));
  }

  jobs.register(ERASE_ACCOUNT_JOB, async (payload) => erase({ brandId: String(payload.brandId), userId: String(payload.userId) }));

  return {
    /** POST /user/deleteAccount: marks the request and schedules the erasure; asking twice changes nothing. */
    async requestDeletion(owner: Owner) {
      const user = await loadUser(identity, owner);
      const requestedAt = user.deleteRequestedAt ?? now();
      const eraseAfter = new Date(requestedAt.getTime() + ACCOUNT_ERASURE_DAYS * DAY_MS);
      if (!user.deleteRequestedAt) {
        await db.transaction(async (tx) => {
          await identity.updateUser(owner.brandId, owner.userId, { deleteRequestedAt: requestedAt, settings: { ...user.settings, deleteRequest: true } }, tx);
          await jobs.enqueue(ERASE_ACCOUNT_JOB, { brandId: owner.brandId, userId: owner.userId }, eraseAfter, tx);
        });
      }
      return { deleteRequest: true as const, eraseAfter: eraseAfter.toISOString(), message: DELETE_ACCOUNT_MESSAGES.requested };
    },
  };
}
