import { and, desc, eq, exists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { deviceTokens, notifications } from './notifications.tables';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

const ofCustomer = ({ brandId, userId }: CustomerScope) => and(eq(notifications.brandId, brandId), eq(notifications.userId, userId));

export function createNotificationsRepository(db: Db) {
  return {
    insert: async (values: typeof notifications.$inferInsert, tx: Db) => (await tx.insert(notifications).values(values).returning())[0]!,
    /** Newest first, the latest `limit`. */
    list: (owner: CustomerScope, limit: number) =>
      db.select().from(notifications).where(ofCustomer(owner)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit),
    markRead: async (owner: CustomerScope, id: string, isRead: boolean, tx: Db) =>
      (
        await tx
          .update(notifications)
          .set({ isRead })
          .where(and(ofCustomer(owner), eq(notifications.id, id)))
          .returning()
      )[0] ?? null,
    clear: (owner: CustomerScope, tx: Db) => tx.delete(notifications).where(ofCustomer(owner)),
    /** A condition for a statement: the customer has registered a device for pushes. */
    hasDevices: (owner: CustomerScope) =>
      exists(
        db
          .select({ id: deviceTokens.id })
          .from(deviceTokens)
          .where(and(eq(deviceTokens.brandId, owner.brandId), eq(deviceTokens.userId, owner.userId))),
      ),
    saveToken: (owner: CustomerScope, token: string) =>
      db
        .insert(deviceTokens)
        .values({ ...owner, token })
        .onConflictDoNothing({ target: [deviceTokens.userId, deviceTokens.token] }),
    eraseOf: async (owner: CustomerScope, tx: Db) => {
      await tx.delete(notifications).where(ofCustomer(owner));
      await tx.delete(deviceTokens).where(and(eq(deviceTokens.brandId, owner.brandId), eq(deviceTokens.userId, owner.userId)));
    },
  };
}
