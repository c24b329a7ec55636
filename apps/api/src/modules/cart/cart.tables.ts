import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { brands } from '../brands/brands.tables';
import { catalogServices } from '../catalog/services/service-menu.tables';
import { users } from '../identity/identity.tables';
import { workshops } from '../workshops/workshops.tables';

/** A customer's cart (customer spec section 5): one per customer, with the promo code they applied. */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerCode: text('offer_code'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_user').on(t.userId)],
);

/**
 * A service in a cart, with the add-ons chosen and, from the body panel, the part and damage.
 * No price is stored: the catalogue prices every line when the cart is read, so a price never
 * comes from the client and a menu change reaches carts at once.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => catalogServices.id, { onDelete: 'cascade' }),
    workshopId: uuid('workshop_id').references(() => workshops.id, { onDelete: 'set null' }),
    addOnsSelected: text('add_ons_selected')
      .array()
      .notNull()
      .default(sql`'{}'`),
    partId: text('part_id'),
    damageTypeId: text('damage_type_id'),
    /** Storage keys of the customer's photos for this item (signed into URLs when read). */
    imageKeys: text('image_keys')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
  },
  // Each service at most once (customer spec section 5), held by the database against two tabs at once.
  (t) => [uniqueIndex('cart_items_one_per_service').on(t.cartId, t.serviceId), index('cart_items_cart_idx').on(t.cartId, t.createdAt)],
);
