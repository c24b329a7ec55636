import {
  estimateCart,
  minor,
  priceWithAddOns,
  toMajor,
  type Language,
  type OfferDiscount,
  type TCart,
  type TCartItem,
  type TCurrency,
} from '@servicebay/domain';
import type { CustomerScope } from '../../platform/auth/principal';
import type { Storage } from '../../platform/storage/storage';
import type { Brand } from '../../platform/tenancy';
import type { BodyPanelService, CartLine, OffersService, ServiceMenuService } from '../catalog';
import type { CartItemRow, CartRepository } from './cart.repository';

type Position = { latitude: number; longitude: number };
/** The customer's vehicle for prices (their selected one) and pricing segment. */
export type CustomerPricing = { catalogVehicleId?: string; pricingSegment: string };
/** A vehicle the caller has read already: the pricing reads the customer's selected vehicle only when it is another. */
export type KnownVehicle = { vehicleId: string; catalogVehicleId: string };
/** A line as the cart keeps it: its service and the add-ons chosen, at its workshop (whose own prices a published one has). */
export type LineChoice = { serviceId: string; addOnsSelected: readonly string[]; workshopId?: string | null };

/**
 * What a change has already read for its checks, so the cart it answers is not read twice: the
 * customer's pricing, lines priced (by `lineKey`) and workshops' positions.
 */
export type CartReading = { pricing: CustomerPricing; lines: Map<string, CartLine>; positions: Map<string, Position> };

export type CartViewDeps = {
  repository: CartRepository;
  storage: Storage;
  cartLines: ServiceMenuService['cartLines'];
  checkOfferCode: OffersService['checkCode'];
  partNames: BodyPanelService['partNames'];
  pricingOf: (owner: CustomerScope, known?: KnownVehicle) => Promise<CustomerPricing>;
  workshopPositions: (brand: Brand, workshopIds: readonly string[]) => Promise<Map<string, Position>>;
};

/** A line's price depends on its workshop, its service and the set of its add-ons, not on their order. */
const lineKey = (choice: LineChoice) => `${choice.workshopId ?? ''}:${choice.serviceId}:${[...choice.addOnsSelected].sort().join(',')}`;

/**
 * The cart as the apps read it, priced from the catalogue when read (decision 0023) in a fixed
 * number of queries whatever it holds (decision 0024): the cart with its items, the customer's
 * pricing, every line at once, the offer and the workshops.
 */
export function createCartView(deps: CartViewDeps) {
  const majorIn = (brand: Brand, amount: number) => toMajor({ amount: minor(amount), currency: brand.settings.currency });

  function itemView(brand: Brand, row: CartItemRow, line: CartLine, position: Position | null, partName: string | null, images: string[]): TCartItem {
    const currency = brand.settings.currency;
    const shown = brand.settings.featureSetting.showPrice && line.priceMinor !== null;
    const model = line.isStartingPrice ? ('startingFrom' as const) : ('fixed' as const);
    const major = (amount: number) => majorIn(brand, amount);
    const withAddOns = priceWithAddOns(line.priceMinor ?? minor(0), line.addOnsMinor);
    return {
      cartItemId: row.id,
      serviceId: row.serviceId,
      workshopId: row.workshopId,
      workshopLatitude: position?.latitude ?? null,
      workshopLongitude: position?.longitude ?? null,
      displayName: line.service.displayName,
      partDisplayName: partName,
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

  /** `choices` priced in one go, beside the lines already `known`; throws as the menu does for a service or add-on it lacks. */
  async function priceLines(brand: Brand, choices: readonly LineChoice[], pricing: CustomerPricing, language: Language, known = new Map<string, CartLine>()) {
    const missing = choices.filter((choice) => !known.has(lineKey(choice)));
    const priced = await deps.cartLines(brand, missing, pricing, language);
    const lines = new Map(known);
    missing.forEach((choice, index) => lines.set(lineKey(choice), priced[index]!));
    return lines;
  }

  /** The positions of the workshops `workshopIds` name, beside those already `known`; another brand's are absent. */
  async function positionsOf(brand: Brand, workshopIds: readonly (string | null | undefined)[], known = new Map<string, Position>()) {
    const missing = [...new Set(workshopIds.filter((id): id is string => Boolean(id) && !known.has(id!)))];
    return missing.length === 0 ? known : new Map([...known, ...(await deps.workshopPositions(brand, missing))]);
  }

  /** What the checks of a change read: the customer's pricing, `choices` priced (refused as the menu refuses them), and the workshops named. */
  async function readFor(brand: Brand, owner: CustomerScope, choices: readonly LineChoice[], workshopIds: readonly (string | null)[], language: Language) {
    const pricing = await deps.pricingOf(owner);
    const [lines, positions] = await Promise.all([priceLines(brand, choices, pricing, language), positionsOf(brand, workshopIds)]);
    return { pricing, lines, positions } satisfies CartReading;
  }

  /**
   * The cart with every line priced and the estimate, in minor units: what the cart screen shows
   * and what a booking fixes.
   */
  async function pricedCart(brand: Brand, owner: CustomerScope, language: Language, reading?: CartReading, known?: KnownVehicle) {
    const currency: TCurrency = brand.settings.currency;
    const [{ cart, items: rows }, pricing] = await Promise.all([deps.repository.cartWithItems(owner), reading?.pricing ?? deps.pricingOf(owner, known)]);
    const [lines, positions, partNames, check] = await Promise.all([
      priceLines(brand, rows, pricing, language, reading?.lines),
      // Items usually share the cart's workshop: each workshop is looked up once.
      positionsOf(
        brand,
        rows.map((row) => row.workshopId),
        reading?.positions,
      ),
      // A body-panel item names the part it mends; asked only when the cart holds one.
      deps.partNames(
        brand,
        rows.flatMap((row) => (row.partId ? [row.partId] : [])),
        language,
      ),
      // An offer that has ended since it was applied no longer takes anything off.
      cart?.offerCode && rows.length > 0 ? deps.checkOfferCode(brand, cart.offerCode) : null,
    ]);
    const lineOf = (row: CartItemRow) => lines.get(lineKey(row))!;
    const offer: OfferDiscount | undefined = check?.kind === 'applies' ? check.offer.discount : undefined;
    const estimate = estimateCart(
      currency,
      rows.map((row) => ({ price: lineOf(row).priceMinor ?? minor(0), addOns: lineOf(row).addOnsMinor })),
      offer,
      // The brand's advance (a share or a fixed amount); none: the whole payable is paid at booking (spec section 9).
      brand.advance,
    );
    return { cart, rows, lineOf, positions, partNames, estimate, appliedOfferCode: offer ? (cart?.offerCode ?? null) : null };
  }

  async function cartView(brand: Brand, owner: CustomerScope, language: Language, reading?: CartReading): Promise<TCart> {
    const { cart, rows, lineOf, positions, partNames, estimate } = await pricedCart(brand, owner, language, reading);
    const major = (amount: number) => majorIn(brand, amount);
    return {
      items: await Promise.all(
        rows.map(async (row) =>
          itemView(
            brand,
            row,
            lineOf(row),
            row.workshopId ? (positions.get(row.workshopId) ?? null) : null,
            row.partId ? (partNames.get(row.partId) ?? null) : null,
            await Promise.all(row.imageKeys.map((key) => deps.storage.signedUrl(key))),
          ),
        ),
      ),
      estimate: {
        currency: brand.settings.currency,
        totalEstimated: major(estimate.totalEstimated),
        discount: major(estimate.discount),
        advancePayment: major(estimate.advancePayment),
      },
      offerCode: rows.length > 0 ? (cart?.offerCode ?? null) : null,
      workshopId: rows[0]?.workshopId ?? null,
    };
  }

  return { cartView, readFor, pricedCart };
}
