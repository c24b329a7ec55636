import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import type { CustomerDataPart, GuestJoin } from '../../platform/customer-data';
import { recordEvent, userEvent } from '../../platform/events';
import { cartItems, carts } from './cart.tables';

const cartOf = async ({ brandId, userId }: CustomerScope, tx: Db) =>
  (
    await tx
      .select()
      .from(carts)
      .where(and(eq(carts.brandId, brandId), eq(carts.userId, userId)))
  )[0] ?? null;

/** The cart's part of an erasure and of a guest joining an account (platform/customer-data.ts). */
export function cartCustomerData(): CustomerDataPart {
  async function erase(customer: CustomerScope, tx: Db) {
    await tx.delete(carts).where(and(eq(carts.brandId, customer.brandId), eq(carts.userId, customer.userId)));
    return [];
  }

  /**
   * A guest's cart joins the account (customer spec section 2: a guest fills a cart, then signs in
   * to book): its services the account's cart lacks move over; the guest's offer code is kept when
   * the account's cart has none.
   */
  async function mergeGuest({ brandId, guestId, accountId }: GuestJoin, tx: Db) {
    const guestCart = await cartOf({ brandId, userId: guestId }, tx);
    if (!guestCart) return [];
    await tx.insert(carts).values({ brandId, userId: accountId }).onConflictDoNothing({ target: carts.userId });
    const accountCart = (await cartOf({ brandId, userId: accountId }, tx))!;
    const held = (await tx.select({ serviceId: cartItems.serviceId }).from(cartItems).where(eq(cartItems.cartId, accountCart.id))).map((row) => row.serviceId);
    const moving = await tx.select({ id: cartItems.id, serviceId: cartItems.serviceId }).from(cartItems).where(eq(cartItems.cartId, guestCart.id));
    const movingIds = moving.filter((item) => !held.includes(item.serviceId)).map((item) => item.id);
    if (movingIds.length) await tx.update(cartItems).set({ cartId: accountCart.id }).where(inArray(cartItems.id, movingIds));
    if (!accountCart.offerCode && guestCart.offerCode) await tx.update(carts).set({ offerCode: guestCart.offerCode }).where(eq(carts.id, accountCart.id));
    await tx.delete(carts).where(eq(carts.id, guestCart.id));
    if (movingIds.length) await recordEvent(tx, userEvent({ brandId, userId: accountId }, 'cart.changed'));
    return [];
  }

  return { module: 'cart', erase, mergeGuest };
}
