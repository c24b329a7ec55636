import type { TService } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { matchesSearch, pillTags, shownServices } from './service-search';

const service = (displayName: string, displayTags: string[]): TService => ({
  serviceId: displayName,
  category: 'periodic',
  vehicleType: 'car',
  displayName,
  shortDescription: '',
  displayTags,
  promotionalText: null,
  imageUrl: null,
  damageTypeId: null,
  partId: null,
  faqListId: null,
  articleListId: null,
  pricing: null,
});

const menu = [
  service('AC Gas Top-up', ['AC', 'Popular']),
  service('Front Door Dent Repair', ['Denting', 'Front Door Body Panel']),
  service('Basic Service', ['Popular']),
];

describe('searching the service menu (customer spec sections 2, 5 and 9)', () => {
  it('matches the display name ignoring case, and an empty search matches all', () => {
    expect(matchesSearch(menu[0]!, 'ac gas')).toBe(true);
    expect(matchesSearch(menu[0]!, '  AC GAS ')).toBe(true);
    expect(matchesSearch(menu[0]!, 'battery')).toBe(false);
    expect(matchesSearch(menu[0]!, '')).toBe(true);
  });

  it('shows each tag once as a pill, never one ending in Body Panel', () => {
    expect(pillTags(menu)).toEqual(['AC', 'Popular', 'Denting']);
  });

  it('narrows by search and tag together', () => {
    expect(shownServices(menu, '', 'Popular').map((s) => s.displayName)).toEqual(['AC Gas Top-up', 'Basic Service']);
    expect(shownServices(menu, 'basic', 'Popular').map((s) => s.displayName)).toEqual(['Basic Service']);
    expect(shownServices(menu, 'zzz', null)).toEqual([]);
  });
});
