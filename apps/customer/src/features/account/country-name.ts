import type { CountryCode } from '@servicebay/domain';

/** ISO 3166 regions of the markets, for names in the customer's language. */
const REGIONS: Record<CountryCode, string> = { '+91': 'IN', '+966': 'SA', '+971': 'AE', '+973': 'BH' };

/** The brand's country as the customer reads it ('الهند' in Arabic); the brand's own text otherwise. */
export function countryName(countryCode: CountryCode, language: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(REGIONS[countryCode]) ?? fallback;
  } catch {
    return fallback;
  }
}
