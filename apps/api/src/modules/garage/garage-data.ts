import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { vehicleRef } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import type { CustomerDataPart, GuestJoin } from '../../platform/customer-data';
import { recordEvent, userEvent } from '../../platform/events';
import { storageKeyList } from '../../platform/storage/storage-key-list';
import type { CustomerRecords } from '../identity';
import { userDocuments, vehicles, type VehicleRow } from './garage.tables';
import type { VehiclesInUse } from './vehicle-use';

const ofCustomer = ({ brandId, userId }: CustomerScope) => and(eq(vehicles.brandId, brandId), eq(vehicles.userId, userId));
const imageKeys = (vehicle: VehicleRow) => vehicle.imagePaths.filter((key): key is string => Boolean(key));

/** The same vehicle: the same catalogue entry (the account's unique rule) or the same plate. */
function sameVehicle(guest: VehicleRow, own: VehicleRow): boolean {
  if (guest.catalogVehicleId === own.catalogVehicleId) return true;
  return Boolean(guest.registrationNumber && guest.registrationNumber === own.registrationNumber);
}

/** The garage's part of an erasure and of a guest joining an account (platform/customer-data.ts). */
export function garageCustomerData({ customers, vehiclesInUse }: { customers: CustomerRecords; vehiclesInUse: VehiclesInUse }): CustomerDataPart {
  /**
   * Documents go with their files. Vehicles that bookings refer to stay, stripped of what
   * identifies them, because invoices must keep their lines; the others go.
   */
  async function erase(customer: CustomerScope, tx: Db) {
    const own = await tx.select().from(vehicles).where(ofCustomer(customer));
    const documents = await tx
      .select({ images: userDocuments.images })
      .from(userDocuments)
      .where(and(eq(userDocuments.brandId, customer.brandId), eq(userDocuments.userId, customer.userId)));
    const booked = await vehiclesInUse({ vehicleIds: own.map((v) => v.id), use: 'referenced' }, tx);
    await tx.delete(userDocuments).where(and(eq(userDocuments.brandId, customer.brandId), eq(userDocuments.userId, customer.userId)));
    const unbooked = own.filter((v) => !booked.has(v.id)).map((v) => v.id);
    if (unbooked.length) await tx.delete(vehicles).where(inArray(vehicles.id, unbooked));
    if (booked.size) {
      await tx
        .update(vehicles)
        .set({ nickName: null, registrationNumber: null, vinNumber: null, odometer: null, imagePaths: [null, null, null] })
        .where(inArray(vehicles.id, [...booked]));
    }
    if (own.length) await recordEvent(tx, userEvent(customer, 'vehicles.changed'));
    return [...documents.flatMap((d) => d.images.map((i) => i.key)), ...own.flatMap(imageKeys)];
  }

  /**
   * A vehicle the account already has stays the account's: the guest's documents join it and the
   * guest's photos fill its empty slots. Other vehicles move with their documents. The account's
   * default and selected vehicle stay; where it had none, the first moved one takes the place.
   * Answers the photos that found no empty slot.
   */
  async function mergeGuest({ brandId, guestId, accountId }: GuestJoin, tx: Db) {
    const own = await tx
      .select()
      .from(vehicles)
      .where(ofCustomer({ brandId, userId: accountId }))
      .orderBy(asc(vehicles.createdAt));
    const guests = await tx
      .select()
      .from(vehicles)
      .where(ofCustomer({ brandId, userId: guestId }))
      .orderBy(asc(vehicles.createdAt));
    const unreferenced: string[] = [];
    const moved: string[] = [];
    for (const guest of guests) {
      const match = own.find((vehicle) => sameVehicle(guest, vehicle));
      if (!match) {
        await tx.update(vehicles).set({ userId: accountId }).where(eq(vehicles.id, guest.id));
        await tx.update(userDocuments).set({ userId: accountId }).where(eq(userDocuments.vehicleId, guest.id));
        moved.push(guest.id);
        continue;
      }
      const spare = imageKeys(guest);
      const imagePaths = match.imagePaths.map((key) => key ?? spare.shift() ?? null);
      unreferenced.push(...spare);
      match.imagePaths = imagePaths; // a second guest vehicle may match the same one (one by model, one by plate)
      await tx.update(vehicles).set({ imagePaths }).where(eq(vehicles.id, match.id));
      await tx.update(userDocuments).set({ userId: accountId, vehicleId: match.id }).where(eq(userDocuments.vehicleId, guest.id));
      await tx.delete(vehicles).where(eq(vehicles.id, guest.id));
    }
    const first = moved[0] ? vehicleRef(accountId, moved[0]) : null;
    if (first) await customers.fillEmptyRefs({ brandId, userId: accountId }, { defaultVehicleRef: first, selectedVehicleRef: first }, tx);
    // The account's other devices (and every process's kept garage answers) hear of what joined.
    if (guests.length) await recordEvent(tx, userEvent({ brandId, userId: accountId }, 'vehicles.changed'));
    return unreferenced;
  }

  /** Vehicle photos and document images among `keys`. */
  async function referencedFiles(keys: string[], db: Db) {
    const list = storageKeyList(keys);
    // Both drivers (pg and PGlite) answer a raw statement with its rows.
    const keysOf = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
    const photos = await keysOf(
      sql`select distinct k as key from ${vehicles}, unnest(${vehicles.imagePaths}) as k where ${vehicles.imagePaths} && ${list} and k = any(${list})`,
    );
    const images = await keysOf(
      sql`select distinct i->>'key' as key from ${userDocuments}, jsonb_array_elements(${userDocuments.images}) as i where i->>'key' = any(${list})`,
    );
    return [...photos, ...images];
  }

  return { module: 'garage', erase, mergeGuest, referencedFiles };
}
