import { addDays, dayNumber, type CalendarDate } from '../shared/calendar-date';

/** Customer spec section 9: an offer is 'Newly added' for this many days from its start. */
export const NEW_OFFER_DAYS = 10;

export type OfferValidity = { startDate: CalendarDate; endDate: CalendarDate };

/**
 * The Offers screen's sections (customer spec section 2): Newly added (started within the last
 * ten days, not in the future), Offers (running), Expired (the end date is past). An offer that
 * has not started yet is not shown at all.
 */
export type OfferSection = 'new' | 'running' | 'expired' | 'upcoming';

export function offerSection({ startDate, endDate }: OfferValidity, today: CalendarDate): OfferSection {
  const day = dayNumber(today);
  if (dayNumber(endDate) < day) return 'expired';
  if (dayNumber(startDate) > day) return 'upcoming';
  return dayNumber(startDate) >= dayNumber(addDays(today, -NEW_OFFER_DAYS)) ? 'new' : 'running';
}

/** What a typed promo code is (customer spec section 5): an offer that applies, one past its end, or nothing. */
export type OfferCodeCheck<O> = { kind: 'applies'; offer: O } | { kind: 'expired'; offer: O } | { kind: 'unknown' };

/**
 * The offer a typed code names, compared without case and surrounding spaces, among the brand's
 * offers that have started: 'Please enter valid offer code' when none, 'Code Expired' when its
 * end date is past.
 */
export function checkOfferCode<O extends { offerCode: string; validity: OfferValidity }>(
  typed: string,
  offers: readonly O[],
  today: CalendarDate,
): OfferCodeCheck<O> {
  const code = typed.trim().toUpperCase();
  const offer = code ? offers.find((candidate) => candidate.offerCode.toUpperCase() === code) : undefined;
  if (!offer) return { kind: 'unknown' };
  const section = offerSection(offer.validity, today);
  if (section === 'upcoming') return { kind: 'unknown' };
  return section === 'expired' ? { kind: 'expired', offer } : { kind: 'applies', offer };
}
