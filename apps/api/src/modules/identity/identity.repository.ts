import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { otpChallenges, refreshTokens, users, type UserRow } from './identity.tables';
import { createRecentUsers } from './recent-users';

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
type NewUser = typeof users.$inferInsert;

export function createIdentityRepository(db: Db) {
  // Read on every signed-in request (auth/me, the garage): built and planned once per connection.
  const userByIdStatement = db
    .select()
    .from(users)
    .where(and(eq(users.brandId, sql.placeholder('brandId')), eq(users.id, sql.placeholder('userId'))))
    .prepare('identity_user_by_id');
  const userById = async (brandId: string, userId: string, tx: Db = db): Promise<UserRow | null> => {
    const [row] =
      tx === db
        ? await userByIdStatement.execute({ brandId, userId })
        : await tx
            .select()
            .from(users)
            .where(and(eq(users.brandId, brandId), eq(users.id, userId)));
    return row ?? null;
  };
  const recentUsers = createRecentUsers(userById);

  const updateUserRow = async (brandId: string, userId: string, values: PgUpdateSetSource<typeof users>, tx: Db = db) => {
    recentUsers.forget(userId);
    const [row] = await tx
      .update(users)
      .set(values)
      .where(and(eq(users.brandId, brandId), eq(users.id, userId)))
      .returning();
    // Again after the write: a read that ran during it may have kept the old row. Inside a
    // transaction a read may still keep it until commit; the change's event forgets it then.
    recentUsers.forget(userId);
    return row ?? null;
  };

  return {
    /** Profile pictures among `keys` that a user row points at. */
    profileImagesAmong: async (keys: string[], tx: Db = db) => {
      if (keys.length === 0) return [];
      const rows = await tx.select({ key: users.profileImagePath }).from(users).where(inArray(users.profileImagePath, keys));
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },

    /** The user row, locked for the rest of the transaction: one change of the customer's own record at a time. */
    lockUser: async (brandId: string, userId: string, tx: Db): Promise<UserRow | null> => {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.brandId, brandId), eq(users.id, userId)))
        .for('update');
      return row ?? null;
    },

    /** Serialises OTP work on one phone number for the rest of the transaction. */
    lockPhoneNumber: (phoneNumber: string, tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${phoneNumber}))`),

    latestChallenge: async (brandId: string, phoneNumber: string, tx: Db = db) => {
      const [row] = await tx
        .select()
        .from(otpChallenges)
        .where(and(eq(otpChallenges.brandId, brandId), eq(otpChallenges.phoneNumber, phoneNumber)))
        .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id)) // uuidv7: later ids for later rows within one instant
        .limit(1);
      return row ?? null;
    },

    /** Sends to one number since `since`, on every brand: the hourly cap protects the phone's owner. */
    sendsSince: async (phoneNumber: string, since: Date, tx: Db = db) => {
      const rows = await tx
        .select({ createdAt: otpChallenges.createdAt })
        .from(otpChallenges)
        .where(and(eq(otpChallenges.phoneNumber, phoneNumber), gt(otpChallenges.createdAt, since)))
        .orderBy(otpChallenges.createdAt);
      return rows.map((r) => r.createdAt);
    },

    insertChallenge: (values: typeof otpChallenges.$inferInsert, tx: Db = db) => tx.insert(otpChallenges).values(values),

    /** A new code replaces every earlier one of the same number. */
    retireOpenChallenges: (brandId: string, phoneNumber: string, at: Date, tx: Db = db) =>
      tx
        .update(otpChallenges)
        .set({ consumedAt: at })
        .where(and(eq(otpChallenges.brandId, brandId), eq(otpChallenges.phoneNumber, phoneNumber), isNull(otpChallenges.consumedAt))),

    recordWrongTry: async (challengeId: string, tx: Db = db) => {
      const [row] = await tx
        .update(otpChallenges)
        .set({ wrongTries: sql`${otpChallenges.wrongTries} + 1` })
        .where(eq(otpChallenges.id, challengeId))
        .returning({ wrongTries: otpChallenges.wrongTries });
      return row?.wrongTries ?? 0;
    },

    /** True only for the one request that consumes the code. */
    consumeChallenge: async (challengeId: string, at: Date, tx: Db = db) => {
      const rows = await tx
        .update(otpChallenges)
        .set({ consumedAt: at })
        .where(and(eq(otpChallenges.id, challengeId), isNull(otpChallenges.consumedAt)))
        .returning({ id: otpChallenges.id });
      return rows.length === 1;
    },

    userById,

    /** The user as read at most RECENT_USER_MS ago: for reads that only show the user (auth/me). */
    recentUserById: (brandId: string, userId: string) => recentUsers.byId(brandId, userId),

    /** Another process changed the user (heard through the events layer), or changes were missed. */
    forgetRecentUser: (userId: string) => recentUsers.forget(userId),
    forgetRecentUsers: () => recentUsers.forgetAll(),

    userByPhone: async (brandId: string, phoneNumber: string, tx: Db = db): Promise<UserRow | null> => {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.brandId, brandId), eq(users.primaryPhoneNumber, phoneNumber)));
      return row ?? null;
    },

    /** Inserts unless the brand has a user with this number already (another request won the race). */
    insertUserIfAbsent: (values: NewUser, tx: Db) => tx.insert(users).values(values).onConflictDoNothing(),

    insertUser: async (values: NewUser, tx: Db = db) => {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    },

    updateUser: updateUserRow,

    /** Ends every access token issued to the user so far: they carry the version this raises. */
    endSessions: (brandId: string, userId: string, tx: Db = db) => updateUserRow(brandId, userId, { sessionVersion: sql`${users.sessionVersion} + 1` }, tx),

    insertRefreshToken: (values: typeof refreshTokens.$inferInsert, tx: Db = db) => tx.insert(refreshTokens).values(values),

    refreshTokenByHash: async (tokenHash: string, tx: Db = db) => {
      const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    /** True only for the one request that rotates the token; a second, concurrent use loses. */
    markRefreshTokenReplaced: async (id: string, at: Date, tx: Db = db) => {
      const rows = await tx
        .update(refreshTokens)
        .set({ replacedAt: at })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.replacedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    revokeFamily: (familyId: string, at: Date, tx: Db = db) =>
      tx
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt))),

    revokeAllOfUser: (userId: string, at: Date, tx: Db = db) =>
      tx
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt))),
  };
}
