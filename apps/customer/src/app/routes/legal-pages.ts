/**
 * The platform's standard pages and their sections, in the order they show; their texts are under
 * `legal.<page>.<section>`. Apart from the screen, so the route table can name a page's tab without
 * downloading the screen.
 */
export const LEGAL_SECTIONS = {
  terms: ['account', 'bookings', 'pickup', 'payments'],
  privacy: ['collected', 'use', 'sharing', 'deletion'],
  about: ['how', 'promise'],
} as const;
export type LegalPage = keyof typeof LEGAL_SECTIONS;
export const isLegalPage = (page: string | undefined): page is LegalPage => page !== undefined && Object.hasOwn(LEGAL_SECTIONS, page);
