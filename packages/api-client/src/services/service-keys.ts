import { answerLanguage } from '../client';

/**
 * The service menu is public and the same for every customer of a brand with the same vehicle and
 * segment, but written in the reader's language: the language is in the key, so a switch asks again
 * instead of showing the other language's names until they go stale.
 */
export const serviceKeys = {
  all: ['services'] as const,
  menu: (query: object) => ['services', answerLanguage(), 'menu', query] as const,
  details: (serviceId: string, query: object) => ['services', answerLanguage(), 'details', serviceId, query] as const,
  faqs: (faqListId: string) => ['services', answerLanguage(), 'faqs', faqListId] as const,
  articles: (articleListId: string) => ['services', answerLanguage(), 'articles', articleListId] as const,
  recommended: (query: object) => ['services', answerLanguage(), 'recommended', query] as const,
  byWorkshop: (query: object) => ['services', answerLanguage(), 'byWorkshop', query] as const,
  several: (query: object) => ['services', answerLanguage(), 'several', query] as const,
};

/** The menu changes when a brand loads a new one: rarely. The server revalidates by ETag besides. */
export const MENU_STALE_MS = 5 * 60 * 1000;

/** What prices a service: the customer's vehicle (none for a guest without one) and their pricing segment. */
export type PricingQuery = { catalogVehicleId?: string; pricingSegment?: string };
