import { z } from 'zod';
import type { CountryCode } from '../shared/phone';
import { compactCode, marketMobileNumber, optionalEmail, requiredText, WORKSHOP_FIELD_RULES } from '../workshops/workshop-field';
import { optionalPeopleText, PEOPLE_RULES, ZDrivingLicence } from './licence';
import { nationalIdKindOf, nationalIdOf } from './national-id';

/** The kinds of employment a workshop records (the spec names the field, employeeType, not its values). */
export const EMPLOYEE_TYPES = ['permanent', 'contract', 'trainee', 'partTime'] as const;
export const ZEmployeeType = z.enum(EMPLOYEE_TYPES, { error: WORKSHOP_FIELD_RULES.required });
export type TEmployeeType = z.infer<typeof ZEmployeeType>;

/** The rule of each market's national id (national-id.ts). */
const NATIONAL_ID_RULE = {
  aadhaar: PEOPLE_RULES.aadhaarInvalid,
  saudiId: PEOPLE_RULES.saudiIdInvalid,
  bahrainCpr: PEOPLE_RULES.bahrainCprInvalid,
  emiratesId: PEOPLE_RULES.emiratesIdInvalid,
} as const;

/** The employee ID as compared for 'Employee already exists': one per brand, whatever its case or spaces. */
export const employeeCodeKey = (code: string): string => compactCode(code);

const ZEmployeeCode = requiredText(30).refine((code) => /^[A-Za-z0-9/-]{1,30}$/.test(compactCode(code)), PEOPLE_RULES.employeeCodeInvalid);

/** The national id of the market, kept as digits; empty is null. */
const nationalIdSchema = (countryCode: CountryCode) =>
  z
    .string()
    .nullable()
    .optional()
    .transform((raw, ctx) => {
      if (!raw?.trim()) return null;
      const id = nationalIdOf(countryCode, raw);
      if (id) return id;
      ctx.addIssue({ code: 'custom', message: NATIONAL_ID_RULE[nationalIdKindOf(countryCode)], input: raw });
      return z.NEVER;
    });

/**
 * An employee of the workshop as the form sends it (workshop spec section 3 "Employee", issue 29
 * part 1): the mobile and national id are read by the workshop's market; the linked staff account is
 * optional and one account names one employee (the API's unique key says so).
 */
export const employeeBodySchema = (countryCode: CountryCode) =>
  z
    .object({
      name: requiredText(100),
      employeeCode: ZEmployeeCode,
      employeeType: ZEmployeeType,
      mobileNumber: marketMobileNumber(countryCode),
      email: optionalEmail(),
      designation: optionalPeopleText(60),
      expertise: optionalPeopleText(200),
      nationalId: nationalIdSchema(countryCode),
      staffId: z.uuid().nullable().optional().default(null),
    })
    .and(ZDrivingLicence);
export type TEmployeeBody = z.input<ReturnType<typeof employeeBodySchema>>;
export type TEmployeeFields = z.output<ReturnType<typeof employeeBodySchema>>;
