import { normalizePlate } from '../garage/plate';
import { COUNTRY_PHONE_RULES, isCountryCode } from '../shared/phone';

/** The workshop's running job card number as it is printed and kept: 'JC-000042'. */
export const jobCardNoOf = (number: number) => `JC-${String(number).padStart(6, '0')}`;

/** Fewer digits than this match too many numbers to be a search for one (issue 26 item 8: "part of a mobile number"). */
export const MOBILE_PART_MIN_DIGITS = 4;

/**
 * What the job board's one search box looks for (issue 26 item 8), each null when the text cannot be
 * one: a desk types whatever the customer reads out, so one text is tried as several things at once.
 */
export type JobCardSearch = {
  /** 'JC-000123' for 'JC-000123', 'jc123', '000123' or '123'. */
  jobCardNo: string | null;
  /** The text as plates are kept (upper case, no spaces or dashes), looked for at a plate's start or end; booking codes are kept the same way. */
  plate: string | null;
  /** A whole number of the brand's country, as kept (E.164): found by equality, not by its parts. */
  mobileNumber: string | null;
  /** Digits looked for anywhere in the mobile number ('+91 98450' finds +919845012345, so does '5012'). */
  mobileDigits: string | null;
  /** A part of the customer's name, any case. Names have no digits, so text with digits is not one. */
  name: string | null;
};

/** The national number in typed digits when they are a whole one of the brand's country ('9845012345', '09845012345', '919845012345'). */
function wholeNationalNumber(digits: string, countryCode: string): string | null {
  if (!isCountryCode(countryCode)) return null;
  const { digits: length } = COUNTRY_PHONE_RULES[countryCode];
  const code = countryCode.slice(1);
  if (digits.length === length && !digits.startsWith('0')) return digits;
  // The trunk 0 and the country code, which the kept E.164 number has as '+91'.
  if (digits.length === length + 1 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === code.length + length && digits.startsWith(code)) return digits.slice(code.length);
  return null;
}

/** Typed digits ('+' and all) as a whole number in E.164, found by equality, or else as a part of one. */
function mobileOf(typed: string, countryCode: string): Pick<JobCardSearch, 'mobileNumber' | 'mobileDigits'> {
  const digits = typed.replace(/^\+/, '');
  const whole = wholeNationalNumber(digits, countryCode);
  if (whole) return { mobileNumber: `${countryCode}${whole}`, mobileDigits: null };
  return { mobileNumber: null, mobileDigits: digits.length >= MOBILE_PART_MIN_DIGITS ? digits : null };
}

/** The searches of `q` in a brand of `countryCode`; null when there is nothing to look for. */
export function jobCardSearchOf(q: string, countryCode: string): JobCardSearch | null {
  const text = normalizePlate(q);
  if (text === '') return null;
  const number = /^(?:JC)?0*([1-9]\d{0,8})$/.exec(text);
  const mobile = /^\+?\d+$/.test(text) ? mobileOf(text, countryCode) : { mobileNumber: null, mobileDigits: null };
  // Whitespace runs as one space, and LIKE's wildcards dropped: a name never has them.
  const name = q
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[%_\\]/g, '');
  return {
    jobCardNo: number ? jobCardNoOf(Number(number[1])) : null,
    plate: /^[A-Z0-9]+$/.test(text) ? text : null,
    ...mobile,
    name: /\p{L}/u.test(name) && !/\d/.test(name) ? name : null,
  };
}
