import { uuidv7 } from 'uuidv7';
import {
  ASSIGNABLE_ROLES,
  canAssignRole,
  type TNewBranchBody,
  type TNewStaffBody,
  type TStaffChangeBody,
  type TStaffMember,
  type TStaffSession,
  type TTeamMember,
  type TWorkshopSignUpBody,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import { hashPassword } from '../../platform/auth/password-hash';
import type { StaffPrincipal, StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { WorkshopDraft } from '../workshops';
import type { StaffAccountRow } from './staff.tables';
import type { StaffRepository } from './staff.repository';
import type { StaffSessionsService } from './staff-sessions.service';

type Deps = {
  db: Db;
  repository: StaffRepository;
  sessions: StaffSessionsService;
  now: () => Date;
  /** The workshops module opens the signing-up owner's first workshop, in the same transaction. */
  openWorkshop: (brand: Brand, draft: WorkshopDraft, tx: Db) => Promise<{ id: string }>;
  workshopNames: (brandId: string, workshopIds: readonly string[]) => Promise<Map<string, string>>;
};

export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;

/**
 * A service centre's accounts (workshop spec sections 2, 5 and 6): the owner signs the workshop up;
 * the owner and managers add people after choosing their role ('Select User Role'), change it,
 * move them between branches, or switch them off. A change to role, workshops or activity ends the
 * person's sessions, so their next request carries what they may now do.
 */
export function createStaffAccountsService({ db, repository, sessions, now, openWorkshop, workshopNames }: Deps) {
  async function member(account: StaffAccountRow): Promise<TStaffMember> {
    return { ...(await sessions.me(account)), isActive: account.isActive, isLocked: account.lockedUntil !== null && account.lockedUntil > now() };
  }

  /** A person of the caller's workshop; anyone else (another workshop's, another brand's) is not found. */
  async function ofScope(scope: StaffScope, staffId: string): Promise<StaffAccountRow> {
    const account = await repository.byId(scope.brandId, staffId);
    const worksHere = account && (await repository.workshopIdsOf(account.id)).includes(scope.workshopId);
    if (!account || !worksHere) throw new AppError('resource/not-found');
    return account;
  }

  /** Branches given must be the brand's and, for anyone but the owner, the giver's own. */
  async function checkWorkshops(scope: StaffScope, workshopIds: readonly string[]) {
    const givers = await repository.workshopIdsOf(scope.staffId);
    const isBrands = async () => (await workshopNames(scope.brandId, workshopIds)).size === new Set(workshopIds).size;
    const isAllowed = scope.role === 'owner' ? await isBrands() : workshopIds.every((id) => givers.includes(id));
    if (!isAllowed) throw new AppError('resource/not-found', { field: 'workshopIds' });
  }

  return {
    /** POST /staff/sign-up: the workshop and its owner, signed in. */
    async signUp(brand: Brand, body: TWorkshopSignUpBody): Promise<TStaffSession> {
      const passwordHash = await hashPassword(body.password);
      const mobileNumber = `${brand.settings.countryCode}${body.mobileNumber}`;
      return db.transaction(async (tx) => {
        const workshop = await openWorkshop(
          brand,
          { name: body.workshopName, city: body.city, latitude: body.latitude, longitude: body.longitude, phoneNumber: mobileNumber },
          tx,
        );
        const owner = await repository.insert(
          { brandId: brand.id, username: body.username, name: body.ownerName, mobileNumber, email: body.email, passwordHash, role: 'owner' },
          tx,
        );
        await repository.setWorkshops(owner.id, [workshop.id], tx);
        return sessions.issue(owner, uuidv7(), tx);
      });
    },

    /**
     * POST /staff/workshops: the owner opens another branch and works there at once; their token
     * must name it, so the answer is a new session (the old ones end, as after any change of workshops).
     */
    async openBranch(brand: Brand, principal: StaffPrincipal, body: TNewBranchBody): Promise<TStaffSession> {
      return db.transaction(async (tx) => {
        const workshop = await openWorkshop(
          brand,
          { name: body.name, branchName: body.branchName, city: body.city, latitude: body.latitude, longitude: body.longitude, phoneNumber: body.phoneNumber },
          tx,
        );
        const workshopIds = await repository.workshopIdsOf(principal.staffId, tx);
        await repository.setWorkshops(principal.staffId, [...workshopIds, workshop.id], tx);
        const owner = await repository.update(principal.brandId, principal.staffId, { endSessions: true }, tx);
        await repository.revokeAllOf(principal.staffId, now(), tx);
        return sessions.issue(owner!, uuidv7(), tx);
      });
    },

    /** GET /staff/workshops/{workshopId}/people. */
    async list(scope: StaffScope): Promise<TStaffMember[]> {
      return Promise.all((await repository.ofWorkshop(scope.brandId, scope.workshopId)).map(member));
    },

    /** GET /staff/workshops/{workshopId}/team: the active advisors and technicians, to give a job card to. */
    async team(scope: StaffScope): Promise<TTeamMember[]> {
      const people = await repository.ofWorkshop(scope.brandId, scope.workshopId);
      return people
        .filter((person) => person.isActive && (ASSIGNABLE_ROLES as readonly string[]).includes(person.role))
        .map(({ id, name, role, technicianKind }) => ({ staffId: id, name, role, technicianKind }));
    },

    /** POST /staff/workshops/{workshopId}/people: someone new, in a role the caller may give. */
    async add(brand: Brand, scope: StaffScope, body: TNewStaffBody): Promise<TStaffMember> {
      if (!canAssignRole(scope.role, body.role)) throw new AppError('staff/role-not-allowed', { field: 'role' });
      if ((body.role === 'technician') !== (body.technicianKind !== null)) throw new AppError('request/invalid', { field: 'technicianKind' });
      await checkWorkshops(scope, body.workshopIds);
      const passwordHash = await hashPassword(body.password);
      const account = await db.transaction(async (tx) => {
        const added = await repository.insert(
          {
            brandId: brand.id,
            username: body.username,
            name: body.name,
            role: body.role,
            technicianKind: body.technicianKind,
            mobileNumber: body.mobileNumber ? `${brand.settings.countryCode}${body.mobileNumber}` : null,
            email: body.email,
            passwordHash,
          },
          tx,
        );
        await repository.setWorkshops(added.id, body.workshopIds, tx);
        return added;
      });
      return member(account);
    },

    /** PATCH /staff/workshops/{workshopId}/people/{staffId}. Nobody changes their own role or switches themselves off. */
    async change(brand: Brand, scope: StaffScope, staffId: string, change: TStaffChangeBody): Promise<TStaffMember> {
      const account = await ofScope(scope, staffId);
      const isSelf = account.id === scope.staffId;
      if (isSelf && ((change.role !== undefined && change.role !== account.role) || change.isActive === false)) throw new AppError('staff/not-yourself');
      // Nobody below the owner touches the owner's or a fellow manager's account.
      if (!isSelf && !canAssignRole(scope.role, account.role)) throw new AppError('staff/role-not-allowed', { field: 'role' });
      if (change.role !== undefined && !canAssignRole(scope.role, change.role)) throw new AppError('staff/role-not-allowed', { field: 'role' });
      const role = change.role ?? account.role;
      const technicianKind = change.technicianKind !== undefined ? change.technicianKind : role === 'technician' ? account.technicianKind : null;
      if ((role === 'technician') !== (technicianKind !== null)) throw new AppError('request/invalid', { field: 'technicianKind' });
      if (change.workshopIds) await checkWorkshops(scope, change.workshopIds);
      const endSessions = role !== account.role || change.isActive === false || change.workshopIds !== undefined;
      const updated = await db.transaction(async (tx) => {
        const row = await repository.update(
          scope.brandId,
          account.id,
          {
            ...(change.name !== undefined ? { name: change.name } : {}),
            ...(change.email !== undefined ? { email: change.email } : {}),
            ...(change.mobileNumber !== undefined ? { mobileNumber: change.mobileNumber ? `${brand.settings.countryCode}${change.mobileNumber}` : null } : {}),
            ...(change.isActive !== undefined ? { isActive: change.isActive } : {}),
            role,
            technicianKind,
            endSessions,
          },
          tx,
        );
        if (change.workshopIds) await repository.setWorkshops(account.id, change.workshopIds, tx);
        if (endSessions) await repository.revokeAllOf(account.id, now(), tx);
        return row!;
      });
      return member(updated);
    },
  };
}
