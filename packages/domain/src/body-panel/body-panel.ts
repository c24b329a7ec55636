import { z } from 'zod';

/**
 * The body panel screen's shapes (customer spec sections 2, 3 and 7): the vehicle drawn from four
 * sides, each drawing with the parts a customer can tap, and the damage types of a part.
 */
export const ORIENTATIONS = ['front', 'rear', 'left', 'right'] as const;
export type TOrientation = (typeof ORIENTATIONS)[number];

/** A part's or a damage type's key: lower-case words joined by dashes ('left-front-door', 'dent'). */
export const ZBodyKey = z
  .string()
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown key');

/** A corner of a part's outline, in the drawing's own coordinates (its viewBox). */
export const ZSectionPoint = z.object({ x: z.number(), y: z.number() });
export type TSectionPoint = z.infer<typeof ZSectionPoint>;

/** A part the customer can tap on a drawing: its outline, closed from the last point to the first. */
export const ZPartSection = z.object({ partId: z.string(), displayName: z.string(), sectionPoints: z.array(ZSectionPoint) });
export type TPartSection = z.infer<typeof ZPartSection>;

/** The size of a drawing's coordinate space: its viewBox starts at 0 0. */
export const ZViewBox = z.object({ width: z.number().positive(), height: z.number().positive() });
export type TViewBox = z.infer<typeof ZViewBox>;

/** One side of the vehicle: its drawing (an SVG), the drawing's coordinate space and the parts on it, the topmost last. */
export const ZVehiclePerspective = z.object({
  orientation: z.enum(ORIENTATIONS),
  imageUrl: z.string(),
  viewBox: ZViewBox,
  partSections: z.array(ZPartSection),
});
export type TVehiclePerspective = z.infer<typeof ZVehiclePerspective>;

/** A kind of damage a part can have; a part's list runs from the lightest to the heaviest. */
export const ZDamageType = z.object({ damageTypeId: z.string(), displayName: z.string() });
export type TDamageType = z.infer<typeof ZDamageType>;

const clientName = z.string().max(64).optional();
const catalogVehicleId = z.string().min(1).max(300);

/** GET /settings/vehicle-perspectives: the drawings of the customer's vehicle (a catalogue variant). */
export const ZVehiclePerspectivesQuery = z.object({ catalogVehicleId, clientName });

/** GET /settings/damage-types: the damages one of the brand's parts can have. */
export const ZDamageTypesQuery = z.object({ partId: ZBodyKey, clientName });

/** GET /catalog/services/body-damage: the service for a damage of a part, priced for the vehicle (starting from, without one). */
export const ZBodyDamageQuery = z.object({
  partId: ZBodyKey,
  damageTypeId: ZBodyKey,
  catalogVehicleId: catalogVehicleId.optional(),
  pricingSegment: z.string().min(1).max(64).optional(),
  clientName,
});
export type TBodyDamageQuery = z.infer<typeof ZBodyDamageQuery>;
