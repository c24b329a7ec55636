import { ZForgotPasswordBody, ZResetPasswordBody, ZStaffSignInBody, type TResetPasswordBody, type TStaffSignInBody } from '@servicebay/domain';
import type { DomainRules } from '@servicebay/ui';

export type LoginValues = { username: string; password: string };
export type ForgotValues = { username: string };
export type ResetValues = { password: string; confirmPassword: string };

/** Login: both fields required; whether they are right is the server's to say ('Invalid Credentials'). */
export const loginRules: DomainRules<LoginValues, TStaffSignInBody> = { schema: ZStaffSignInBody };

export const forgotRules: DomainRules<ForgotValues, { username: string }> = { schema: ZForgotPasswordBody };

/** A reset link's token, as the e-mail carries it: anything else is an incomplete link. */
export const isResetToken = (token: string | null): token is string => token !== null && ZResetPasswordBody.shape.token.safeParse(token).success;

/** The new password with the spec's rule (section 5) and its confirmation; the token comes from the link, not a field. */
export const resetRules = (token: string): DomainRules<ResetValues, TResetPasswordBody> => ({
  schema: ZResetPasswordBody,
  toInput: (values) => ({ ...values, token }),
  fieldOf: (path) => (path[0] === 'password' || path[0] === 'confirmPassword' ? path[0] : undefined),
});
