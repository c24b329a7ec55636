import type { TStaffRole } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../platform/auth/access-token';
import type { EmailSender } from '../../platform/email/email-sender';
import type { ServerModule } from '../../platform/server-module';
import type { RateLimits } from '../../platform/rate-limits/rate-limits';
import type { Brand } from '../../platform/tenancy';
import type { OtpService } from '../identity';
import type { WorkshopDraft } from '../workshops';
import type { StaffAccountRow } from './staff.tables';
import { createStaffAccountsService } from './staff-accounts.service';
import { createStaffLockOut, type StaffLockOutLimits } from './staff-lock-out';
import { createStaffPasswordsService } from './staff-passwords.service';
import { staffPeopleRoutes } from './staff-people.routes';
import { createStaffRepository } from './staff.repository';
import { staffRoutes } from './staff.routes';
import { createStaffSessionsService } from './staff-sessions.service';

/** The staff module's public face: who works at a brand's workshops, their sign-in and their roles. */
export type { StaffSessionsService } from './staff-sessions.service';
/** Who works where, for other modules (a job card's advisor and technicians). */
export type StaffDirectory = {
  names: (brandId: string, staffIds: readonly string[]) => Promise<Map<string, string>>;
  allWorkAt: (brandId: string, workshopId: string, staffIds: readonly string[]) => Promise<boolean>;
  /** The people of one workshop, by name (their role and mobile number with them). */
  ofWorkshop: (brandId: string, workshopId: string) => Promise<StaffAccountRow[]>;
  atWorkshop: (brandId: string, workshopId: string) => Promise<{ staffId: string; name: string; role: TStaffRole }[]>;
};

type Deps = {
  db: Db;
  tokens: AccessTokens;
  otp: OtpService;
  email: EmailSender;
  now: () => Date;
  rateLimits: RateLimits;
  /** Failed sign-ins and reset requests an address may make (config.ts). */
  limits: StaffLockOutLimits;
  openWorkshop: (brand: Brand, draft: WorkshopDraft, tx: Db) => Promise<{ id: string }>;
  workshopNames: (brandId: string, workshopIds: readonly string[], tx?: Db) => Promise<Map<string, string>>;
};

export function createStaffModule({ db, tokens, otp, email, now, rateLimits, limits, openWorkshop, workshopNames }: Deps) {
  const repository = createStaffRepository(db);
  const lockOut = createStaffLockOut({ db, rateLimits, limits, now });
  const staffSessions = createStaffSessionsService({ db, repository, tokens, otp, lockOut, now, workshopNames });
  const staffAccounts = createStaffAccountsService({ db, repository, sessions: staffSessions, now, openWorkshop, workshopNames });
  const staffPasswords = createStaffPasswordsService({ db, repository, sessions: staffSessions, lockOut, email, now });
  const services = {
    staffSessions,
    staffAccounts,
    staffPasswords,
    staffDirectory: {
      names: repository.names,
      allWorkAt: repository.allWorkAt,
      ofWorkshop: repository.ofWorkshop,
      atWorkshop: repository.atWorkshop,
    } satisfies StaffDirectory,
  };
  const module: ServerModule = {
    name: 'staff',
    routes: [staffRoutes({ staffSessions, staffAccounts, staffPasswords }), staffPeopleRoutes({ staffAccounts })],
    uniqueConstraints: {
      staff_accounts_brand_username: { code: 'staff/username-taken', field: 'username' },
      staff_accounts_brand_mobile: { code: 'staff/mobile-taken', field: 'mobileNumber' },
    },
  };
  return { services, module };
}
