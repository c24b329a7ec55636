import type { TFuelType, TMakeSegment, TServiceCategory, TVehicleType } from '@servicebay/domain';

/** Prices of the demo menus in major units, per market currency: [INR, SAR, AED, BHD]. */
export type MarketPrices = readonly [inr: number, sar: number, aed: number, bhd: number];

export type SeedAddOn = { key: string; en: string; ar: string; price: MarketPrices; isRecommended?: boolean };
export type SeedAddOnSection = { key: string; en: string; ar: string; selectionType: 'Multiple' | 'Single'; items: SeedAddOn[] };

/** A price change for some vehicles, as a factor of the service's price: luxury makes cost more, an electric car's service less. */
export type SeedPriceNarrowing = { makeSegment?: TMakeSegment; fuelType?: TFuelType; factor: number };

/** One service of a demo menu, written once in English and Arabic. */
export type SeedService = {
  key: string;
  vehicleType: TVehicleType;
  category: TServiceCategory;
  name: [en: string, ar: string];
  description: [en: string, ar: string];
  tags: string[];
  promotion?: [en: string, ar: string];
  /** The brand recommends it: first among the recommended services. */
  recommended?: boolean;
  price: MarketPrices;
  narrowings?: SeedPriceNarrowing[];
  addOnSections?: SeedAddOnSection[];
  faqListId?: string;
  articleListId?: string;
  partId?: string;
};

export type SeedFaq = { listId: string; question: [en: string, ar: string]; answer: [en: string, ar: string] };
export type SeedArticle = { listId: string; title: [en: string, ar: string]; description: [en: string, ar: string]; color: string; url: string };
