import { and, asc, eq, ne } from 'drizzle-orm';
import { addressRef } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import type { CustomerDataPart, GuestJoin } from '../../platform/customer-data';
import { recordEvent, userEvent } from '../../platform/events';
import type { CustomerRecords } from '../identity';
import { addresses } from './addresses.tables';

const ofCustomer = ({ brandId, userId }: CustomerScope) => and(eq(addresses.brandId, brandId), eq(addresses.userId, userId));

/** The addresses' part of an erasure and of a guest joining an account (platform/customer-data.ts). */
export function addressesCustomerData({ customers }: { customers: CustomerRecords }): CustomerDataPart {
  async function erase(customer: CustomerScope, tx: Db) {
    await tx.delete(addresses).where(ofCustomer(customer));
    return [];
  }

  /**
   * All the guest's addresses move; a Home or Work the account has already becomes Other. The
   * account's default and selected address stay; where it had none, the first moved one takes it.
   */
  async function mergeGuest({ brandId, guestId, accountId }: GuestJoin, tx: Db) {
    const taken = await tx
      .select({ type: addresses.addressType })
      .from(addresses)
      .where(and(ofCustomer({ brandId, userId: accountId }), ne(addresses.addressType, 'Other')));
    const takenTypes = new Set(taken.map((row) => row.type));
    const moving = await tx
      .select()
      .from(addresses)
      .where(ofCustomer({ brandId, userId: guestId }))
      .orderBy(asc(addresses.createdAt));
    for (const address of moving) {
      const addressType = takenTypes.has(address.addressType) ? 'Other' : address.addressType;
      await tx.update(addresses).set({ userId: accountId, addressType }).where(eq(addresses.id, address.id));
    }
    const first = moving[0] ? addressRef(accountId, moving[0].id) : null;
    if (first) await customers.fillEmptyRefs({ brandId, userId: accountId }, { defaultAddressRef: first, selectedAddressRef: first }, tx);
    if (moving.length) await recordEvent(tx, userEvent({ brandId, userId: accountId }, 'addresses.changed'));
    return [];
  }

  return { module: 'addresses', erase, mergeGuest };
}
