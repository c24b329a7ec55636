import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { Storage } from '../../platform/storage/storage';
import { addresses, userDocuments, vehicles, type VehicleRow } from '../garage/garage.tables';
import { addressRef, vehicleRef } from '../garage/refs';
import { users } from '../identity/identity.tables';
import type { GuestJoinsAccount } from '../identity/session.service';

type GuestJoin = Parameters<GuestJoinsAccount>[0];

/** The same vehicle: the same catalogue entry (the account's unique rule) or the same plate. */
function sameVehicle(guest: VehicleRow, own: VehicleRow): boolean {
  if (guest.catalogVehicleId === own.catalogVehicleId) return true;
  return Boolean(guest.registrationNumber && guest.registrationNumber === own.registrationNumber);
}

/**
 * A guest who verifies a number that already has an account is signed into that account
 * (customer spec section 4); what the guest added meanwhile moves into it, so nothing is lost.
 * - A vehicle the account already has stays the account's: the guest's documents join it, and
 *   the guest's photos fill its empty slots.
 * - Other vehicles and all addresses move; a Home or Work the account has already becomes Other.
 * - The account's default and selected vehicle and address stay; where it had none, the first
 *   moved one takes the place.
 * Returns the files nobody refers to any more (photos that found no empty slot), for removal
 * once the transaction has committed.
 */
export async function mergeGuestInto({ brandId, guestId, accountId }: GuestJoin, tx: Db): Promise<string[]> {
  const ofUser = (userId: string) => and(eq(vehicles.brandId, brandId), eq(vehicles.userId, userId));
  const own = await tx.select().from(vehicles).where(ofUser(accountId)).orderBy(asc(vehicles.createdAt));
  const guests = await tx.select().from(vehicles).where(ofUser(guestId)).orderBy(asc(vehicles.createdAt));
  const unreferenced: string[] = [];
  const movedVehicles: string[] = [];

  for (const guest of guests) {
    const match = own.find((vehicle) => sameVehicle(guest, vehicle));
    if (!match) {
      await tx.update(vehicles).set({ userId: accountId }).where(eq(vehicles.id, guest.id));
      await tx.update(userDocuments).set({ userId: accountId }).where(eq(userDocuments.vehicleId, guest.id));
      movedVehicles.push(guest.id);
      continue;
    }
    const spare = guest.imagePaths.filter((key): key is string => Boolean(key));
    const imagePaths = match.imagePaths.map((key) => key ?? spare.shift() ?? null);
    unreferenced.push(...spare);
    match.imagePaths = imagePaths; // a second guest vehicle may match the same one (one by model, one by plate)
    await tx.update(vehicles).set({ imagePaths }).where(eq(vehicles.id, match.id));
    await tx.update(userDocuments).set({ userId: accountId, vehicleId: match.id }).where(eq(userDocuments.vehicleId, guest.id));
    await tx.delete(vehicles).where(eq(vehicles.id, guest.id));
  }

  const takenTypes = new Set(
    (
      await tx
        .select({ type: addresses.addressType })
        .from(addresses)
        .where(and(eq(addresses.userId, accountId), ne(addresses.addressType, 'Other')))
    ).map((row) => row.type),
  );
  const guestAddresses = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.brandId, brandId), eq(addresses.userId, guestId)))
    .orderBy(asc(addresses.createdAt));
  for (const address of guestAddresses) {
    const addressType = takenTypes.has(address.addressType) ? 'Other' : address.addressType;
    await tx.update(addresses).set({ userId: accountId, addressType }).where(eq(addresses.id, address.id));
  }

  const firstVehicle = movedVehicles[0] ? vehicleRef(accountId, movedVehicles[0]) : null;
  const firstAddress = guestAddresses[0] ? addressRef(accountId, guestAddresses[0].id) : null;
  // The account's own choice where it has one, else the first moved record.
  const keepOr = (column: AnyPgColumn, ref: string | null) => sql`coalesce(${column}, ${ref})`;
  await tx
    .update(users)
    .set({
      defaultVehicleRef: keepOr(users.defaultVehicleRef, firstVehicle),
      selectedVehicleRef: keepOr(users.selectedVehicleRef, firstVehicle),
      defaultAddressRef: keepOr(users.defaultAddressRef, firstAddress),
      selectedAddressRef: keepOr(users.selectedAddressRef, firstAddress),
    })
    .where(eq(users.id, accountId));
  return unreferenced;
}

/** The sign-in hook: merges inside the sign-in transaction, removes the spare photos after it. */
export const guestJoinsAccount =
  (storage: Storage): GuestJoinsAccount =>
  async (join, tx) => {
    const unreferenced = await mergeGuestInto(join, tx);
    return async () => {
      await Promise.all(unreferenced.map((key) => storage.remove(key)));
    };
  };
