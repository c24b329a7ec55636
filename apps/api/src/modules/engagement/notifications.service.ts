import { inLanguage, type Language, type NotificationText, type TNotification } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import { recordEvent, userEvent } from '../../platform/events';
import type { JobQueue } from '../../platform/jobs/jobs';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';
import { PUSH_NOTIFICATION } from './push-notifications';

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** The notifications page shows the latest few; older ones are not kept in view. */
const LIST_LIMIT = 50;

const view = (row: NotificationRow, language: Language): TNotification => ({
  id: row.id,
  bookingId: row.bookingId,
  type: row.type,
  description: inLanguage(language, row.descriptionEn, row.descriptionAr),
  isRead: row.isRead,
  createdAt: { seconds: Math.floor(row.createdAt.getTime() / 1000) },
});

/**
 * The customer's notifications (customer spec sections 2, 4 and 7): written in the transaction of
 * the change they tell of, announced on the live stream so an open app's bell counts them
 * without a refresh, and pushed to the customer's devices.
 */
type Deps = { db: Db; repository: NotificationsRepository; jobs: Pick<JobQueue, 'enqueueIf'>; now: () => Date };

export function createNotificationsService({ db, repository, jobs, now }: Deps) {
  const changed = (tx: Db, owner: CustomerScope) => recordEvent(tx, userEvent(owner, 'notifications.changed'));
  return {
    /** Inside another module's transaction: a notification of one of the customer's bookings. */
    async notify(tx: Db, owner: CustomerScope, bookingId: string | null, text: NotificationText): Promise<void> {
      const notification = await repository.insert({ ...owner, bookingId, type: text.type, descriptionEn: text.en, descriptionAr: text.ar }, tx);
      // Pushed to the customer's devices once this transaction commits (push-notifications.ts);
      // a customer with none (most who use the web app) costs the queue nothing.
      await jobs.enqueueIf(PUSH_NOTIFICATION, { notificationId: notification.id }, now(), repository.hasDevices(owner), tx);
      await changed(tx, owner);
    },

    list: async (owner: CustomerScope, language: Language) => (await repository.list(owner, LIST_LIMIT)).map((row) => view(row, language)),

    /** PATCH /transaction/notifications/{id}: read (or unread again). */
    async markRead(owner: CustomerScope, id: string, isRead: boolean, language: Language): Promise<TNotification> {
      const row = await db.transaction(async (tx) => {
        const updated = await repository.markRead(owner, id, isRead, tx);
        if (updated) await changed(tx, owner);
        return updated;
      });
      if (!row) throw new AppError('resource/not-found');
      return view(row, language);
    },

    /** DELETE /transaction/booking/notifications: clear all. */
    clear: (owner: CustomerScope) =>
      db.transaction(async (tx) => {
        await repository.clear(owner, tx);
        await changed(tx, owner);
      }),

    /** POST /transaction/booking/fcm-token: kept once per device for the push adapter. */
    saveDeviceToken: async (owner: CustomerScope, token: string) => void (await repository.saveToken(owner, token)),
  };
}
