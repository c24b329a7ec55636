import { z } from 'zod';
import { MAKE_SEGMENTS } from '../catalog/vehicle-catalog';
import { VEHICLE_TYPES } from '../garage/vehicle';
import { ZLineAmount } from '../billing/estimate-line';
import { requiredText } from '../workshops/workshop-field';
import { LABOUR_RULES, ZLabourRate } from './labour-fields';
import { ZVehicleSegmentRule } from './labour-segments';

/** The wire contracts of the labour catalogue's routes (`/staff/workshops/{id}/labour/…`); amounts in major units. */

export const ZVehicleSegmentBody = z.object({ name: requiredText(40), ...ZVehicleSegmentRule.shape });
export type TVehicleSegmentBody = z.input<typeof ZVehicleSegmentBody>;

export const ZRateSegmentBody = z.object({ name: requiredText(40), rate: ZLabourRate });
export type TRateSegmentBody = z.input<typeof ZRateSegmentBody>;

export const UPDATE_TARGETS = ['rateSegment', 'vehicleSegment', 'operation'] as const;
export const CHANGE_BASES = ['percentage', 'amount'] as const;

/** A bulk update: a percentage (up to ±100) or an amount, over rate segments, vehicle segments or operations. */
export const ZBulkUpdateBody = z
  .object({
    target: z.enum(UPDATE_TARGETS),
    ids: z.array(z.uuid()).min(1, LABOUR_RULES.targetsRequired).max(200),
    basis: z.enum(CHANGE_BASES),
    value: z.number().min(-1_000_000).max(1_000_000),
  })
  // Not zero, a percentage within 100, and no finer than a thousandth (the dinar's fils; the history keeps thousandths).
  .refine((body) => body.value !== 0 && (body.basis === 'amount' || Math.abs(body.value) <= 100) && Number(body.value.toFixed(3)) === body.value, {
    message: LABOUR_RULES.changeInvalid,
    path: ['value'],
  });
export type TBulkUpdateBody = z.input<typeof ZBulkUpdateBody>;

export const ZPublishBody = z.object({ isPublished: z.boolean() });

/** A service of the brand's menu as the workshop sells it online: a labour operation and the parts' amount per vehicle segment. */
export const ZOnlineServiceBody = z.object({
  serviceId: z.uuid(),
  operationId: z.uuid(),
  parts: z
    .array(z.object({ vehicleSegmentId: z.uuid(), amount: ZLineAmount }))
    .max(50)
    .default([]),
});
export type TOnlineServiceBody = z.input<typeof ZOnlineServiceBody>;

export const ZVehicleSegment = z.object({
  vehicleSegmentId: z.string(),
  name: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  categories: z.array(z.string()),
  makeSegments: z.array(z.enum(MAKE_SEGMENTS)),
});
export const ZRateSegment = z.object({ rateSegmentId: z.string(), name: z.string(), rate: z.number() });
export const ZLabourCell = z.object({ vehicleSegmentId: z.string(), hours: z.number(), price: z.number() });
export const ZLabourOperation = z.object({
  operationId: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  rateSegmentId: z.string(),
  properties: z.array(z.object({ type: z.string(), options: z.array(z.string()) })),
  cells: z.array(ZLabourCell),
});
export const ZOnlineService = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  operationId: z.string(),
  parts: z.array(z.object({ vehicleSegmentId: z.string(), amount: z.number() })),
});

/** The workshop's whole labour catalogue: one read for the catalogue screen. */
export const ZLabourCatalogue = z.object({
  currency: z.string(),
  isPublished: z.boolean(),
  vehicleSegments: z.array(ZVehicleSegment),
  rateSegments: z.array(ZRateSegment),
  operations: z.array(ZLabourOperation),
  onlineServices: z.array(ZOnlineService),
  /** The brand's menu services the workshop may sell online. */
  menuServices: z.array(z.object({ serviceId: z.string(), name: z.string() })),
});
export type TLabourCatalogue = z.infer<typeof ZLabourCatalogue>;
export type TLabourOperation = z.infer<typeof ZLabourOperation>;

const ZRateChange = z.object({ rateSegmentId: z.string(), name: z.string(), before: z.number(), after: z.number() });
const ZPriceChange = z.object({
  operationId: z.string(),
  operationName: z.string(),
  vehicleSegmentId: z.string(),
  vehicleSegmentName: z.string(),
  before: z.number(),
  after: z.number(),
});

/** What a bulk update would change, before it applies; `problem` is the API error it would fail with. */
export const ZBulkUpdatePreview = z.object({
  currency: z.string(),
  rates: z.array(ZRateChange),
  prices: z.array(ZPriceChange),
  problem: z.enum(['labour/rate-not-saved', 'labour/segment-values-not-updated']).nullable(),
});
export type TBulkUpdatePreview = z.infer<typeof ZBulkUpdatePreview>;

/** One applied bulk update: who, when, what, and every rate and price before and after. */
export const ZLabourChange = z.object({
  changeId: z.string(),
  at: z.string(),
  staffName: z.string(),
  target: z.enum(UPDATE_TARGETS),
  basis: z.enum(CHANGE_BASES),
  value: z.number(),
  currency: z.string(),
  rates: z.array(ZRateChange),
  prices: z.array(ZPriceChange),
});
export type TLabourChange = z.infer<typeof ZLabourChange>;

/** Labour lines for a job card's estimate, from the catalogue, priced for the card's vehicle. */
export const ZLabourLinesBody = z.object({ operationIds: z.array(z.uuid()).min(1, LABOUR_RULES.targetsRequired).max(20) });
