/**
 * Mobile-number rules of customer spec section 5. India: 10 digits starting 1-9, an optional
 * leading 0 or +91 is tolerated and removed. Saudi Arabia and UAE: 9 digits. Bahrain: 8 digits.
 */
export const COUNTRY_PHONE_RULES = {
  '+91': { digits: 10, pattern: /^[1-9]\d{9}$/, prefixes: ['+91', '0'] },
  '+966': { digits: 9, pattern: /^[1-9]\d{8}$/, prefixes: [] },
  '+971': { digits: 9, pattern: /^[1-9]\d{8}$/, prefixes: [] },
  '+973': { digits: 8, pattern: /^[1-9]\d{7}$/, prefixes: [] },
} as const satisfies Record<string, { digits: number; pattern: RegExp; prefixes: readonly string[] }>;

export type CountryCode = keyof typeof COUNTRY_PHONE_RULES;
export const COUNTRY_CODES = Object.keys(COUNTRY_PHONE_RULES) as [CountryCode, ...CountryCode[]];

export const MOBILE_INVALID_MESSAGE = 'enter valid mobile number';
export const COUNTRY_UNSUPPORTED_MESSAGE = 'This country code is not supported';

export const isCountryCode = (value: string): value is CountryCode => value in COUNTRY_PHONE_RULES;

/** Strips spaces, dashes and the tolerated prefixes; returns the national number. */
export function normalizeMobileNumber(countryCode: CountryCode, raw: string): string {
  let number = raw.replace(/[\s-]/g, '');
  const rule = COUNTRY_PHONE_RULES[countryCode];
  for (const prefix of rule.prefixes) {
    if (number.startsWith(prefix) && number.length > rule.digits) {
      number = number.slice(prefix.length);
      break;
    }
  }
  return number;
}

export type MobileCheck = { ok: true; nationalNumber: string; e164: string } | { ok: false; message: string };

/**
 * @param digitCount the brand's mobileDigitCount; it must agree with the country's rule.
 */
export function checkMobileNumber(countryCode: string, raw: string, digitCount?: number): MobileCheck {
  if (!isCountryCode(countryCode)) return { ok: false, message: COUNTRY_UNSUPPORTED_MESSAGE };
  const nationalNumber = normalizeMobileNumber(countryCode, raw);
  const rule = COUNTRY_PHONE_RULES[countryCode];
  const expectedDigits = digitCount ?? rule.digits;
  if (nationalNumber.length !== expectedDigits || !rule.pattern.test(nationalNumber)) {
    return { ok: false, message: MOBILE_INVALID_MESSAGE };
  }
  return { ok: true, nationalNumber, e164: `${countryCode}${nationalNumber}` };
}

/** '+91' '9876543210' -> '+91 ******3210', as the OTP screen shows it. */
export function maskMobileNumber(countryCode: string, nationalNumber: string): string {
  const visible = nationalNumber.slice(-4);
  return `${countryCode} ${'*'.repeat(Math.max(0, nationalNumber.length - 4))}${visible}`;
}
