import { isCountryCode, normalizeMobileNumber } from '@servicebay/domain';

/**
 * What the mobile field keeps of a keystroke or a paste: digits only, at most the brand's count.
 * A pasted "+91 98765 43210" loses the brand's country prefix first, so it is not cut to "9198765432".
 */
export function mobileDigitsFromInput(countryCode: string, raw: string, digitCount: number): string {
  const compact = raw.replace(/[\s-]/g, '');
  const withoutPrefix = compact.startsWith(countryCode) ? compact.slice(countryCode.length) : compact;
  // The country's own tolerated prefixes, e.g. India's leading 0.
  const national = isCountryCode(countryCode) ? normalizeMobileNumber(countryCode, withoutPrefix) : withoutPrefix;
  return national.replace(/\D/g, '').slice(0, digitCount);
}
