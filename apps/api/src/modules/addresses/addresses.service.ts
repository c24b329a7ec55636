import { addressRef, addressSchema, isAddressTypeTaken, keepOrFirst, type TAddress } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import { recordEvent, userEvent, withEvent } from '../../platform/events';
import type { Brand } from '../../platform/tenancy';
import type { CustomerRecords } from '../identity';
import { toAddressView } from './address-view';
import type { AddressesRepository } from './addresses.repository';

type Deps = { db: Db; addresses: AddressesRepository; customers: CustomerRecords };
export type AddressesService = ReturnType<typeof createAddressesService>;

export function createAddressesService({ db, addresses, customers }: Deps) {
  async function one(owner: CustomerScope, id: string, tx?: Db) {
    const row = await addresses.byId(owner, id, tx);
    if (!row) throw new AppError('resource/not-found', { message: 'Address not found' });
    return row;
  }

  /**
   * The first address becomes the default and the selected one; when the selected or default
   * address is deleted, the next remaining one takes its place, or none (customer spec section 4).
   */
  async function repairRefs(owner: CustomerScope, tx: Db) {
    const user = await customers.load(owner, tx);
    const remaining = (await addresses.list(owner, tx)).map((a) => addressRef(owner.userId, a.id));
    const next = { defaultAddressRef: keepOrFirst(user.defaultAddressRef, remaining), selectedAddressRef: keepOrFirst(user.selectedAddressRef, remaining) };
    if (next.defaultAddressRef !== user.defaultAddressRef || next.selectedAddressRef !== user.selectedAddressRef) {
      await customers.update(owner, next, tx);
    }
  }

  async function checkTypeFree(owner: CustomerScope, type: TAddress['addressType'], exceptId: string | null, tx: Db) {
    const others = (await addresses.list(owner, tx)).filter((a) => a.id !== exceptId);
    if (isAddressTypeTaken(type, others)) throw new AppError('garage/address-type-taken', { field: 'addressType' });
  }

  const list = async (owner: CustomerScope, tx?: Db) => {
    const user = await customers.load(owner, tx);
    return (await addresses.list(owner, tx)).map((row) => toAddressView(row, user));
  };
  const view = async (owner: CustomerScope, id: string) => (await list(owner)).find((a) => a.did === id)!;

  return {
    list: (owner: CustomerScope) => list(owner),

    /** The city of one of the customer's addresses (the header's city label), or null. */
    cityOf: async (owner: CustomerScope, id: string | null) => (id ? ((await addresses.byId(owner, id))?.city ?? null) : null),

    async add(brand: Brand, owner: CustomerScope, input: unknown): Promise<TAddress> {
      const fields = addressSchema(brand.settings.countryCode).parse(input);
      const row = await db.transaction(async (tx) => {
        await checkTypeFree(owner, fields.addressType, null, tx);
        const inserted = await addresses.insert(
          { ...fields, country: fields.country || brand.settings.country, brandId: owner.brandId, userId: owner.userId },
          tx,
        );
        await repairRefs(owner, tx);
        await recordEvent(tx, userEvent(owner, 'addresses.changed', { addressId: inserted.id }));
        return inserted;
      });
      return view(owner, row.id);
    },

    async update(brand: Brand, owner: CustomerScope, id: string, input: unknown): Promise<TAddress> {
      const fields = addressSchema(brand.settings.countryCode).parse(input);
      await db.transaction(async (tx) => {
        await one(owner, id, tx);
        await checkTypeFree(owner, fields.addressType, id, tx);
        await addresses.update(owner, id, { ...fields, country: fields.country || brand.settings.country }, tx);
        await recordEvent(tx, userEvent(owner, 'addresses.changed', { addressId: id }));
      });
      return view(owner, id);
    },

    async remove(owner: CustomerScope, id: string): Promise<TAddress[]> {
      await db.transaction(async (tx) => {
        await one(owner, id, tx);
        await addresses.remove(owner, id, tx);
        await repairRefs(owner, tx);
        await recordEvent(tx, userEvent(owner, 'addresses.changed', { addressId: id }));
      });
      return list(owner);
    },

    async makeDefault(owner: CustomerScope, id: string) {
      await one(owner, id);
      await withEvent(db, userEvent(owner, 'addresses.changed', { addressId: id }), (tx) =>
        customers.update(owner, { defaultAddressRef: addressRef(owner.userId, id) }, tx),
      );
      return list(owner);
    },

    async select(owner: CustomerScope, id: string) {
      await one(owner, id);
      await withEvent(db, userEvent(owner, 'addresses.changed', { addressId: id }), (tx) =>
        customers.update(owner, { selectedAddressRef: addressRef(owner.userId, id) }, tx),
      );
      return list(owner);
    },
  };
}
