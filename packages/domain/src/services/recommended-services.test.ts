import { describe, expect, it } from 'vitest';
import { recommendServices, RECOMMENDED_SERVICES_LIMIT, type RecommendationCandidate } from './recommended-services';
import type { TServiceCategory } from './service';

type Candidate = RecommendationCandidate & { name: string };
const service = (name: string, category: TServiceCategory, flags: Partial<RecommendationCandidate> = {}): Candidate => ({
  name,
  category,
  isRecommended: false,
  hasPromotion: false,
  isBodyPanel: false,
  ...flags,
});

/** A car menu in menu order, shaped like the demo one. */
const MENU = [
  service('Basic', 'periodic'),
  service('Standard', 'periodic', { isRecommended: true }),
  service('Comprehensive', 'periodic'),
  service('Brake pads', 'brakes'),
  service('Disc skimming', 'brakes'),
  service('AC', 'ac', { hasPromotion: true }),
  service('Battery', 'battery'),
  service('Tyres', 'tyres'),
  service('Alignment', 'alignment'),
  service('Front bumper paint', 'denting-painting', { isBodyPanel: true }),
  service('Car spa', 'detailing'),
  service('Ceramic coating', 'detailing', { hasPromotion: true }),
];
const names = (picked: { service: Candidate }[]) => picked.map((pick) => pick.service.name);

describe('the recommended services of the dashboard', () => {
  it('takes the brand’s picks, then one of each kind: periodic first, then promoted, then in menu order', () => {
    const picked = recommendServices(MENU);
    expect(picked).toHaveLength(RECOMMENDED_SERVICES_LIMIT);
    expect(names(picked)).toEqual(['Standard', 'AC', 'Ceramic coating', 'Brake pads', 'Battery', 'Tyres']);
    expect(picked.map((pick) => pick.reason)).toEqual(['brand', 'promotion', 'promotion', 'menu', 'menu', 'menu']);
  });

  it('without a pick of the brand the periodic service leads, and one grade of it is enough', () => {
    const unpicked = MENU.map((candidate) => ({ ...candidate, isRecommended: false }));
    const picked = recommendServices(unpicked);
    expect(names(picked)).toEqual(['Basic', 'AC', 'Ceramic coating', 'Brake pads', 'Battery', 'Tyres']);
    expect(picked[0]!.reason).toBe('periodic');
  });

  it('every pick of the brand comes first, even several of one kind, and the list stays short', () => {
    const allPicked = MENU.map((candidate) => ({ ...candidate, isRecommended: true }));
    expect(names(recommendServices(allPicked))).toEqual(['Basic', 'Standard', 'Comprehensive', 'Brake pads', 'Disc skimming', 'AC']);
  });

  it('fills a short menu with more of the kinds already shown, and never offers a body-panel repair', () => {
    const short = [service('Bike service', 'bike-care'), service('Bike wash', 'bike-care'), service('Dent', 'denting-painting', { isBodyPanel: true })];
    expect(names(recommendServices(short))).toEqual(['Bike service', 'Bike wash']);
    expect(recommendServices([])).toEqual([]);
    expect(names(recommendServices(MENU, 2))).toEqual(['Standard', 'AC']);
  });
});
