import {
  CART_MESSAGES,
  MAX_CART_ITEM_IMAGES,
  MAX_CART_ITEMS,
  type Language,
  type TCart,
  type TCartItem,
  type TCartItemChange,
  type TCartItemInput,
} from '@servicebay/domain';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import { recordEvent, userEvent } from '../../platform/events';
import type { UploadedFile } from '../../platform/http/multipart';
import { keyNamedBy, storeThenKeep } from '../../platform/storage/photo-keys';
import { extensionFor } from '../../platform/storage/storage';
import type { Brand } from '../../platform/tenancy';
import type { AppliedOffer } from '../catalog';
import { createCartView, type CartViewDeps, type KnownVehicle, type LineChoice } from './cart-view';
import type { CartItemRow } from './cart.repository';

export type CartService = ReturnType<typeof createCartService>;

/** What the cart needs of other modules, as functions (their public faces, wired in composition/customer-side.ts). */
export type CartDeps = CartViewDeps & {
  db: Db;
  hasAddress: (owner: CustomerScope) => Promise<boolean>;
  /** Whether the brand lists workshops by quality segment: then no address is needed to fill a cart. */
  listsBySegment: (brand: Brand) => Promise<boolean>;
  /** The date in the brand's market: offers start and end by it, so a kept cart answer is of one day. */
  today: (brand: Brand) => string;
};

/** The customer's cart (customer spec sections 3, 5 and 7): every price from the catalogue, the estimate by the domain. */
export function createCartService(deps: CartDeps) {
  const { db, repository } = deps;
  const { cartView, readFor, pricedCart } = createCartView(deps);

  /**
   * Checks what a change would keep, before it is kept: every line priced by the menu (so a service
   * or add-on it lacks is refused) and the item's workshop one of the brand's. The cart answered
   * afterwards reuses what was read (decision 0024).
   */
  async function checkLines(
    brand: Brand,
    owner: CustomerScope,
    lines: readonly (LineChoice & Pick<CartItemRow, 'workshopId'>)[],
    workshopId: string | null,
    language: Language,
  ) {
    const reading = await readFor(
      brand,
      owner,
      lines,
      lines.map((line) => line.workshopId),
      language,
    );
    if (workshopId && !reading.positions.has(workshopId)) throw new AppError('resource/not-found', { message: 'No workshop found', field: 'workshopId' });
    return reading;
  }

  const changed = (tx: Db, owner: CustomerScope) => recordEvent(tx, userEvent(owner, 'cart.changed'));

  /** Files no row names any more, removed once the change has committed (a failure leaves them to the storage sweep). */
  const removeFiles = (keys: string[]) => Promise.all(keys.map((key) => deps.storage.remove(key)));

  async function ownItem(owner: CustomerScope, itemId: string) {
    const { cart, items } = await repository.cartWithItems(owner);
    const row = items.find((item) => item.id === itemId);
    if (!cart || !row) throw new AppError('resource/not-found');
    return { cart, row, items };
  }

  return {
    cart: (brand: Brand, owner: CustomerScope, language: Language) => cartView(brand, owner, language),

    /** The key of a kept cart answer (decision 0024): a new day in the brand's market may end its offer. */
    answerKey: (brand: Brand, language: Language) => `cart:${language}:${deps.today(brand)}`,

    async addItem(brand: Brand, owner: CustomerScope, input: TCartItemInput, language: Language): Promise<TCart> {
      const held = (await repository.cartWithItems(owner)).items;
      const adding = { ...input, workshopId: input.workshopId ?? null };
      const reading = await checkLines(brand, owner, [...held, adding], adding.workshopId, language);
      if (!(await deps.listsBySegment(brand)) && !(await deps.hasAddress(owner))) throw new AppError('cart/address-required');
      await db.transaction(async (tx) => {
        const cart = await repository.ensureCart(owner, tx);
        const items = await repository.items(cart.id, tx);
        if (items.some((item) => item.serviceId === input.serviceId)) throw new AppError('cart/service-already-added');
        if (items.length >= MAX_CART_ITEMS) throw new AppError('cart/full');
        await repository.insertItem(
          cart.id,
          {
            serviceId: input.serviceId,
            workshopId: input.workshopId ?? null,
            addOnsSelected: input.addOnsSelected,
            partId: input.partId ?? null,
            damageTypeId: input.damageTypeId ?? null,
          },
          tx,
        );
        await changed(tx, owner);
      });
      return cartView(brand, owner, language, reading);
    },

    async item(brand: Brand, owner: CustomerScope, itemId: string, language: Language): Promise<TCartItem> {
      const found = (await cartView(brand, owner, language)).items.find((item) => item.cartItemId === itemId);
      if (!found) throw new AppError('resource/not-found');
      return found;
    },

    /** Add-ons edited in place; the service of an item does not change (remove it and add another). */
    async updateItem(brand: Brand, owner: CustomerScope, itemId: string, change: TCartItemChange, language: Language): Promise<TCart> {
      const { cart, row, items } = await ownItem(owner, itemId);
      const input = { ...change, serviceId: row.serviceId, workshopId: change.workshopId ?? null };
      const reading = await checkLines(
        brand,
        owner,
        items.map((item) => (item.id === itemId ? input : item)),
        input.workshopId,
        language,
      );
      await db.transaction(async (tx) => {
        const values = {
          addOnsSelected: input.addOnsSelected,
          workshopId: input.workshopId ?? null,
          partId: input.partId ?? null,
          damageTypeId: input.damageTypeId ?? null,
        };
        if ((await repository.updateItem(cart.id, itemId, values, tx)).length === 0) throw new AppError('resource/not-found');
        await changed(tx, owner);
      });
      return cartView(brand, owner, language, reading);
    },

    /**
     * The cart's Change workshop: every item moves at once, since a booking is made at one
     * workshop. An empty cart has nothing to move.
     */
    async moveToWorkshop(brand: Brand, owner: CustomerScope, workshopId: string, language: Language): Promise<TCart> {
      const { cart, items } = await repository.cartWithItems(owner);
      const moved = items.map((item) => ({ ...item, workshopId }));
      const reading = await checkLines(brand, owner, moved, workshopId, language);
      if (cart && items.length > 0)
        await db.transaction(async (tx) => {
          await repository.moveItems(cart.id, workshopId, tx);
          await changed(tx, owner);
        });
      return cartView(brand, owner, language, reading);
    },

    async removeItem(brand: Brand, owner: CustomerScope, itemId: string, language: Language): Promise<TCart> {
      const cart = await repository.cartOf(owner);
      const photos = await db.transaction(async (tx) => {
        const [removed] = cart ? await repository.deleteItem(cart.id, itemId, tx) : [];
        if (!cart || !removed) throw new AppError('resource/not-found');
        if ((await repository.items(cart.id, tx)).length === 0) await repository.setOfferCode(cart.id, null, tx);
        await changed(tx, owner);
        return removed.imageKeys;
      });
      await removeFiles(photos);
      return cartView(brand, owner, language);
    },

    async empty(brand: Brand, owner: CustomerScope, language: Language): Promise<TCart> {
      const cart = await repository.cartOf(owner);
      if (cart) {
        const photos = await db.transaction(async (tx) => {
          const removed = await repository.empty(cart.id, tx);
          await changed(tx, owner);
          return removed.flatMap((item) => item.imageKeys);
        });
        await removeFiles(photos);
      }
      return cartView(brand, owner, language);
    },

    /**
     * What a booking fixes from the cart: each line priced by the catalogue now, and the estimate,
     * in minor units. Read before the booking's transaction; `handOver` checks nothing moved since.
     * `vehicle`: the booking's, already read (the pricing reads the selected one only when it is another).
     */
    async forBooking(brand: Brand, owner: CustomerScope, language: Language, vehicle?: KnownVehicle) {
      const { cart, rows, lineOf, estimate, appliedOfferCode } = await pricedCart(brand, owner, language, undefined, vehicle);
      return {
        cartId: cart?.id ?? null,
        workshopId: rows[0]?.workshopId ?? null,
        items: rows.map((row) => ({ row, line: lineOf(row) })),
        estimate,
        offerCode: appliedOfferCode,
      };
    },

    /**
     * Inside the booking's transaction: empties the cart of the items the booking priced, which
     * become the booking's (their photos with them). False when the cart is no longer what was
     * priced (another tab changed or booked it meanwhile): the booking is then not made, and the
     * rollback of its transaction puts the items back.
     */
    async handOver(owner: CustomerScope, cartId: string, priced: readonly CartItemRow[], tx: Db): Promise<boolean> {
      const held = await repository.empty(cartId, tx);
      const sameChoice = (a: CartItemRow, b: CartItemRow) =>
        a.serviceId === b.serviceId && [...a.addOnsSelected].sort().join() === [...b.addOnsSelected].sort().join();
      const isUnchanged =
        held.length === priced.length &&
        priced.every((item) => held.some((now) => now.id === item.id && sameChoice(now, item) && now.workshopId === item.workshopId));
      if (!isUnchanged) return false;
      await changed(tx, owner);
      return true;
    },

    /** A photo for an item (png or jpeg by content); answers its URL as the spec's `message`. */
    async addImage(owner: CustomerScope, itemId: string, file: UploadedFile | null): Promise<{ message: string; id: string }[]> {
      if (!file) throw new AppError('upload/unsupported-type', { message: CART_MESSAGES.imageFormat, field: 'file' });
      const { cart } = await ownItem(owner, itemId);
      const key = `${owner.brandId}/${owner.userId}/cart/${itemId}-${uuidv7()}.${extensionFor(file.contentType)}`;
      const added = await storeThenKeep(deps.storage, key, file, () =>
        db.transaction(async (tx) => {
          const kept = await repository.addImage(cart.id, itemId, key, MAX_CART_ITEM_IMAGES, tx);
          if (kept) await changed(tx, owner);
          return kept;
        }),
      );
      if (!added) throw new AppError('request/invalid', { message: CART_MESSAGES.tooManyImages, field: 'file' });
      return [{ message: await deps.storage.signedUrl(key), id: itemId }];
    },

    /** Removes the photo a URL of the item names (any URL the app was given for it, signed or not). */
    async removeImage(brand: Brand, owner: CustomerScope, itemId: string, url: string, language: Language): Promise<TCart> {
      const { cart, row } = await ownItem(owner, itemId);
      const key = keyNamedBy(url, row.imageKeys);
      if (!key) throw new AppError('resource/not-found', { message: 'No such photo', field: 'url' });
      await db.transaction(async (tx) => {
        if (await repository.removeImage(cart.id, itemId, key, tx)) await changed(tx, owner);
      });
      await deps.storage.remove(key);
      return cartView(brand, owner, language);
    },

    /** PATCH offerCode: a valid code is kept as the brand wrote it; null removes it. */
    async applyOfferCode(brand: Brand, owner: CustomerScope, typed: string | null, language: Language): Promise<TCart> {
      let offer: AppliedOffer | null = null;
      if (typed !== null && typed.trim() !== '') {
        const check = await deps.checkOfferCode(brand, typed);
        if (check.kind === 'unknown') throw new AppError('cart/invalid-offer-code', { field: 'offerCode' });
        if (check.kind === 'expired') throw new AppError('cart/offer-code-expired', { field: 'offerCode' });
        offer = check.offer;
      }
      await db.transaction(async (tx) => {
        const cart = await repository.ensureCart(owner, tx);
        await repository.setOfferCode(cart.id, offer?.offerCode ?? null, tx);
        await changed(tx, owner);
      });
      return cartView(brand, owner, language);
    },
  };
}
