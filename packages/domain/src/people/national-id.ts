import type { CountryCode } from '../shared/phone';
import { compactCode } from '../workshops/workshop-field';
import { hasLuhnCheck, hasVerhoeffCheck } from './check-digits';

/**
 * The national id an employee is known by in each market (issue 29 part 1):
 * - India, Aadhaar (UIDAI): 12 digits, the first 2 to 9, the last a Verhoeff check digit.
 * - Saudi Arabia, national id (first digit 1) or iqama (2): 10 digits, the last a Luhn check digit.
 * - Bahrain, CPR: 9 digits (no public check-digit rule, so only the form is checked).
 * - UAE, Emirates ID: 784-YYYY-NNNNNNN-C, 15 digits (784 is the country, YYYY the year of birth),
 *   the last a Luhn check digit over all fifteen.
 * Typed with spaces, dashes or Arabic-Indic digits, it is kept as digits only.
 */
export const NATIONAL_ID_KINDS = { '+91': 'aadhaar', '+966': 'saudiId', '+973': 'bahrainCpr', '+971': 'emiratesId' } as const satisfies Record<
  CountryCode,
  string
>;
export type TNationalIdKind = (typeof NATIONAL_ID_KINDS)[CountryCode];

const RULES: Record<TNationalIdKind, (digits: string) => boolean> = {
  aadhaar: (digits) => /^[2-9]\d{11}$/.test(digits) && hasVerhoeffCheck(digits),
  saudiId: (digits) => /^[12]\d{9}$/.test(digits) && hasLuhnCheck(digits),
  bahrainCpr: (digits) => /^\d{9}$/.test(digits),
  emiratesId: (digits) => /^784\d{12}$/.test(digits) && hasLuhnCheck(digits),
};

export const nationalIdKindOf = (countryCode: CountryCode): TNationalIdKind => NATIONAL_ID_KINDS[countryCode];

/** The id as kept (digits only), or null when it is not a valid id of the market. */
export function nationalIdOf(countryCode: CountryCode, raw: string): string | null {
  const digits = compactCode(raw).replace(/-/g, '');
  return RULES[nationalIdKindOf(countryCode)](digits) ? digits : null;
}

/** The id as people write it: Aadhaar in fours, the Emirates ID as 784-YYYY-NNNNNNN-C. */
export function formatNationalId(countryCode: CountryCode, digits: string): string {
  const kind = nationalIdKindOf(countryCode);
  if (kind === 'aadhaar') return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  if (kind === 'emiratesId') return digits.replace(/^(\d{3})(\d{4})(\d{7})(\d)$/, '$1-$2-$3-$4');
  return digits;
}
