import { LISTED_OFFER_SECTIONS, type TOffer } from '@servicebay/domain';

export type ListedOfferSection = (typeof LISTED_OFFER_SECTIONS)[number];

/**
 * The Offers screen's sections in the screen's order: Newly added, Offers, Expired (customer spec
 * section 2). The server puts each offer in its section by the date in the brand's market (domain
 * offerSection); the screen only groups them, keeping the server's order within each.
 */
export function offersBySection(offers: readonly TOffer[]): { section: ListedOfferSection; offers: TOffer[] }[] {
  return LISTED_OFFER_SECTIONS.map((section) => ({ section, offers: offers.filter((offer) => offer.section === section) }));
}

export const isExpiredOffer = (offer: Pick<TOffer, 'section'>): boolean => offer.section === 'expired';

/** What the dashboard's row shows: the offers a customer can still use, newly added first. */
export const usableOffers = (offers: readonly TOffer[]): TOffer[] => offers.filter((offer) => !isExpiredOffer(offer));

/**
 * The discount name split by spaces (customer spec section 2), set on two lines for a bold card
 * title: the first line takes the larger half of the words ('15% Off' / 'First Service').
 */
export function nameLines(name: string): [first: string, second: string] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const cut = Math.ceil(words.length / 2);
  return [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
}
