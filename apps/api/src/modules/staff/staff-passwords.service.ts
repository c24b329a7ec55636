import { createHash, randomBytes } from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import { normalizeUsername, type TChangePasswordBody, type TResetPasswordBody, type TStaffSession } from '@servicebay/domain';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../../platform/auth/password-hash';
import type { StaffPrincipal } from '../../platform/auth/principal';
import type { EmailSender } from '../../platform/email/email-sender';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { StaffLockOut } from './staff-lock-out';
import type { StaffRepository } from './staff.repository';
import type { StaffSessionsService } from './staff-sessions.service';

/** A reset link works this long, once. */
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;

type Deps = { db: Db; repository: StaffRepository; sessions: StaffSessionsService; lockOut: StaffLockOut; email: EmailSender; now: () => Date };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Forgot, reset and change password (workshop spec sections 2, 5 and 8). A new password ends every
 * session of the account: whoever knew the old one is signed out.
 */
export function createStaffPasswordsService({ db, repository, sessions, lockOut, email, now }: Deps) {
  async function setPassword(brandId: string, staffId: string, password: string, tx: Db) {
    await repository.update(brandId, staffId, { passwordHash: await hashPassword(password), endSessions: true }, tx);
    await repository.revokeAllOf(staffId, now(), tx);
    await repository.useResetsOf(staffId, now(), tx);
    await repository.recordSignIn(staffId, { failedSignIns: 0, lockedUntil: null }, tx);
  }

  return {
    /**
     * POST /staff/password/forgot: a link to the account's e-mail address. The answer is the same
     * whether the username exists or has an address, so it tells no one who works where.
     */
    async forgot(brand: Brand, username: string, resetPageUrl: string, address: string): Promise<void> {
      // A handful per address, whoever is asked for: no address floods the staff's inboxes.
      await lockOut.countReset(address);
      const account = await repository.byUsername(brand.id, normalizeUsername(username));
      if (!account?.email || !account.isActive) return;
      const token = randomBytes(32).toString('base64url');
      await repository.insertPasswordReset({ staffId: account.id, tokenHash: hashToken(token), expiresAt: new Date(now().getTime() + RESET_LINK_TTL_MS) });
      const link = `${resetPageUrl}?token=${token}`;
      await email.send({
        brandId: brand.id,
        to: account.email,
        subject: `${brand.name}: reset your password`,
        text: `Hello ${account.name},\n\nSomeone asked to reset the password of ${account.username}. Open this link within 30 minutes to choose a new one:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
      });
    },

    /** POST /staff/password/reset: the link's token and a new password; the link then works no more. */
    async reset(brand: Brand, { token, password }: TResetPasswordBody): Promise<void> {
      const done = await db.transaction(async (tx) => {
        const reset = await repository.usablePasswordReset(hashToken(token), now(), tx);
        const account = reset ? await repository.lockedById(brand.id, reset.staffId, tx) : null;
        if (!account) return false;
        await setPassword(brand.id, account.id, password, tx);
        return true;
      });
      if (!done) throw new AppError('staff/reset-link-invalid', { field: 'token' });
    },

    /** POST /staff/password/change: the current password first; answers a new session, since the old ones end. */
    async change(principal: StaffPrincipal, { currentPassword, newPassword }: TChangePasswordBody): Promise<TStaffSession> {
      const account = await repository.byId(principal.brandId, principal.staffId);
      if (!account) throw new AppError('auth/login-required');
      if (!(await verifyPassword(currentPassword, account.passwordHash))) throw new AppError('staff/wrong-current-password', { field: 'currentPassword' });
      return db.transaction(async (tx) => {
        await setPassword(principal.brandId, account.id, newPassword, tx);
        return sessions.issue((await repository.byId(principal.brandId, account.id, tx))!, uuidv7(), tx);
      });
    },
  };
}
