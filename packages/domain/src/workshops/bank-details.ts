import { z } from 'zod';
import type { CountryCode } from '../shared/phone';
import { ruleCodes } from '../shared/rule-codes';
import { BANK_DETAILS_MESSAGES } from './bank-details-messages';
import { compactCode, requiredText, WORKSHOP_FIELD_RULES } from './workshop-field';

/** The schemas' issues carry these codes; bank-details-messages.ts has their English (see rules.ts). */
export const BANK_DETAILS_RULES = ruleCodes('bankDetails', BANK_DETAILS_MESSAGES);

/** RBI's Indian Financial System Code: bank (4 letters), 0 (kept for later use), branch (6 letters or digits). */
export const IFSC_EXAMPLE = 'SBIN0001234';
export const isIfsc = (raw: string): boolean => /^[A-Z]{4}0[A-Z0-9]{6}$/.test(compactCode(raw));

/** Indian account numbers: digits only, 9 to 18 of them (the range banks issue; there is no national format). */
export const isIndianAccountNumber = (raw: string): boolean => /^\d{9,18}$/.test(compactCode(raw));

/**
 * The Gulf markets pay by IBAN (ISO 13616), each country's fixed length and layout from SWIFT's IBAN
 * registry: SA 2 digits of bank and 18 letters or digits, AE 3 and 16 digits, BH 4 letters and 14
 * letters or digits. India has no IBAN.
 */
export const IBAN_FORMATS = {
  '+966': { country: 'SA', length: 24, layout: /^SA\d{2}\d{2}[A-Z0-9]{18}$/, example: 'SA03 8000 0000 6080 1016 7519' },
  '+971': { country: 'AE', length: 23, layout: /^AE\d{2}\d{3}\d{16}$/, example: 'AE07 0331 2345 6789 0123 456' },
  '+973': { country: 'BH', length: 22, layout: /^BH\d{2}[A-Z]{4}[A-Z0-9]{14}$/, example: 'BH67 BMAG 0000 1299 1234 56' },
} as const satisfies Partial<Record<CountryCode, { country: string; length: number; layout: RegExp; example: string }>>;
export type IbanCountryCode = keyof typeof IBAN_FORMATS;
export const hasIban = (countryCode: CountryCode): countryCode is IbanCountryCode => Object.hasOwn(IBAN_FORMATS, countryCode);

/**
 * ISO 7064 mod 97-10 over the IBAN: the first four characters moved to the end, letters as 10 to 35,
 * the whole number mod 97 must be 1. Read a few digits at a time: the number is ~50 digits long.
 */
export function hasValidIbanCheckDigits(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = parseInt(character, 36);
    if (Number.isNaN(value)) return false;
    remainder = (remainder * (value < 10 ? 10 : 100) + value) % 97;
  }
  return remainder === 1;
}

/** What is wrong with an IBAN of the market, or null when it is one. */
export function ibanProblem(countryCode: IbanCountryCode, raw: string): 'layout' | 'checkDigits' | null {
  const iban = compactCode(raw);
  const format = IBAN_FORMATS[countryCode];
  if (iban.length !== format.length || !format.layout.test(iban)) return 'layout';
  return hasValidIbanCheckDigits(iban) ? null : 'checkDigits';
}

/** India: an IFSC, stored compact. */
export const ZIfsc = z
  .string({ error: WORKSHOP_FIELD_RULES.required })
  .transform(compactCode)
  .pipe(
    z
      .string()
      .min(1, { error: WORKSHOP_FIELD_RULES.required, abort: true })
      .refine(isIfsc, { error: BANK_DETAILS_RULES.ifscInvalid, params: { example: IFSC_EXAMPLE } }),
  );

/** The account number of the market: India's digits, the Gulf's IBAN; stored compact. */
export const bankAccountNumberSchema = (countryCode: CountryCode) =>
  z
    .string({ error: WORKSHOP_FIELD_RULES.required })
    .transform(compactCode)
    .pipe(z.string().min(1, { error: WORKSHOP_FIELD_RULES.required, abort: true }))
    .superRefine((account, ctx) => {
      if (!hasIban(countryCode)) {
        if (!isIndianAccountNumber(account)) ctx.addIssue({ code: 'custom', message: BANK_DETAILS_RULES.accountNumberInvalid });
        return;
      }
      const problem = ibanProblem(countryCode, account);
      const example = IBAN_FORMATS[countryCode].example;
      if (problem === 'layout') ctx.addIssue({ code: 'custom', message: BANK_DETAILS_RULES.ibanInvalid, params: { example } });
      if (problem === 'checkDigits') ctx.addIssue({ code: 'custom', message: BANK_DETAILS_RULES.ibanCheckDigits, params: { example } });
    });

/** A branch code (or a SWIFT/BIC, which is as long): letters and digits, up to 11; stored compact. */
const BRANCH_CODE = /^[A-Z0-9]{1,11}$/;
export const ZBranchCode = z
  .string({ error: WORKSHOP_FIELD_RULES.required })
  .transform(compactCode)
  .pipe(z.string().min(1, { error: WORKSHOP_FIELD_RULES.required, abort: true }).regex(BRANCH_CODE, BANK_DETAILS_RULES.branchCodeInvalid));

export const BANK_NAME_MAX = 100;

/**
 * A workshop's bank details, as the market pays: India by account number and IFSC, the Gulf by IBAN
 * alone (its bank code is inside it, so no IFSC is asked for). The branch code is optional: many
 * banks' statements do not show one.
 */
export const bankDetailsSchema = (countryCode: CountryCode) =>
  z.object({
    bankName: requiredText(BANK_NAME_MAX),
    accountNumber: bankAccountNumberSchema(countryCode),
    // A Gulf bank is named inside its IBAN; an IFSC sent for one is dropped rather than refused.
    ifsc: hasIban(countryCode)
      ? z
          .unknown()
          .optional()
          .transform(() => null)
      : ZIfsc,
    branchCode: z
      .string()
      .nullable()
      .optional()
      .transform((code) => compactCode(code ?? '') || null)
      .pipe(z.string().regex(BRANCH_CODE, BANK_DETAILS_RULES.branchCodeInvalid).nullable()),
  });
export type TBankDetailsInput = z.input<ReturnType<typeof bankDetailsSchema>>;
export type TBankDetails = z.output<ReturnType<typeof bankDetailsSchema>>;
