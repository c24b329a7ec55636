import { z } from 'zod';
import { ruleCodes } from '../shared/rule-codes';
import { STAFF_CREDENTIALS_MESSAGES } from './staff-credentials-messages';
import { WORKSHOP_FIELD_RULES } from '../workshops/workshop-field';

/** Staff sign-in names and passwords (workshop spec sections 5 and 9). */
export const STAFF_CREDENTIALS_RULES = ruleCodes('staffCredentials', STAFF_CREDENTIALS_MESSAGES);
type StaffCredentialsRule = (typeof STAFF_CREDENTIALS_RULES)[keyof typeof STAFF_CREDENTIALS_RULES];

/** The spec's minimum (section 9); the maximum keeps a hash's input, and a request, bounded. */
export const STAFF_PASSWORD_LENGTH = { min: 8, max: 128 } as const;

/**
 * What a password lacks, in the order a form shows them; empty when it is strong enough. Letters and
 * digits of any script count (an Arabic-Indic digit is a number); a special character is anything
 * that is neither a letter, a digit nor a space. Spaces are kept: a passphrase may have them.
 */
export function passwordProblems(password: string): StaffCredentialsRule[] {
  const problems: StaffCredentialsRule[] = [];
  if (password.length < STAFF_PASSWORD_LENGTH.min) problems.push(STAFF_CREDENTIALS_RULES.passwordTooShort);
  if (password.length > STAFF_PASSWORD_LENGTH.max) problems.push(STAFF_CREDENTIALS_RULES.passwordTooLong);
  if (!/\p{Lu}/u.test(password)) problems.push(STAFF_CREDENTIALS_RULES.passwordNeedsUppercase);
  if (!/\p{Nd}/u.test(password)) problems.push(STAFF_CREDENTIALS_RULES.passwordNeedsNumber);
  if (!/[^\p{L}\p{M}\p{Nd}\s]/u.test(password)) problems.push(STAFF_CREDENTIALS_RULES.passwordNeedsSpecial);
  return problems;
}

export const isStrongPassword = (password: string): boolean => passwordProblems(password).length === 0;

/** A new password: never trimmed (every character counts), one issue per missing part. */
export const ZStaffPassword = z
  .string({ error: WORKSHOP_FIELD_RULES.required })
  .min(1, { error: WORKSHOP_FIELD_RULES.required, abort: true })
  .superRefine((password, ctx) => {
    for (const rule of passwordProblems(password)) ctx.addIssue({ code: 'custom', message: rule, input: password });
  });

/** A password being checked, not set (the current one): only required, so an old weaker password can still be typed. */
const ZEnteredPassword = z.string({ error: WORKSHOP_FIELD_RULES.required }).min(1, WORKSHOP_FIELD_RULES.required);

/**
 * Usernames are compared case-insensitively (unique per brand, workshop spec section 5): stored and
 * looked up trimmed and in lower case, so 'Ravi.K' and 'ravi.k' are one account.
 */
export const normalizeUsername = (raw: string): string => raw.trim().toLowerCase();

/**
 * 3 to 32 of ASCII letters, digits, dot, underscore and dash: a username is typed on any keyboard
 * and compared in lower case, which only ASCII does the same way everywhere (no Turkish dotless i,
 * no look-alike letters of other scripts).
 */
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,32}$/;
export const isUsername = (raw: string): boolean => USERNAME_PATTERN.test(normalizeUsername(raw));

export const ZStaffUsername = z
  .string({ error: WORKSHOP_FIELD_RULES.required })
  .transform(normalizeUsername)
  .pipe(z.string().min(1, { error: WORKSHOP_FIELD_RULES.required, abort: true }).regex(USERNAME_PATTERN, STAFF_CREDENTIALS_RULES.usernameInvalid));

const hasStrings = (value: unknown, ...keys: string[]) => keys.every((key) => typeof (value as Record<string, unknown> | null)?.[key] === 'string');

/**
 * A new password and its confirmation (a new account, a reset), beside the body's other fields:
 * they must match. The mismatch is told even while the password is still too weak, so the user
 * fixes both at once.
 */
export const withStaffPasswordConfirmation = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ ...shape, password: ZStaffPassword, confirmPassword: ZEnteredPassword }).refine(
    // The body's type is generic in `shape`; these two fields are strings by the schema above.
    (body) => (body as { password: string }).password === (body as { confirmPassword: string }).confirmPassword,
    {
      error: STAFF_CREDENTIALS_RULES.passwordMismatch,
      path: ['confirmPassword'],
      when: (payload) => hasStrings(payload.value, 'password', 'confirmPassword'),
    },
  );

/** Just the two fields. */
export const ZStaffPasswordWithConfirmation = withStaffPasswordConfirmation({});

/**
 * The change-password fields: the current password (checked against the account by the server:
 * 'Please re-check the Current Password'), a new strong one different from it, and its confirmation.
 */
export const ZChangeStaffPassword = z
  .object({ currentPassword: ZEnteredPassword, newPassword: ZStaffPassword, confirmPassword: ZEnteredPassword })
  .refine((body) => body.newPassword !== body.currentPassword, {
    error: STAFF_CREDENTIALS_RULES.passwordUnchanged,
    path: ['newPassword'],
    when: (payload) => hasStrings(payload.value, 'currentPassword', 'newPassword') && (payload.value as { currentPassword: string }).currentPassword !== '',
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    error: STAFF_CREDENTIALS_RULES.passwordMismatch,
    path: ['confirmPassword'],
    when: (payload) => hasStrings(payload.value, 'newPassword', 'confirmPassword'),
  });
export type TChangeStaffPassword = z.output<typeof ZChangeStaffPassword>;
