import { ruleCodes } from '../shared/rule-codes';
import type { CountryCode } from '../shared/phone';

/**
 * Registration plates of the four markets (customer spec section 5; workshop spec section 5
 * "Country formats"). Plates are compared and stored normalised: upper case, no spaces or dashes.
 */
export const PLATE_MISSING_MESSAGE = 'please enter registration number';
export const PLATE_INVALID_MESSAGE = 'enter valid license plate';
export const PLATE_MESSAGES = { missing: PLATE_MISSING_MESSAGE, invalid: PLATE_INVALID_MESSAGE } as const;
export const PLATE_RULES = ruleCodes('plate', PLATE_MESSAGES);

export const normalizePlate = (raw: string) =>
  raw
    .trim()
    .toUpperCase()
    .replace(/[\s\-.]/g, '');

/** Indian RTO state and union-territory codes (the first two letters of a regular plate). */
const INDIAN_STATE_CODES = new Set(
  'AN AP AR AS BR CG CH DD DL DN GA GJ HP HR JH JK KA KL LA LD MH ML MN MP MZ NL OD OR PB PY RJ SK TG TN TR TS UK UP WB'.split(' '),
);

/** KA01AB1234, DL3CAB1234, MH12Z1234, and the Bharat series 22BH1234AA. */
function isIndianPlate(plate: string): boolean {
  // The number is always four digits on a plate (0001 to 9999).
  const regular = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{4})$/.exec(plate);
  if (regular) return INDIAN_STATE_CODES.has(regular[1]!) && Number(regular[4]) > 0;
  const bharat = /^(\d{2})BH(\d{4})([A-Z]{1,2})$/.exec(plate);
  return bharat !== null && !['I', 'O'].some((c) => bharat[3]!.includes(c));
}

/** Saudi plates carry 1 to 4 digits and 3 Latin letters from the 17 used on plates: 1234BUA. */
const SAUDI_LETTERS = 'ABDEGHJKLNRSTUVXZ';
function isSaudiPlate(plate: string): boolean {
  const match = /^(\d{1,4})([A-Z]{1,3})$/.exec(plate) ?? /^([A-Z]{1,3})(\d{1,4})$/.exec(plate);
  if (!match) return false;
  const letters = /\d/.test(match[1]!) ? match[2]! : match[1]!;
  return [...letters].every((c) => SAUDI_LETTERS.includes(c));
}

const UAE_EMIRATES = [
  'DUBAI',
  'ABUDHABI',
  'SHARJAH',
  'AJMAN',
  'UMMALQUWAIN',
  'RASALKHAIMAH',
  'FUJAIRAH',
  'DXB',
  'AUH',
  'SHJ',
  'AJM',
  'UAQ',
  'RAK',
  'FUJ',
  'AD',
];
/** UAE: an optional emirate, a category code (1-2 letters or 1-2 digits), then 1 to 5 digits. */
function isUaePlate(plate: string): boolean {
  const emirate = UAE_EMIRATES.find((e) => plate.startsWith(e) && plate.length > e.length);
  const rest = emirate ? plate.slice(emirate.length) : plate;
  return /^([A-Z]{1,2}|\d{1,2})\d{1,5}$/.test(rest) || (emirate !== undefined && /^\d{1,5}$/.test(rest));
}

/** Bahrain: private plates are up to 6 digits. */
const isBahrainPlate = (plate: string) => /^\d{1,6}$/.test(plate) && Number(plate) > 0;

const CHECKERS: Record<CountryCode, (plate: string) => boolean> = {
  '+91': isIndianPlate,
  '+966': isSaudiPlate,
  '+971': isUaePlate,
  '+973': isBahrainPlate,
};

/** A temporary number: 4 digits then 3 letters (customer spec section 5), or Saudi ABC-123-123 (workshop spec). */
export function isTemporaryPlate(raw: string): boolean {
  const plate = normalizePlate(raw);
  return /^\d{4}[A-Z]{3}$/.test(plate) || /^[A-Z]{3}-?\d{3}-?\d{3}$/.test(raw.trim().toUpperCase().replace(/\s/g, ''));
}

/** A refusal names its rule (for the apps) and the spec's English message (for the server's 400). */
export type PlateCheck = { ok: true; plate: string } | { ok: false; rule: (typeof PLATE_RULES)[keyof typeof PLATE_RULES]; message: string };

export function checkPlate(countryCode: CountryCode, raw: string | null | undefined, isTemporary = false): PlateCheck {
  const trimmed = (raw ?? '').trim();
  if (!trimmed) return { ok: false, rule: PLATE_RULES.missing, message: PLATE_MISSING_MESSAGE };
  const plate = normalizePlate(trimmed);
  const valid = isTemporary ? isTemporaryPlate(trimmed) : CHECKERS[countryCode](plate);
  return valid ? { ok: true, plate } : { ok: false, rule: PLATE_RULES.invalid, message: PLATE_INVALID_MESSAGE };
}
