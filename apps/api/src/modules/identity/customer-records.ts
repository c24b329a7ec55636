import { sql } from 'drizzle-orm';
import { defaultUserSettings, onboardingAfterSignIn } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import type { CustomerDataPart } from '../../platform/customer-data';
import { AppError } from '../../platform/errors';
import { recordEvent, userEvent } from '../../platform/events';
import type { IdentityRepository } from './identity.repository';
import { users, type UserRow } from './identity.tables';

/** The customer's record as other modules see it (the user row of customer spec section 3). */
export type Customer = UserRow;
/** What other modules may change on it: their references, completeness, settings, picture, details. */
export type CustomerPatch = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'email'
    | 'gender'
    | 'dateOfBirth'
    | 'profileImagePath'
    | 'profileCompleteness'
    | 'settings'
    | 'deleteRequestedAt'
    | 'defaultVehicleRef'
    | 'selectedVehicleRef'
    | 'defaultAddressRef'
    | 'selectedAddressRef'
  >
>;
type Ref = 'defaultVehicleRef' | 'selectedVehicleRef' | 'defaultAddressRef' | 'selectedAddressRef';

export type CustomerRecords = ReturnType<typeof createCustomerRecords>;

/** The identity module's public face for the customer's own record. */
export function createCustomerRecords(repository: IdentityRepository, now: () => Date) {
  return {
    /** The caller's record; a token whose user is gone must sign in again. */
    async load(customer: CustomerScope, tx?: Db): Promise<Customer> {
      const user = await repository.userById(customer.brandId, customer.userId, tx);
      if (!user) throw new AppError('auth/login-required');
      return user;
    },

    /**
     * The same, for hot reads (the garage list): a row read in the last second will do. Every write
     * through identity forgets it at once in this process (recent-users.ts).
     */
    async loadRecent(customer: CustomerScope): Promise<Customer> {
      const user = await repository.recentUserById(customer.brandId, customer.userId);
      if (!user) throw new AppError('auth/login-required');
      return user;
    },

    /**
     * The record, locked until the transaction ends: changes that read the customer's references
     * or flags and write them back (deleting vehicles, asking for erasure) run one after another.
     */
    async lock(customer: CustomerScope, tx: Db): Promise<Customer> {
      const user = await repository.lockUser(customer.brandId, customer.userId, tx);
      if (!user) throw new AppError('auth/login-required');
      return user;
    },

    /**
     * The brand's person with this number, as a workshop meets them: the customer app's user when
     * they have signed in (the same record), else a new one they will find when they do. Two
     * workshops adding the same walk-in at once get one record (the brand's unique number).
     */
    async byPhoneForWorkshop(brand: { id: string; vehicleOnboarding: boolean }, e164: string, name: string, tx: Db): Promise<Customer> {
      const existing = await repository.userByPhone(brand.id, e164, tx);
      if (existing) return existing;
      await repository.insertUserIfAbsent(
        {
          brandId: brand.id,
          primaryPhoneNumber: e164,
          name,
          isAnonymous: false,
          providerId: 'phone',
          onBoarding: onboardingAfterSignIn(null, brand.vehicleOnboarding),
          onBoardVehicleSetting: brand.vehicleOnboarding,
          settings: defaultUserSettings(),
        },
        tx,
      );
      return (await repository.userByPhone(brand.id, e164, tx))!;
    },

    /** The record, or null when there is none (an erasure job for a user already gone). */
    find: (customer: CustomerScope, tx?: Db) => repository.userById(customer.brandId, customer.userId, tx),

    update: (customer: CustomerScope, patch: CustomerPatch, tx?: Db) => repository.updateUser(customer.brandId, customer.userId, patch, tx),

    /**
     * The workshop chosen for the next cart is spent (customer spec section 4): cleared in the
     * database itself, so a settings change another request made meanwhile is kept.
     */
    clearChosenWorkshop: (customer: CustomerScope, tx: Db) =>
      repository.updateUser(customer.brandId, customer.userId, { settings: sql`jsonb_set(${users.settings}, '{workshopId}', 'null')` }, tx),

    /** Sets each reference the customer has none of yet; one the customer chose stays. */
    fillEmptyRefs: async (customer: CustomerScope, refs: Partial<Record<Ref, string | null>>, tx: Db) => {
      const set = Object.fromEntries(Object.entries(refs).map(([column, ref]) => [column, sql`coalesce(${users[column as Ref]}, ${ref ?? null})`]));
      if (Object.keys(set).length) await repository.updateUser(customer.brandId, customer.userId, set, tx);
    },

    /**
     * Identity's part of an erasure, run after every other module's: the user row stays as an
     * anonymous stub (invoices refer to it) and every session ends, access tokens included.
     */
    customerData: {
      module: 'identity',
      erase: async (customer, tx) => {
        const user = await repository.userById(customer.brandId, customer.userId, tx);
        if (!user) return [];
        await repository.revokeAllOfUser(customer.userId, now(), tx);
        await repository.endSessions(customer.brandId, customer.userId, tx);
        await recordEvent(tx, userEvent(customer, 'session.ended'));
        await repository.updateUser(
          customer.brandId,
          customer.userId,
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
        return user.profileImagePath ? [user.profileImagePath] : [];
      },
      referencedFiles: (keys, db) => repository.profileImagesAmong(keys, db),
    } satisfies CustomerDataPart,
  };
}
