import { z } from 'zod';
import { VEHICLE_TYPES } from '../garage/vehicle';
import type { Language } from '../shared/constants';

/**
 * The service menu's shapes of customer spec section 3 (Service, Pricing, Add-on section), as the
 * API answers them: amounts in the brand's currency's major units, as the specs show them (the
 * database and the rules keep minor units, shared/money.ts).
 */
export const SERVICE_CATEGORIES = [
  'periodic',
  'brakes',
  'ac',
  'battery',
  'tyres',
  'alignment',
  'denting-painting',
  'detailing',
  'insurance',
  'bike-care',
] as const;
export type TServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** Spec: 'Multiple' shows checkboxes; any other selection type is one choice (an oil-grade radio). */
export const ADD_ON_SELECTION_TYPES = ['Multiple', 'Single'] as const;

export const ZAddOnItem = z.object({
  addOnId: z.string(),
  displayName: z.string(),
  isRecommended: z.boolean(),
  price: z.object({ amount: z.number() }),
});

export const ZAddOnSection = z.object({
  sectionId: z.string(),
  displayName: z.string(),
  selectionType: z.enum(ADD_ON_SELECTION_TYPES),
  items: z.array(ZAddOnItem),
});
export type TAddOnSection = z.infer<typeof ZAddOnSection>;

/** 'fixed': the price for the customer's vehicle; 'startingFrom': the lowest, no vehicle chosen yet. */
export const PRICING_MODELS = ['fixed', 'startingFrom'] as const;

export const ZServicePricing = z.object({ amount: z.number(), currency: z.string(), model: z.enum(PRICING_MODELS) });
export type TServicePricing = z.infer<typeof ZServicePricing>;

export const ZService = z.object({
  serviceId: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  vehicleType: z.enum(VEHICLE_TYPES),
  displayName: z.string(),
  shortDescription: z.string(),
  displayTags: z.array(z.string()),
  promotionalText: z.string().nullable(),
  imageUrl: z.string().nullable(),
  damageTypeId: z.string().nullable(),
  partId: z.string().nullable(),
  faqListId: z.string().nullable(),
  articleListId: z.string().nullable(),
  /** Null when the brand hides prices (featureSetting.showPrice) or no price fits the vehicle. */
  pricing: ZServicePricing.nullable(),
});
export type TService = z.infer<typeof ZService>;

/** GET /catalog/service/{id}: the service, its price and its add-on sections. */
export const ZServiceDetails = z.object({ service: ZService, pricing: ZServicePricing.nullable(), addOnSections: z.array(ZAddOnSection) });
export type TServiceDetails = z.infer<typeof ZServiceDetails>;

export const ZFaq = z.object({ faqId: z.string(), question: z.string(), answer: z.string() });
export type TFaq = z.infer<typeof ZFaq>;

export const ZArticle = z.object({
  articleId: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  displayColor: z.string(),
  webpageUrl: z.string(),
});
export type TArticle = z.infer<typeof ZArticle>;

/** Spec section 9: tags ending with 'Body Panel' are not shown as a pill. */
export const isPillTag = (tag: string): boolean => !tag.endsWith('Body Panel');

/**
 * A service's tags in the customer's language: each pill tag in Arabic where the brand gave one
 * (`tagsAr` runs beside `tags`). A hidden tag keeps its English words, since the pill rule reads
 * them and no customer sees it.
 */
export const tagsInLanguage = (language: Language, tags: readonly string[], tagsAr: readonly string[] | null): string[] =>
  tags.map((tag, index) => (language === 'ar' && isPillTag(tag) && tagsAr?.[index]?.trim() ? tagsAr[index]!.trim() : tag));
