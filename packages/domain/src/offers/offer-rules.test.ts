import { describe, expect, it } from 'vitest';
import { checkOfferCode, NEW_OFFER_DAYS, offerSection } from './offer-rules';

const today = '2026-11-24';
const offer = (offerCode: string, startDate: string, endDate: string) => ({ offerCode, validity: { startDate, endDate } });

describe('offer sections (customer spec sections 2 and 9)', () => {
  it('is newly added from its start for ten days, then an offer until its end, then expired', () => {
    expect(NEW_OFFER_DAYS).toBe(10);
    expect(offerSection({ startDate: today, endDate: '2026-12-31' }, today)).toBe('new');
    expect(offerSection({ startDate: '2026-11-14', endDate: '2026-12-31' }, today)).toBe('new');
    expect(offerSection({ startDate: '2026-11-13', endDate: '2026-12-31' }, today)).toBe('running');
    expect(offerSection({ startDate: '2026-01-01', endDate: today }, today)).toBe('running');
    expect(offerSection({ startDate: '2026-01-01', endDate: '2026-11-23' }, today)).toBe('expired');
  });

  it('an offer starting in the future is not newly added: it is not shown yet', () => {
    expect(offerSection({ startDate: '2026-11-25', endDate: '2026-12-31' }, today)).toBe('upcoming');
  });
});

describe('a typed promo code (customer spec section 5)', () => {
  const offers = [offer('SAVE10', '2026-11-01', '2026-12-31'), offer('DIWALI', '2026-10-01', '2026-11-10'), offer('XMAS', '2026-12-20', '2026-12-31')];

  it('applies when it names a running offer, whatever its case and spaces', () => {
    expect(checkOfferCode(' save10 ', offers, today)).toEqual({ kind: 'applies', offer: offers[0] });
  });

  it('is "Code Expired" past its end date', () => {
    expect(checkOfferCode('DIWALI', offers, today)).toEqual({ kind: 'expired', offer: offers[1] });
  });

  it('is not a valid offer code when unknown, empty, or not started', () => {
    for (const typed of ['NOPE', '', '   ', 'XMAS']) expect(checkOfferCode(typed, offers, today), typed).toEqual({ kind: 'unknown' });
  });
});
