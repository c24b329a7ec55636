import { z } from 'zod';
import type { TBrandVariant } from '../brands/client-settings';
import { ruleCodes } from '../shared/rule-codes';
import { VEHICLE_MESSAGES } from './vehicle-messages';

export const FUEL_TYPES = ['PETROL', 'DIESEL', 'ELECTRIC', 'CNG', 'LPG'] as const;
export type TFuelType = (typeof FUEL_TYPES)[number];
export const VEHICLE_TYPES = ['car', 'two-wheeler'] as const;
export type TVehicleType = (typeof VEHICLE_TYPES)[number];

/** The year picker offers the last 23 years, newest first (customer spec section 9). */
export const YEAR_PICKER_SPAN = 23;
export const yearChoices = (today: Date = new Date()) => Array.from({ length: YEAR_PICKER_SPAN }, (_, i) => today.getFullYear() - i);

export const VEHICLE_IMAGE_SLOTS = 3;
export const ODOMETER_MAX_DIGITS = 6;

/** The bike variant shows two-wheelers and drops DIESEL (customer spec section 1). */
export function fuelTypesFor(variant: TBrandVariant): TFuelType[] {
  return variant === 'bike' ? FUEL_TYPES.filter((f) => f !== 'DIESEL') : [...FUEL_TYPES];
}
export const vehicleTypesFor = (variant: TBrandVariant): TVehicleType[] => (variant === 'bike' ? ['two-wheeler'] : ['car', 'two-wheeler']);

/** The schemas' issues carry these codes; vehicle-messages.ts has their English (see rules.ts). */
export const VEHICLE_RULES = ruleCodes('vehicle', VEHICLE_MESSAGES);
export type VehicleRule = (typeof VEHICLE_RULES)[keyof typeof VEHICLE_RULES];

export type VehiclePickerState = { makeId?: string | null; modelId?: string | null; year?: number | null; fuelType?: string | null };

/**
 * Which picker may open next (customer spec section 5: model needs brand, year needs model,
 * variant needs fuel type). Returns the rule to show, or null when the step may open.
 */
export function pickerBlockedRule(step: 'model' | 'year' | 'fuel' | 'variant', state: VehiclePickerState): VehicleRule | null {
  if (step === 'model') return state.makeId ? null : VEHICLE_RULES.modelNeedsBrand;
  if (step === 'year') return state.makeId && state.modelId ? null : VEHICLE_RULES.yearNeedsModel;
  if (step === 'fuel') return state.makeId && state.year ? null : VEHICLE_RULES.fuelNeedsYear;
  return state.fuelType ? null : VEHICLE_RULES.fuelRequired;
}

/**
 * Whether a catalogue variant fits the customer's picks: same make and model, the chosen fuel
 * ('Selected variant doesnot match with fuel type'), on sale in the chosen year. Null when it fits.
 */
export function variantChoiceProblem(
  variant: { makeId: string; modelId: string; fuelType: string; startYear: number; endYear: number | null },
  choice: { makeId: string; modelId: string; fuelType: string; year: number },
): { field: 'catalogVehicleId' | 'year'; message: string } | null {
  if (variant.makeId !== choice.makeId || variant.modelId !== choice.modelId) return { field: 'catalogVehicleId', message: VEHICLE_MESSAGES.variantRequired };
  if (variant.fuelType !== choice.fuelType) return { field: 'catalogVehicleId', message: VEHICLE_MESSAGES.fuelMismatch };
  const onSale = variant.startYear <= choice.year && (variant.endYear === null || choice.year <= variant.endYear);
  return onSale ? null : { field: 'year', message: VEHICLE_MESSAGES.yearRequired };
}

export const ZVehicleCreate = z.object({
  makeId: z.string({ error: VEHICLE_RULES.brandRequired }).min(1, VEHICLE_RULES.brandRequired),
  modelId: z.string({ error: VEHICLE_RULES.modelRequired }).min(1, VEHICLE_RULES.modelRequired),
  year: z.coerce.number({ error: VEHICLE_RULES.yearRequired }).int(VEHICLE_RULES.yearRequired).min(1900, VEHICLE_RULES.yearRequired),
  fuelType: z.enum(FUEL_TYPES, { error: VEHICLE_RULES.fuelRequired }),
  catalogVehicleId: z.string({ error: VEHICLE_RULES.variantRequired }).min(1, VEHICLE_RULES.variantRequired),
  registrationNumber: z.string().trim().optional().default(''),
  isTempNumber: z.boolean().optional().default(false),
  nickName: z.string().trim().max(30).optional(),
});
export type TVehicleCreate = z.input<typeof ZVehicleCreate>;

export const ZNickname = z
  .string({ error: VEHICLE_RULES.nicknameRequired })
  .trim()
  .min(1, VEHICLE_RULES.nicknameRequired)
  .max(30, VEHICLE_RULES.nicknameInvalid)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} '._-]*$/u, VEHICLE_RULES.nicknameInvalid);

/** VIN: required, letters and digits once spaces are removed; 16 or 17 characters (workshop spec section 9). */
export const ZVin = z
  .string({ error: VEHICLE_RULES.vinRequired })
  .transform((v) => v.replace(/\s/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, VEHICLE_RULES.vinRequired)
      .regex(/^[A-Z0-9]{16,17}$/, VEHICLE_RULES.vinInvalid),
  );

/** Odometer: digits only, under 7 characters. */
export const ZOdometer = z
  .union([z.string(), z.number()], { error: VEHICLE_RULES.odometerRequired })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(1, VEHICLE_RULES.odometerRequired)
      .regex(/^\d{1,6}$/, VEHICLE_RULES.odometerInvalid),
  )
  .transform(Number);

/**
 * A vehicle a workshop records for one of its customers (workshop spec sections 3 and 5): the
 * catalogue choice and plate of the customer app's vehicle, plus VIN (16 or 17 characters), engine
 * number, colour, odometer, average km a day and the next service date.
 */
export const ZWorkshopVehicleBody = ZVehicleCreate.extend({
  vinNumber: ZVin.nullish(),
  engineNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{5,20}$/)
    .nullish(),
  colour: z.string().trim().max(40).nullish(),
  odometer: ZOdometer.nullish(),
  averageKmPerDay: z.number().int().min(0).max(2000).nullish(),
  nextServiceDate: z.iso.date().nullish(),
});
export type TWorkshopVehicleBody = z.input<typeof ZWorkshopVehicleBody>;

export const ZVehicleUpdate = z.object({
  nickName: ZNickname,
  registrationNumber: z.string().trim(),
  isTempNumber: z.boolean().optional().default(false),
  vinNumber: ZVin,
  odometer: ZOdometer,
});
export type TVehicleUpdate = z.input<typeof ZVehicleUpdate>;

export const ZVehicle = z.object({
  did: z.string(),
  ref: z.string(),
  nickName: z.string().nullable(),
  make: z.string(),
  makeId: z.string(),
  model: z.string(),
  modelId: z.string(),
  variant: z.string(),
  year: z.number().int(),
  fuelType: z.enum(FUEL_TYPES),
  vehicleType: z.enum(VEHICLE_TYPES),
  registrationNumber: z.string().nullable(),
  isTempNumber: z.boolean(),
  vinNumber: z.string().nullable(),
  odometer: z.number().int().nullable(),
  /** Set by the workshop that last serviced it (the dashboard's Next service tile). */
  nextServiceDate: z.string().nullable(),
  imageUrl: z.string().nullable(),
  imagePaths: z.array(z.string().nullable()).length(VEHICLE_IMAGE_SLOTS),
  catalogVehicleId: z.string(),
  makeSegment: z.string(),
  documentIds: z.array(z.string()),
  isDefault: z.boolean(),
  isSelected: z.boolean(),
  hasActiveBooking: z.boolean(),
});
export type TVehicle = z.infer<typeof ZVehicle>;
