import { z } from 'zod';
import type { TServiceCategory } from './service';
import { ZService } from './service';

/** The dashboard's recommended services: a short list, so it fits one slider (customer spec section 2). */
export const RECOMMENDED_SERVICES_LIMIT = 6;

/**
 * Why a service is in the list, in the order the rule takes them: the brand recommends it, it is
 * the periodic service every vehicle comes back for, it carries a promotion, or it shows one more
 * kind of service from the brand's menu.
 */
export const RECOMMENDATION_REASONS = ['brand', 'periodic', 'promotion', 'menu'] as const;
export type TRecommendationReason = (typeof RECOMMENDATION_REASONS)[number];

/** A recommended service: the menu's service, priced for the vehicle, marked recommended, with why. */
export const ZRecommendedService = ZService.extend({ recommended: z.literal(true), reason: z.enum(RECOMMENDATION_REASONS) });
export type TRecommendedService = z.infer<typeof ZRecommendedService>;

/** What the rule reads of a service that can be offered to the customer's vehicle. */
export type RecommendationCandidate = { category: TServiceCategory; isRecommended: boolean; hasPromotion: boolean; isBodyPanel: boolean };

const reasonOf = (candidate: RecommendationCandidate): TRecommendationReason =>
  candidate.isRecommended ? 'brand' : candidate.category === 'periodic' ? 'periodic' : candidate.hasPromotion ? 'promotion' : 'menu';

/**
 * Picks the recommended services from candidates in menu order:
 * 1. every service the brand recommends;
 * 2. then one service of each kind (category) not shown yet, the periodic service first, then
 *    promoted ones, then in menu order, so a short list shows several kinds rather than three
 *    grades of one service;
 * 3. then the rest in that same order, until the list is full.
 * Body-panel repairs are left out: the customer reaches them by tapping the damaged panel.
 */
export function recommendServices<T extends RecommendationCandidate>(
  candidates: readonly T[],
  limit = RECOMMENDED_SERVICES_LIMIT,
): { service: T; reason: TRecommendationReason }[] {
  const eligible = candidates.filter((candidate) => !candidate.isBodyPanel);
  const rank = (candidate: T) => RECOMMENDATION_REASONS.indexOf(reasonOf(candidate));
  // A stable sort keeps menu order within each reason.
  const ordered = [...eligible].sort((a, b) => rank(a) - rank(b));
  const chosen: T[] = [];
  const take = (candidate: T) => {
    if (chosen.length < limit && !chosen.includes(candidate)) chosen.push(candidate);
  };
  for (const candidate of ordered) if (candidate.isRecommended) take(candidate);
  const shownKinds = new Set(chosen.map((candidate) => candidate.category));
  for (const candidate of ordered) {
    if (shownKinds.has(candidate.category)) continue;
    take(candidate);
    shownKinds.add(candidate.category);
  }
  for (const candidate of ordered) take(candidate);
  return chosen.map((service) => ({ service, reason: reasonOf(service) }));
}
