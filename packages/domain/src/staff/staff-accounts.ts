import { z } from 'zod';
import { ZCountryCode } from '../shared/phone-schemas';
import { ZOtp } from '../identity/auth';
import { withStaffPasswordConfirmation, ZChangeStaffPassword, ZStaffUsername } from './staff-credentials';
import { requiredText, WORKSHOP_FIELD_RULES } from '../workshops/workshop-field';
import { ZStaffRole, ZTechnicianKind, type TStaffRole } from './permissions';

/**
 * The workshop app's accounts on the wire (workshop spec sections 2, 5 and 6): sign-up, sign-in by
 * password or one-time code, sessions, password changes and the people of a workshop.
 */

// Every issue's message is a rule code (decision 0010), so the workshop app shows it in the reader's language.
const ZName = requiredText(100).min(2, WORKSHOP_FIELD_RULES.tooShort);
const ZEmail = z.email({ error: WORKSHOP_FIELD_RULES.emailInvalid }).max(254, WORKSHOP_FIELD_RULES.tooLong);
const ZMobile = z
  .string({ error: WORKSHOP_FIELD_RULES.required })
  .trim()
  .regex(/^\d{6,15}$/, WORKSHOP_FIELD_RULES.mobileInvalid);
/** A username or password as typed to sign in: only required, since any account's must be accepted. */
const ZTypedUsername = requiredText(64);
const ZTypedPassword = z.string({ error: WORKSHOP_FIELD_RULES.required }).min(1, WORKSHOP_FIELD_RULES.required).max(128, WORKSHOP_FIELD_RULES.tooLong);

export const ZStaffSignInBody = z.object({ username: ZTypedUsername, password: ZTypedPassword });
export type TStaffSignInBody = z.infer<typeof ZStaffSignInBody>;

export const ZStaffOtpSendBody = z.object({ countryCode: ZCountryCode, mobileNumber: ZMobile });
export const ZStaffOtpVerifyBody = ZStaffOtpSendBody.extend({ otp: ZOtp });
export type TStaffOtpVerifyBody = z.infer<typeof ZStaffOtpVerifyBody>;

export const ZStaffRefreshBody = z.object({ refreshToken: z.string().min(1).max(200) });

export const ZStaffWorkshop = z.object({ workshopId: z.uuid(), name: z.string() });

/** Who is signed in to the workshop app, and where they work. */
export const ZStaffMe = z.object({
  staffId: z.uuid(),
  username: z.string(),
  name: z.string(),
  role: ZStaffRole,
  technicianKind: ZTechnicianKind.nullable(),
  mobileNumber: z.string().nullable(),
  email: z.string().nullable(),
  workshops: z.array(ZStaffWorkshop),
});
export type TStaffMe = z.infer<typeof ZStaffMe>;

export const ZStaffSession = z.object({ accessToken: z.string(), refreshToken: z.string(), expiresInSeconds: z.number().int(), staff: ZStaffMe });
export type TStaffSession = z.infer<typeof ZStaffSession>;

/** A service centre signs up: its first workshop and its owner's account (the Sign Up and Registration screens). */
export const ZWorkshopSignUpBody = withStaffPasswordConfirmation({
  workshopName: ZName,
  city: requiredText(64).min(2, WORKSHOP_FIELD_RULES.tooShort),
  // The workshop's point (the app's place search or the device's location): required, with no text of its own.
  latitude: z.number({ error: WORKSHOP_FIELD_RULES.required }).min(-90).max(90),
  longitude: z.number({ error: WORKSHOP_FIELD_RULES.required }).min(-180).max(180),
  ownerName: ZName,
  mobileNumber: ZMobile,
  email: ZEmail,
  username: ZStaffUsername,
});
export type TWorkshopSignUpBody = z.infer<typeof ZWorkshopSignUpBody>;

export const ZForgotPasswordBody = z.object({ username: ZTypedUsername });
export const ZResetPasswordBody = withStaffPasswordConfirmation({ token: z.string().min(20).max(200) });
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;
export const ZChangePasswordBody = ZChangeStaffPassword;
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

/** A person added to the workshop, after the 'Select User Role' step. */
export const ZNewStaffBody = withStaffPasswordConfirmation({
  name: ZName,
  username: ZStaffUsername,
  role: ZStaffRole,
  technicianKind: ZTechnicianKind.nullable().default(null),
  mobileNumber: ZMobile.nullable().default(null),
  email: ZEmail.nullable().default(null),
  workshopIds: z.array(z.uuid()).min(1, WORKSHOP_FIELD_RULES.required).max(50),
});
export type TNewStaffBody = z.infer<typeof ZNewStaffBody>;

export const ZStaffChangeBody = z
  .object({
    name: ZName,
    role: ZStaffRole,
    technicianKind: ZTechnicianKind.nullable(),
    mobileNumber: ZMobile.nullable(),
    email: ZEmail.nullable(),
    isActive: z.boolean(),
    workshopIds: z.array(z.uuid()).min(1).max(50),
  })
  .partial();
export type TStaffChangeBody = z.infer<typeof ZStaffChangeBody>;

/** A person as the workshop's people list shows them. */
export const ZStaffMember = ZStaffMe.extend({ isActive: z.boolean(), isLocked: z.boolean() });
export type TStaffMember = z.infer<typeof ZStaffMember>;

/**
 * Whom a job card may be given to (workshop spec section 3: advisor, technician assignment): the
 * workshop's active people who advise or work on vehicles, read by anyone who reads job cards
 * (an advisor assigns technicians without the People area).
 */
export const ZTeamMember = ZStaffMe.pick({ staffId: true, name: true, role: true, technicianKind: true });
export type TTeamMember = z.infer<typeof ZTeamMember>;
export const ASSIGNABLE_ROLES = ['owner', 'manager', 'serviceAdvisor', 'technician'] as const satisfies readonly TStaffRole[];
