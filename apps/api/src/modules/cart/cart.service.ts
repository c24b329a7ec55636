import {
  estimateCart,
  CART_MESSAGES,
  MAX_CART_ITEM_IMAGES,
  MAX_CART_ITEMS,
  minor,
  toMajor,
  type Language,
  type OfferDiscount,
  type TCart,
  type TCartItem,
  type TCartItemChange,
  type TCartItemInput,
  type TCurrency,
} from '@servicebay/domain';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import { recordEvent, userEvent } from '../../platform/events';
import type { UploadedFile } from '../../platform/http/multipart';
import { extensionFor, type Storage } from '../../platform/storage/storage';
import type { Brand } from '../../platform/tenancy';
import type { AppliedOffer, CartLine, OffersService, ServiceMenuService } from '../catalog';
import type { CartItemRow, CartRepository } from './cart.repository';

export type CartService = ReturnType<typeof createCartService>;

/** The decoded path of a URL the app sends back, or null for one that is not a URL at all. */
function pathOf(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url, 'http://cart.invalid').pathname);
  } catch {
    return null;
  }
}

/** What the cart needs of other modules, as functions (their public faces, wired in composition.ts). */
export type CartDeps = {
  db: Db;
  repository: CartRepository;
  storage: Storage;
  cartLine: ServiceMenuService['cartLine'];
  checkOfferCode: OffersService['checkCode'];
  /** The customer's vehicle for prices (their selected one) and pricing segment. */
  pricingOf: (owner: CustomerScope) => Promise<{ catalogVehicleId?: string; pricingSegment: string }>;
  hasAddress: (owner: CustomerScope) => Promise<boolean>;
  /** Whether the brand lists workshops by quality segment: then no address is needed to fill a cart. */
  listsBySegment: (brand: Brand) => Promise<boolean>;
  workshopPosition: (brand: Brand, workshopId: string) => Promise<{ latitude: number; longitude: number } | null>;
};

/** The customer's cart (customer spec sections 3, 5 and 7): every price from the catalogue, the estimate by the domain. */
export function createCartService(deps: CartDeps) {
  const { db, repository } = deps;
  /** An amount of the brand's currency in major units, as the API shows money. */
  const majorIn = (brand: Brand, amount: number) => toMajor({ amount: minor(amount), currency: brand.settings.currency });

  type Position = { latitude: number; longitude: number } | null;

  function itemView(brand: Brand, row: CartItemRow, line: CartLine, position: Position, images: string[]): TCartItem {
    const currency = brand.settings.currency;
    const shown = brand.settings.featureSetting.showPrice && line.priceMinor !== null;
    const model = line.isStartingPrice ? ('startingFrom' as const) : ('fixed' as const);
    const major = (amount: number) => majorIn(brand, amount);
    const withAddOns = (line.priceMinor ?? 0) + line.addOnsMinor.reduce((sum, addOn) => sum + addOn, 0);
    return {
      cartItemId: row.id,
      serviceId: row.serviceId,
      workshopId: row.workshopId,
      workshopLatitude: position?.latitude ?? null,
      workshopLongitude: position?.longitude ?? null,
      displayName: line.service.displayName,
      partDisplayName: null,
      shortDescription: line.service.shortDescription,
      imageUrl: line.service.imageUrl,
      defaultPrice: shown ? { amount: major(line.priceMinor!), currency, model } : null,
      appliedPrice: shown ? { amount: major(withAddOns), currency, model } : null,
      addOnSections: line.addOnSections,
      addOnsSelected: row.addOnsSelected,
      images,
      parts: [],
      damageTypeId: row.damageTypeId,
      partId: row.partId,
      recommended: true,
    };
  }

  async function cartView(brand: Brand, owner: CustomerScope, language: Language): Promise<TCart> {
    const currency: TCurrency = brand.settings.currency;
    const cart = await repository.cartOf(owner);
    const rows = cart ? await repository.items(cart.id) : [];
    const pricing = await deps.pricingOf(owner);
    const lines = await Promise.all(rows.map((row) => deps.cartLine(brand, row.serviceId, { ...pricing, addOnsSelected: row.addOnsSelected }, language)));
    // An offer that has ended since it was applied no longer takes anything off.
    const check = cart?.offerCode ? await deps.checkOfferCode(brand, cart.offerCode) : null;
    const offer: OfferDiscount | undefined = check?.kind === 'applies' ? check.offer.discount : undefined;
    const estimate = estimateCart(
      currency,
      lines.map((line) => ({ price: line.priceMinor ?? minor(0), addOns: line.addOnsMinor })),
      offer,
      // No brand asks an advance yet: the whole payable is paid at booking (spec section 9); the
      // brand's advance share arrives with advance payments (issue 10).
    );
    const major = (amount: number) => majorIn(brand, amount);
    // Items usually share the cart's workshop: each workshop is looked up once.
    const workshopIds = [...new Set(rows.flatMap((row) => (row.workshopId ? [row.workshopId] : [])))];
    const positions = new Map(await Promise.all(workshopIds.map(async (id) => [id, await deps.workshopPosition(brand, id)] as const)));
    return {
      items: await Promise.all(
        rows.map(async (row, index) =>
          itemView(
            brand,
            row,
            lines[index]!,
            row.workshopId ? (positions.get(row.workshopId) ?? null) : null,
            await Promise.all(row.imageKeys.map((key) => deps.storage.signedUrl(key))),
          ),
        ),
      ),
      estimate: {
        currency,
        totalEstimated: major(estimate.totalEstimated),
        discount: major(estimate.discount),
        advancePayment: major(estimate.advancePayment),
      },
      offerCode: rows.length > 0 ? (cart?.offerCode ?? null) : null,
      workshopId: rows[0]?.workshopId ?? null,
    };
  }

  /** Checks what an item names before it is kept: the service (and its add-ons) on the brand's menu, the workshop the brand's. */
  async function checkItem(brand: Brand, owner: CustomerScope, input: TCartItemInput, language: Language) {
    await deps.cartLine(brand, input.serviceId, { ...(await deps.pricingOf(owner)), addOnsSelected: input.addOnsSelected }, language);
    if (input.workshopId && !(await deps.workshopPosition(brand, input.workshopId)))
      throw new AppError('resource/not-found', { message: 'No workshop found', field: 'workshopId' });
  }

  const changed = (tx: Db, owner: CustomerScope) => recordEvent(tx, userEvent(owner, 'cart.changed'));

  /** Files no row names any more, removed once the change has committed (a failure leaves them to the storage sweep). */
  const removeFiles = (keys: string[]) => Promise.all(keys.map((key) => deps.storage.remove(key)));

  async function ownItem(owner: CustomerScope, itemId: string) {
    const cart = await repository.cartOf(owner);
    const row = cart && (await repository.item(cart.id, itemId));
    if (!cart || !row) throw new AppError('resource/not-found');
    return { cart, row };
  }

  return {
    cart: cartView,

    async addItem(brand: Brand, owner: CustomerScope, input: TCartItemInput, language: Language): Promise<TCart> {
      await checkItem(brand, owner, input, language);
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
      return cartView(brand, owner, language);
    },

    async item(brand: Brand, owner: CustomerScope, itemId: string, language: Language): Promise<TCartItem> {
      const found = (await cartView(brand, owner, language)).items.find((item) => item.cartItemId === itemId);
      if (!found) throw new AppError('resource/not-found');
      return found;
    },

    /** Add-ons edited in place; the service of an item does not change (remove it and add another). */
    async updateItem(brand: Brand, owner: CustomerScope, itemId: string, change: TCartItemChange, language: Language): Promise<TCart> {
      const { cart, row } = await ownItem(owner, itemId);
      const input = { ...change, serviceId: row.serviceId };
      await checkItem(brand, owner, input, language);
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
      return cartView(brand, owner, language);
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
          const keys = await repository.empty(cart.id, tx);
          await changed(tx, owner);
          return keys;
        });
        await removeFiles(photos);
      }
      return cartView(brand, owner, language);
    },

    /** A photo for an item (png or jpeg by content); answers its URL as the spec's `message`. */
    async addImage(owner: CustomerScope, itemId: string, file: UploadedFile | null): Promise<{ message: string; id: string }[]> {
      if (!file) throw new AppError('upload/unsupported-type', { message: CART_MESSAGES.imageFormat, field: 'file' });
      const { cart } = await ownItem(owner, itemId);
      const key = `${owner.brandId}/${owner.userId}/cart/${itemId}-${uuidv7()}.${extensionFor(file.contentType)}`;
      // Stored first and kept only if the row naming it commits (as vehicle photos are).
      await deps.storage.put(key, file.body, file.contentType);
      const added = await db
        .transaction(async (tx) => {
          const kept = await repository.addImage(cart.id, itemId, key, MAX_CART_ITEM_IMAGES, tx);
          if (kept) await changed(tx, owner);
          return kept;
        })
        .catch(async (error: unknown) => {
          await deps.storage.remove(key);
          throw error;
        });
      if (!added) {
        await deps.storage.remove(key);
        throw new AppError('request/invalid', { message: CART_MESSAGES.tooManyImages, field: 'file' });
      }
      return [{ message: await deps.storage.signedUrl(key), id: itemId }];
    },

    /** Removes the photo a URL of the item names (any URL the app was given for it, signed or not). */
    async removeImage(brand: Brand, owner: CustomerScope, itemId: string, url: string, language: Language): Promise<TCart> {
      const { cart, row } = await ownItem(owner, itemId);
      const path = pathOf(url);
      const key = path === null ? undefined : row.imageKeys.find((candidate) => path === candidate || path.endsWith(`/${candidate}`));
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
