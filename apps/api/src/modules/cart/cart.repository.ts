import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { cartItems, carts } from './cart.tables';

export type CartRepository = ReturnType<typeof createCartRepository>;
export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type CartItemValues = Pick<CartItemRow, 'serviceId' | 'workshopId' | 'addOnsSelected' | 'partId' | 'damageTypeId'>;

const ofCustomer = ({ brandId, userId }: CustomerScope) => and(eq(carts.brandId, brandId), eq(carts.userId, userId));

export function createCartRepository(db: Db) {
  // The cart read: the customer's cart with its items, oldest first, in one statement planned once
  // per connection (decision 0024). A customer without a cart gets no row; an empty cart one row
  // without an item.
  const withItemsStatement = db
    .select({ cart: carts, item: cartItems })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(and(eq(carts.brandId, sql.placeholder('brandId')), eq(carts.userId, sql.placeholder('userId'))))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('cart_with_items');

  return {
    async cartWithItems(owner: CustomerScope): Promise<{ cart: CartRow | null; items: CartItemRow[] }> {
      const rows = await withItemsStatement.execute(owner);
      return { cart: rows[0]?.cart ?? null, items: rows.flatMap((row) => (row.item ? [row.item] : [])) };
    },

    cartOf: async (owner: CustomerScope, tx: Db = db): Promise<CartRow | null> => (await tx.select().from(carts).where(ofCustomer(owner)))[0] ?? null,

    /** The customer's cart, made on first use; two tabs making it at once get the same one. */
    async ensureCart(owner: CustomerScope, tx: Db = db): Promise<CartRow> {
      await tx.insert(carts).values({ brandId: owner.brandId, userId: owner.userId }).onConflictDoNothing({ target: carts.userId });
      return (await tx.select().from(carts).where(ofCustomer(owner)))[0]!;
    },

    items: (cartId: string, tx: Db = db) =>
      tx.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id)),

    item: async (cartId: string, itemId: string, tx: Db = db): Promise<CartItemRow | null> =>
      (
        await tx
          .select()
          .from(cartItems)
          .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)))
      )[0] ?? null,

    insertItem: async (cartId: string, values: CartItemValues, tx: Db = db) =>
      (
        await tx
          .insert(cartItems)
          .values({ cartId, ...values })
          .returning()
      )[0]!,

    updateItem: (cartId: string, itemId: string, values: Partial<CartItemValues>, tx: Db = db) =>
      tx
        .update(cartItems)
        .set(values)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)))
        .returning(),

    /** Every item of the cart to one workshop. */
    moveItems: (cartId: string, workshopId: string, tx: Db = db) => tx.update(cartItems).set({ workshopId }).where(eq(cartItems.cartId, cartId)),

    deleteItem: (cartId: string, itemId: string, tx: Db = db) =>
      tx
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)))
        .returning({ id: cartItems.id, imageKeys: cartItems.imageKeys }),

    /** Adds a photo's key unless the item already has `max`; answers whether it was added. */
    addImage: async (cartId: string, itemId: string, key: string, max: number, tx: Db = db) =>
      (
        await tx
          .update(cartItems)
          .set({ imageKeys: sql`array_append(${cartItems.imageKeys}, ${key})` })
          .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId), sql`cardinality(${cartItems.imageKeys}) < ${max}`))
          .returning({ id: cartItems.id })
      ).length > 0,

    removeImage: async (cartId: string, itemId: string, key: string, tx: Db = db) =>
      (
        await tx
          .update(cartItems)
          .set({ imageKeys: sql`array_remove(${cartItems.imageKeys}, ${key})` })
          .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId), sql`${key} = any(${cartItems.imageKeys})`))
          .returning({ id: cartItems.id })
      ).length > 0,

    setOfferCode: (cartId: string, offerCode: string | null, tx: Db = db) => tx.update(carts).set({ offerCode }).where(eq(carts.id, cartId)),

    /**
     * Empties the cart and answers the items it held; an empty cart keeps no offer code (customer
     * spec section 5). The cart's row is locked first, by clearing its offer, so a second emptying
     * or booking of the same cart waits for this one and then finds nothing to take. A booking rolls
     * its transaction back when the items are not what it priced.
     */
    async empty(cartId: string, tx: Db): Promise<CartItemRow[]> {
      const locked = await tx.update(carts).set({ offerCode: null }).where(eq(carts.id, cartId)).returning({ id: carts.id });
      if (locked.length === 0) return [];
      return tx.delete(cartItems).where(eq(cartItems.cartId, cartId)).returning();
    },
  };
}
