import { z } from 'zod';
import type { CountryCode } from '../shared/phone';
import { fillTemplate, ruleCodes } from '../shared/rule-codes';
import { gstinMatchesStateCode, gstinProblem, normalizeGstStateCode } from './gstin';
import { TAX_REGISTRATION_MESSAGES } from './tax-registration-messages';
import { compactCode, WORKSHOP_FIELD_RULES } from './workshop-field';
import { WORKSHOP_FIELD_MESSAGES } from './workshop-field-messages';

/**
 * Tax registration numbers (workshop spec section 3: the workshop's tax registration, a corporate
 * customer's group VAT or tax registration number; section 5 "Country formats"). Numbers are
 * checked and stored compact: upper case, Western digits, no spaces (Tanzania's with its dashes).
 */
export const TAX_REGISTRATION_RULES = ruleCodes('taxRegistration', TAX_REGISTRATION_MESSAGES);
export type TaxRegistrationRule = (typeof TAX_REGISTRATION_RULES)[keyof typeof TAX_REGISTRATION_RULES] | typeof WORKSHOP_FIELD_RULES.required;

/** The countries whose tax numbers the workshop product reads: the four markets, and Tanzania, whose format the spec shows. */
export const TAX_COUNTRIES = ['IN', 'SA', 'AE', 'BH', 'TZ'] as const;
export type TaxCountry = (typeof TAX_COUNTRIES)[number];
export const ZTaxCountry = z.enum(TAX_COUNTRIES);

/** A market's tax country, by the brand's country code (Tanzania has no country code among the markets yet). */
export const TAX_COUNTRY_OF: Readonly<Record<CountryCode, TaxCountry>> = { '+91': 'IN', '+966': 'SA', '+971': 'AE', '+973': 'BH' };

/** What each country's number looks like, shown in its refusals; each passes its own rule (tested). */
export const TAX_REGISTRATION_EXAMPLES: Readonly<Record<TaxCountry, string>> = {
  IN: '27AAPFU0939F1ZV',
  SA: '310122393500003',
  AE: '100123456700003',
  BH: '200012345600002',
  TZ: '123-456-789',
};

/** As typed to as stored: trimmed, upper case, Western digits, no spaces or direction marks. */
export const normalizeTaxNumber = (raw: string): string => compactCode(raw);

/**
 * Tanzania: the spec's "VAT or TIN like ABC-123-123", taken literally: three letters or digits, then
 * two groups of three digits. A TIN (nine digits, written 123-456-789) is one of these. Dashes may be
 * left out when typing; the stored form has them, as TRA prints the number.
 */
const TANZANIA = /^([A-Z0-9]{3})-?(\d{3})-?(\d{3})$/;

type CountryRule = keyof typeof TAX_REGISTRATION_MESSAGES;
/** Each country's number in its stored form, or the rule it breaks. */
const CHECKERS: Record<TaxCountry, (compact: string) => { number: string } | { rule: CountryRule }> = {
  IN: (gstin) => {
    const problem = gstinProblem(gstin);
    if (problem === 'shape') return { rule: 'gstinInvalid' };
    if (problem === 'stateCode') return { rule: 'gstinStateInvalid' };
    return problem === 'checkCharacter' ? { rule: 'gstinCheckCharacter' } : { number: gstin };
  },
  // ZATCA: 15 digits, the first and the last 3.
  SA: (vat) => (/^3\d{13}3$/.test(vat) ? { number: vat } : { rule: 'saudiVatInvalid' }),
  // FTA: the TRN is 15 digits starting 100.
  AE: (trn) => (/^100\d{12}$/.test(trn) ? { number: trn } : { rule: 'uaeTrnInvalid' }),
  // NBR: the VAT account number is 15 digits.
  BH: (vat) => (/^\d{15}$/.test(vat) ? { number: vat } : { rule: 'bahrainVatInvalid' }),
  TZ: (tin) => {
    const match = TANZANIA.exec(tin);
    return match ? { number: `${match[1]}-${match[2]}-${match[3]}` } : { rule: 'tanzaniaTaxInvalid' };
  },
};

/**
 * A refusal names its rule and the country's example (for the apps, which show the rule's text in
 * the user's language), and the English text with it (for the server's 400).
 */
export type TaxRegistrationCheck = { ok: true; number: string } | { ok: false; rule: TaxRegistrationRule; values: { example: string }; message: string };

export function checkTaxRegistration(country: TaxCountry, raw: string | null | undefined): TaxRegistrationCheck {
  const example = TAX_REGISTRATION_EXAMPLES[country];
  const compact = normalizeTaxNumber(raw ?? '');
  if (!compact) return { ok: false, rule: WORKSHOP_FIELD_RULES.required, values: { example }, message: WORKSHOP_FIELD_MESSAGES.required };
  const checked = CHECKERS[country](compact);
  if ('number' in checked) return { ok: true, number: checked.number };
  return {
    ok: false,
    rule: TAX_REGISTRATION_RULES[checked.rule],
    values: { example },
    message: fillTemplate(TAX_REGISTRATION_MESSAGES[checked.rule], { example }),
  };
}

export const isTaxRegistrationNumber = (country: TaxCountry, raw: string): boolean => checkTaxRegistration(country, raw).ok;

/** The number stored compact, or an issue that carries the rule and the example. */
const checkedNumber = (country: TaxCountry) => (raw: string, ctx: z.RefinementCtx) => {
  const checked = checkTaxRegistration(country, raw);
  if (checked.ok) return checked.number;
  ctx.addIssue({ code: 'custom', message: checked.rule, params: checked.values, input: raw });
  return z.NEVER;
};

/** A required tax registration number of `country`. */
export const taxRegistrationSchema = (country: TaxCountry) => z.string({ error: WORKSHOP_FIELD_RULES.required }).transform(checkedNumber(country));

/** A tax registration number that may be left out (empty, null or absent: null), checked when given. */
export const optionalTaxRegistrationSchema = (country: TaxCountry) =>
  z
    .string()
    .nullable()
    .optional()
    .transform((raw, ctx) => (normalizeTaxNumber(raw ?? '') ? checkedNumber(country)(raw ?? '', ctx) : null));

/** A GST state code ('7', 7 or '07'), stored as two digits. */
export const ZGstStateCode = z
  .union([z.string(), z.number()], { error: WORKSHOP_FIELD_RULES.required })
  .refine((code) => String(code).trim() !== '', { error: WORKSHOP_FIELD_RULES.required, abort: true })
  .transform((code, ctx) => {
    const state = normalizeGstStateCode(code);
    if (state) return state;
    ctx.addIssue({ code: 'custom', message: TAX_REGISTRATION_RULES.gstStateCodeInvalid, input: code });
    return z.NEVER;
  });

/** The issue of a GSTIN from another state: its rule, and the state code it should start with. */
export const gstinStateMismatchIssue = (stateCode: string) => ({
  code: 'custom' as const,
  message: TAX_REGISTRATION_RULES.gstinStateMismatch,
  params: { stateCode },
});

/**
 * A GSTIN that must belong to the given state (corporate customers and insurance, workshop spec
 * section 5). A state code that is not one of GST's refuses every number: it is the caller's data
 * that is wrong, and no number should pass against it.
 */
export const gstinForStateSchema = (stateCode: string | number) =>
  taxRegistrationSchema('IN').superRefine((gstin, ctx) => {
    if (!gstinMatchesStateCode(gstin, stateCode)) ctx.addIssue(gstinStateMismatchIssue(normalizeGstStateCode(stateCode) ?? String(stateCode)));
  });
