import type { Db } from '../db/client';
import type { CustomerScope } from './auth/principal';

/** A guest who verified a number that already has an account on the same brand. */
export type GuestJoin = { brandId: string; guestId: string; accountId: string };

/**
 * A module's part in the operations that must reach everything a customer has, wherever it is
 * kept: erasing the customer's personal data, and bringing a guest's records into the account the
 * guest signs in to. Each module contributes its own part, so a new module adds its records here
 * without editing the account module. Both run inside one transaction and answer the storage keys
 * nothing refers to any more, removed once it has committed.
 */
export type CustomerDataPart = {
  /** The module's name, for logs and errors. */
  module: string;
  erase: (customer: CustomerScope, tx: Db) => Promise<string[]>;
  mergeGuest?: (join: GuestJoin, tx: Db) => Promise<string[]>;
  /** Of these storage keys, the ones the module's rows point at (whoever owns them): the storage sweep keeps those. */
  referencedFiles?: (keys: string[], db: Db) => Promise<string[]>;
};
