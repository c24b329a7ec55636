/** The service menu is public and the same for every customer of a brand with the same vehicle and segment. */
export const serviceKeys = {
  all: ['services'] as const,
  menu: (query: object) => ['services', 'menu', query] as const,
  details: (serviceId: string, query: object) => ['services', 'details', serviceId, query] as const,
  faqs: (faqListId: string) => ['services', 'faqs', faqListId] as const,
  articles: (articleListId: string) => ['services', 'articles', articleListId] as const,
};

/** The menu changes when a brand loads a new one: rarely. The server revalidates by ETag besides. */
export const MENU_STALE_MS = 5 * 60 * 1000;

/** What prices a service: the customer's vehicle (none for a guest without one) and their pricing segment. */
export type PricingQuery = { catalogVehicleId?: string; pricingSegment?: string };
