import { z } from 'zod';
import { ZAddOnSection, ZServicePricing } from '../services/service';

/** A cart holds each service once and at most this many: a booking of more is a workshop's job card, not an app cart. */
export const MAX_CART_ITEMS = 20;

/** Photos a customer may attach to one cart item (of the damage, the part): enough to show it, bounded for storage. */
export const MAX_CART_ITEM_IMAGES = 5;

export const CART_MESSAGES = {
  /** Customer spec section 5: cart images are png, jpg or jpeg only. */
  imageFormat: '.PNG, .JPEG, .JPG are allowed',
  tooManyImages: 'At most 5 photos per service',
} as const;

/** POST /transaction/cart/items/{id}/images answers data[0] with the image's URL as `message` (customer spec section 7). */
export const ZCartImageAdded = z.array(z.object({ message: z.string(), id: z.string() }));

/** What the app sends to add or change an item; prices are never taken from it (the catalogue prices every item). */
export const ZCartItemInput = z.object({
  serviceId: z.uuid(),
  workshopId: z.uuid().nullish(),
  addOnsSelected: z.array(z.string().min(1).max(64)).max(30).default([]),
  partId: z.string().max(64).nullish(),
  damageTypeId: z.string().max(64).nullish(),
});
export type TCartItemInput = z.infer<typeof ZCartItemInput>;

/**
 * What PUT changes: the add-ons, workshop, part and damage. An item's service never changes (remove
 * it and add another); the app sends the whole item, and its service, like its prices, is not read.
 */
export const ZCartItemChange = ZCartItemInput.omit({ serviceId: true });
export type TCartItemChange = z.infer<typeof ZCartItemChange>;

/** A cart item as customer spec section 3 names it; prices in major units of the brand's currency. */
export const ZCartItem = z.object({
  cartItemId: z.string(),
  serviceId: z.string(),
  workshopId: z.string().nullable(),
  workshopLatitude: z.number().nullable(),
  workshopLongitude: z.number().nullable(),
  displayName: z.string(),
  partDisplayName: z.string().nullable(),
  shortDescription: z.string(),
  imageUrl: z.string().nullable(),
  /** The service's own price for the customer's vehicle (or its lowest, before a vehicle is chosen). */
  defaultPrice: ZServicePricing.nullable(),
  /** With the chosen add-ons. */
  appliedPrice: ZServicePricing.nullable(),
  addOnSections: z.array(ZAddOnSection),
  addOnsSelected: z.array(z.string()),
  images: z.array(z.string()),
  parts: z.array(z.string()),
  damageTypeId: z.string().nullable(),
  partId: z.string().nullable(),
  recommended: z.boolean(),
});
export type TCartItem = z.infer<typeof ZCartItem>;

export const ZCartEstimateView = z.object({
  currency: z.string(),
  totalEstimated: z.number(),
  discount: z.number(),
  advancePayment: z.number(),
});

export const ZCart = z.object({
  items: z.array(ZCartItem),
  estimate: ZCartEstimateView,
  offerCode: z.string().nullable(),
  /** The cart's workshop: its first item's (customer spec section 5). */
  workshopId: z.string().nullable(),
});
export type TCart = z.infer<typeof ZCart>;

export const ZCartOfferBody = z.object({ offerCode: z.string().max(40).nullable() });
/** The cart's workshop, changed for every item at once: a booking is made at one workshop. */
export const ZCartWorkshopBody = z.object({ workshopId: z.uuid() });
