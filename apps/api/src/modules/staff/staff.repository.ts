import type { TStaffRole } from '@servicebay/domain';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts, staffPasswordResets, staffRefreshTokens, staffWorkshops, type StaffAccountRow } from './staff.tables';

export type StaffRepository = ReturnType<typeof createStaffRepository>;
export type NewStaffAccount = typeof staffAccounts.$inferInsert;
export type StaffAccountChange = Partial<Pick<StaffAccountRow, 'name' | 'email' | 'mobileNumber' | 'role' | 'technicianKind' | 'isActive' | 'passwordHash'>>;

export function createStaffRepository(db: Db) {
  const byIdStatement = db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.brandId, sql.placeholder('brandId')), eq(staffAccounts.id, sql.placeholder('staffId'))))
    .prepare('staff_account_by_id');
  // Asked by every board and card read for its advisors' and technicians' names: built and parsed once.
  const namesStatement = db
    .select({ id: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.brandId, sql.placeholder('brandId')), sql`${staffAccounts.id} = any(${sql.placeholder('staffIds')}::uuid[])`))
    .prepare('staff_names');

  return {
    byId: async (brandId: string, staffId: string, tx: Db = db): Promise<StaffAccountRow | null> =>
      (tx === db
        ? (await byIdStatement.execute({ brandId, staffId }))[0]
        : (
            await tx
              .select()
              .from(staffAccounts)
              .where(and(eq(staffAccounts.brandId, brandId), eq(staffAccounts.id, staffId)))
          )[0]) ?? null,

    byUsername: async (brandId: string, username: string, tx: Db = db): Promise<StaffAccountRow | null> =>
      (
        await tx
          .select()
          .from(staffAccounts)
          .where(and(eq(staffAccounts.brandId, brandId), eq(staffAccounts.username, username)))
      )[0] ?? null,

    byMobile: async (brandId: string, mobileNumber: string): Promise<StaffAccountRow | null> =>
      (
        await db
          .select()
          .from(staffAccounts)
          .where(and(eq(staffAccounts.brandId, brandId), eq(staffAccounts.mobileNumber, mobileNumber)))
      )[0] ?? null,

    /** The account's row locked for the rest of the transaction: sign-in counts and password changes of one account go one at a time. */
    lockedById: async (brandId: string, staffId: string, tx: Db): Promise<StaffAccountRow | null> =>
      (
        await tx
          .select()
          .from(staffAccounts)
          .where(and(eq(staffAccounts.brandId, brandId), eq(staffAccounts.id, staffId)))
          .for('update')
      )[0] ?? null,

    insert: async (values: NewStaffAccount, tx: Db): Promise<StaffAccountRow> => (await tx.insert(staffAccounts).values(values).returning())[0]!,

    /** Changes what is given; a change that must end the account's sessions raises its session version. */
    update: async (brandId: string, staffId: string, change: StaffAccountChange & { endSessions?: boolean }, tx: Db = db): Promise<StaffAccountRow | null> => {
      const { endSessions, ...values } = change;
      const [row] = await tx
        .update(staffAccounts)
        .set({ ...values, ...(endSessions ? { sessionVersion: sql`${staffAccounts.sessionVersion} + 1` } : {}) })
        .where(and(eq(staffAccounts.brandId, brandId), eq(staffAccounts.id, staffId)))
        .returning();
      return row ?? null;
    },

    recordSignIn: (staffId: string, outcome: { failedSignIns: number; lockedUntil: Date | null }, tx: Db) =>
      tx.update(staffAccounts).set(outcome).where(eq(staffAccounts.id, staffId)),

    /** The ids of the workshops a person works at. */
    workshopIdsOf: async (staffId: string, tx: Db = db): Promise<string[]> =>
      (await tx.select({ workshopId: staffWorkshops.workshopId }).from(staffWorkshops).where(eq(staffWorkshops.staffId, staffId))).map((row) => row.workshopId),

    setWorkshops: async (staffId: string, workshopIds: readonly string[], tx: Db) => {
      await tx.delete(staffWorkshops).where(eq(staffWorkshops.staffId, staffId));
      if (workshopIds.length > 0) await tx.insert(staffWorkshops).values(workshopIds.map((workshopId) => ({ staffId, workshopId })));
    },

    /** The names of the brand's people among `staffIds`. */
    names: async (brandId: string, staffIds: readonly string[]): Promise<Map<string, string>> =>
      new Map(staffIds.length === 0 ? [] : (await namesStatement.execute({ brandId, staffIds: [...new Set(staffIds)] })).map((row) => [row.id, row.name])),

    /** The switched-on people of a workshop, by name: the time tracker's team list. */
    atWorkshop: async (brandId: string, workshopId: string): Promise<{ staffId: string; name: string; role: TStaffRole }[]> =>
      db
        .select({ staffId: staffAccounts.id, name: staffAccounts.name, role: staffAccounts.role })
        .from(staffAccounts)
        .innerJoin(staffWorkshops, eq(staffWorkshops.staffId, staffAccounts.id))
        .where(and(eq(staffAccounts.brandId, brandId), eq(staffAccounts.isActive, true), eq(staffWorkshops.workshopId, workshopId)))
        .orderBy(asc(staffAccounts.name), asc(staffAccounts.id)),

    /** Whether every one of `staffIds` works at the workshop, and is switched on. */
    allWorkAt: async (brandId: string, workshopId: string, staffIds: readonly string[]): Promise<boolean> => {
      const unique = [...new Set(staffIds)];
      if (unique.length === 0) return true;
      const rows = await db
        .select({ id: staffAccounts.id })
        .from(staffAccounts)
        .innerJoin(staffWorkshops, eq(staffWorkshops.staffId, staffAccounts.id))
        .where(
          and(
            eq(staffAccounts.brandId, brandId),
            eq(staffAccounts.isActive, true),
            eq(staffWorkshops.workshopId, workshopId),
            inArray(staffAccounts.id, unique),
          ),
        );
      return rows.length === unique.length;
    },

    /** The people of one workshop, by name. */
    ofWorkshop: async (brandId: string, workshopId: string): Promise<StaffAccountRow[]> =>
      (
        await db
          .select({ account: staffAccounts })
          .from(staffAccounts)
          .innerJoin(staffWorkshops, eq(staffWorkshops.staffId, staffAccounts.id))
          .where(and(eq(staffAccounts.brandId, brandId), eq(staffWorkshops.workshopId, workshopId)))
          .orderBy(asc(staffAccounts.name))
      ).map((row) => row.account),

    insertRefreshToken: (values: typeof staffRefreshTokens.$inferInsert, tx: Db) => tx.insert(staffRefreshTokens).values(values),
    refreshTokenByHash: async (tokenHash: string, tx: Db) =>
      (await tx.select().from(staffRefreshTokens).where(eq(staffRefreshTokens.tokenHash, tokenHash)).for('update'))[0] ?? null,
    markReplaced: (id: string, at: Date, tx: Db) => tx.update(staffRefreshTokens).set({ replacedAt: at }).where(eq(staffRefreshTokens.id, id)),
    revokeFamily: (familyId: string, at: Date, tx: Db) =>
      tx
        .update(staffRefreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(staffRefreshTokens.familyId, familyId), isNull(staffRefreshTokens.revokedAt))),
    revokeAllOf: (staffId: string, at: Date, tx: Db) =>
      tx
        .update(staffRefreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(staffRefreshTokens.staffId, staffId), isNull(staffRefreshTokens.revokedAt))),

    insertPasswordReset: (values: typeof staffPasswordResets.$inferInsert, tx: Db = db) => tx.insert(staffPasswordResets).values(values),
    /** The unused, unexpired reset of this hash, locked so it is used once. */
    usablePasswordReset: async (tokenHash: string, at: Date, tx: Db) =>
      (
        await tx
          .select()
          .from(staffPasswordResets)
          .where(and(eq(staffPasswordResets.tokenHash, tokenHash), isNull(staffPasswordResets.usedAt), gt(staffPasswordResets.expiresAt, at)))
          .for('update')
      )[0] ?? null,
    useResetsOf: (staffId: string, at: Date, tx: Db) =>
      tx
        .update(staffPasswordResets)
        .set({ usedAt: at })
        .where(and(eq(staffPasswordResets.staffId, staffId), isNull(staffPasswordResets.usedAt))),
  };
}
