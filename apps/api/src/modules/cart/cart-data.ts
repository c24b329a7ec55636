import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import type { CustomerDataPart, GuestJoin } from '../../platform/customer-data';
import { recordEvent, userEvent } from '../../platform/events';
import { keysHeldIn } from '../../platform/storage/storage-key-list';
import type { CartRepository } from './cart.repository';
import { cartItems, carts } from './cart.tables';

/** The cart's part of an erasure and of a guest joining an account (platform/customer-data.ts). */
export function cartCustomerData({ cartOf, ensureCart, setOfferCode }: CartRepository): CustomerDataPart {
  async function erase(customer: CustomerScope, tx: Db) {
    const cart = await cartOf(customer, tx);
    if (!cart) return [];
    const photos = await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id)).returning({ imageKeys: cartItems.imageKeys });
    await tx.delete(carts).where(eq(carts.id, cart.id));
    return photos.flatMap((row) => row.imageKeys);
  }

  /**
   * A guest's cart joins the account (customer spec section 2: a guest fills a cart, then signs in
   * to book): its services the account's cart lacks move over; the guest's offer code is kept when
   * the account's cart has none.
   */
  async function mergeGuest({ brandId, guestId, accountId }: GuestJoin, tx: Db) {
    const guestCart = await cartOf({ brandId, userId: guestId }, tx);
    if (!guestCart) return [];
    const accountCart = await ensureCart({ brandId, userId: accountId }, tx);
    const held = (await tx.select({ serviceId: cartItems.serviceId }).from(cartItems).where(eq(cartItems.cartId, accountCart.id))).map((row) => row.serviceId);
    const moving = await tx
      .select({ id: cartItems.id, serviceId: cartItems.serviceId, imageKeys: cartItems.imageKeys })
      .from(cartItems)
      .where(eq(cartItems.cartId, guestCart.id));
    const movingIds = moving.filter((item) => !held.includes(item.serviceId)).map((item) => item.id);
    // The photos of a service the account already holds go with the guest's line.
    const unreferenced = moving.filter((item) => held.includes(item.serviceId)).flatMap((item) => item.imageKeys);
    if (movingIds.length) await tx.update(cartItems).set({ cartId: accountCart.id }).where(inArray(cartItems.id, movingIds));
    if (!accountCart.offerCode && guestCart.offerCode) await setOfferCode(accountCart.id, guestCart.offerCode, tx);
    await tx.delete(carts).where(eq(carts.id, guestCart.id));
    if (movingIds.length) await recordEvent(tx, userEvent({ brandId, userId: accountId }, 'cart.changed'));
    return unreferenced;
  }

  /** Cart photos among `keys`: kept by the storage sweep, wherever the cart now is (a guest's moved to an account). */
  const referencedFiles = (keys: string[], db: Db) => keysHeldIn(db, cartItems, cartItems.imageKeys, keys);

  return { module: 'cart', erase, mergeGuest, referencedFiles };
}
