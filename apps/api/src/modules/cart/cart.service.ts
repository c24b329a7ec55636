import {
  estimateCart,
  MAX_CART_ITEMS,
  toMajor,
  type Language,
  type OfferDiscount,
  type TCart,
  type TCartItem,
  type TCartItemChange,
  type TCartItemInput,
  type TCurrency,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import { recordEvent, userEvent } from '../../platform/events';
import type { Brand } from '../../platform/tenancy';
import type { AppliedOffer, CartLine, OffersService, ServiceMenuService } from '../catalog';
import type { CartItemRow, CartRepository } from './cart.repository';

export type CartService = ReturnType<typeof createCartService>;

/** What the cart needs of other modules, as functions (their public faces, wired in composition.ts). */
export type CartDeps = {
  db: Db;
  repository: CartRepository;
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

  async function itemView(brand: Brand, row: CartItemRow, line: CartLine): Promise<TCartItem> {
    const currency = brand.settings.currency;
    const shown = brand.settings.featureSetting.showPrice && line.priceMinor !== null;
    const model = line.isStartingPrice ? ('startingFrom' as const) : ('fixed' as const);
    const major = (amount: number) => toMajor({ amount: amount as never, currency });
    const withAddOns = (line.priceMinor ?? 0) + line.addOnsMinor.reduce((sum, addOn) => sum + addOn, 0);
    const position = row.workshopId ? await deps.workshopPosition(brand, row.workshopId) : null;
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
      images: [],
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
      lines.map((line) => ({ price: line.priceMinor ?? (0 as never), addOns: line.addOnsMinor })),
      offer,
      // No brand asks an advance yet: the whole payable is paid at booking (spec section 9); the
      // brand's advance share arrives with advance payments (issue 10).
    );
    const major = (amount: number) => toMajor({ amount: amount as never, currency });
    return {
      items: await Promise.all(rows.map((row, index) => itemView(brand, row, lines[index]!))),
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
      const cart = await repository.cartOf(owner);
      const row = cart && (await repository.item(cart.id, itemId));
      if (!cart || !row) throw new AppError('resource/not-found');
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
      await db.transaction(async (tx) => {
        if (!cart || (await repository.deleteItem(cart.id, itemId, tx)).length === 0) throw new AppError('resource/not-found');
        if ((await repository.items(cart.id, tx)).length === 0) await repository.setOfferCode(cart.id, null, tx);
        await changed(tx, owner);
      });
      return cartView(brand, owner, language);
    },

    async empty(brand: Brand, owner: CustomerScope, language: Language): Promise<TCart> {
      const cart = await repository.cartOf(owner);
      if (cart) {
        await db.transaction(async (tx) => {
          await repository.empty(cart.id, tx);
          await changed(tx, owner);
        });
      }
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
