import { z } from 'zod';
import { ESTIMATE_LINE_KINDS, MATERIAL_TYPES } from './estimate-line';

/** GET …/estimate/suggestions?search=: what the desk is typing, two letters at least. */
export const ZEstimateSuggestionsQuery = z.object({ search: z.string().trim().min(2).max(60) });

/**
 * A line the desk can add in one action: a service of the brand's menu priced for the card's
 * vehicle (before tax), or a part this workshop has billed before at its latest price.
 */
export const ZEstimateSuggestion = z.object({
  source: z.enum(['menu', 'part']),
  serviceId: z.string().nullable(),
  kind: z.enum(ESTIMATE_LINE_KINDS),
  name: z.string(),
  partNo: z.string().nullable(),
  partType: z.string().nullable(),
  hsnSac: z.string().nullable(),
  unitPrice: z.number().nullable(),
  mrp: z.number().nullable(),
  taxPercentage: z.number(),
  materialType: z.enum(MATERIAL_TYPES).nullable(),
});
export type TEstimateSuggestion = z.infer<typeof ZEstimateSuggestion>;

/** POST …/estimate/services: a service of the menu with the add-ons chosen, as lines at once. */
export const ZEstimateServiceBody = z.object({ serviceId: z.uuid(), addOnIds: z.array(z.string().trim().min(1).max(64)).max(20).default([]) });
export type TEstimateServiceBody = z.input<typeof ZEstimateServiceBody>;
