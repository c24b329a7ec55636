import { ZChangePasswordBody, type TChangePasswordBody } from '@servicebay/domain';
import type { DomainRules } from '@servicebay/ui';

export type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

export const emptyChangePassword = (): ChangePasswordValues => ({ currentPassword: '', newPassword: '', confirmPassword: '' });

/** The current password (the server checks it), a new one meeting the spec's rule and unlike it, and its confirmation. */
export const changePasswordRules: DomainRules<ChangePasswordValues, TChangePasswordBody> = { schema: ZChangePasswordBody };
