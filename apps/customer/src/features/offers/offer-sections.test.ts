import type { TOffer } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { nameLines, offersBySection, usableOffers } from './offer-sections';

const offer = (offerCode: string, section: TOffer['section']): TOffer => ({
  offerId: offerCode,
  offerCode,
  name: offerCode,
  displayColor: '#1c4ed8',
  imageUrl: null,
  validity: { startDate: '2026-11-01', endDate: '2026-12-31' },
  termsAndConditions: [],
  section,
});

describe('the Offers screen’s sections', () => {
  it('are Newly added, Offers and Expired, in that order, each keeping the server’s order', () => {
    const offers = [offer('B', 'new'), offer('OLD', 'expired'), offer('A', 'new'), offer('RUN', 'running')];
    expect(offersBySection(offers).map(({ section, offers: listed }) => [section, listed.map((o) => o.offerCode)])).toEqual([
      ['new', ['B', 'A']],
      ['running', ['RUN']],
      ['expired', ['OLD']],
    ]);
  });

  it('has every section even when empty, so the Expired one can say it has none', () => {
    expect(offersBySection([offer('A', 'running')]).find((group) => group.section === 'expired')?.offers).toEqual([]);
  });

  it('the dashboard row leaves out expired offers', () => {
    expect(usableOffers([offer('A', 'new'), offer('B', 'expired'), offer('C', 'running')]).map((o) => o.offerCode)).toEqual(['A', 'C']);
  });
});

describe('an offer’s name on a card', () => {
  it('is split by spaces over two lines, the first taking the larger half', () => {
    expect(nameLines('15% Off First Service')).toEqual(['15% Off', 'First Service']);
    expect(nameLines('New Year  Special')).toEqual(['New Year', 'Special']);
    expect(nameLines(' Monsoon ')).toEqual(['Monsoon', '']);
    expect(nameLines('خصم 15٪ على أول خدمة')).toEqual(['خصم 15٪ على', 'أول خدمة']);
  });
});
