import { z } from 'zod';
import type { CountryCode } from '../shared/phone';
import { ruleCodes } from '../shared/rule-codes';
import { ADDRESS_MESSAGES } from './address-messages';
import { isMapStartPoint } from './map-start';

export const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const;
export type TAddressType = (typeof ADDRESS_TYPES)[number];

/** The schemas' issues carry these codes; a length issue brings its limit as zod's `maximum`. */
export const ADDRESS_RULES = ruleCodes('address', ADDRESS_MESSAGES);

export const ADDRESS_LIMITS = { house: 64, landmark: 64, city: 32, state: 32 } as const;

/** Postal codes per market: India's 6-digit PIN is required; the Gulf's are optional where they exist. */
export const POSTAL_CODE_RULES: Record<CountryCode, { required: boolean; pattern: RegExp }> = {
  '+91': { required: true, pattern: /^[1-9]\d{5}$/ },
  '+966': { required: false, pattern: /^\d{5}$/ },
  '+971': { required: false, pattern: /^\d{1,6}$/ },
  '+973': { required: false, pattern: /^\d{3,4}$/ },
};

const LETTERS = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

/** 'new delhi' -> 'New delhi': the first letter capitalised on save, as the spec says. */
export const capitalizeFirst = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const letters = (required: string, invalid: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: ADDRESS_RULES.tooLong, abort: true })
    .regex(LETTERS, invalid)
    .transform(capitalizeFirst);

const coordinate = (min: number, max: number) =>
  z
    .union([z.string(), z.number()], { error: ADDRESS_RULES.locationRequired })
    .transform((v) => String(v).trim())
    .refine((v) => v !== '' && Number.isFinite(Number(v)) && Number(v) >= min && Number(v) <= max, ADDRESS_RULES.locationRequired);

export const addressSchema = (countryCode: CountryCode) => {
  const postal = POSTAL_CODE_RULES[countryCode];
  return (
    z
      .object({
        addressType: z.enum(ADDRESS_TYPES, { error: ADDRESS_RULES.typeRequired }),
        addressline1: z
          .string({ error: ADDRESS_RULES.houseRequired })
          .trim()
          .min(1, ADDRESS_RULES.houseRequired)
          .max(ADDRESS_LIMITS.house, ADDRESS_RULES.tooLong),
        landmark: z
          .string({ error: ADDRESS_RULES.landmarkRequired })
          .trim()
          .min(1, ADDRESS_RULES.landmarkRequired)
          .max(ADDRESS_LIMITS.landmark, ADDRESS_RULES.tooLong),
        city: letters(ADDRESS_RULES.cityRequired, ADDRESS_RULES.cityLetters, ADDRESS_LIMITS.city),
        state: letters(ADDRESS_RULES.stateRequired, ADDRESS_RULES.stateLetters, ADDRESS_LIMITS.state),
        postalCode: z
          .string()
          .trim()
          .optional()
          .default('')
          .refine((v) => v !== '' || !postal.required, ADDRESS_RULES.pincodeRequired)
          .refine((v) => v === '' || postal.pattern.test(v), ADDRESS_RULES.pincodeInvalid),
        country: z.string().trim().max(64).optional(),
        latitude: coordinate(-90, 90),
        longitude: coordinate(-180, 180),
      })
      // A pin never moved from where the map opens is no place the customer chose (map-start.ts).
      .refine((fields) => !isMapStartPoint(countryCode, { latitude: Number(fields.latitude), longitude: Number(fields.longitude) }), {
        error: ADDRESS_RULES.placeNotChosen,
        path: ['latitude'],
      })
  );
};
export type TAddressInput = z.input<ReturnType<typeof addressSchema>>;
export type TAddressFields = z.output<ReturnType<typeof addressSchema>>;

/** Home and Work appear once among a customer's addresses; Other any number of times. */
export function isAddressTypeTaken(type: TAddressType, others: { addressType: string }[]): boolean {
  return type !== 'Other' && others.some((a) => a.addressType === type);
}

export const ZAddress = z.object({
  did: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
  addressline1: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  isDefault: z.boolean(),
  isSelected: z.boolean(),
  ref: z.string(),
});
export type TAddress = z.infer<typeof ZAddress>;
