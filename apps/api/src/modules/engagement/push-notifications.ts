import { inLanguage } from '@servicebay/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { jobHandler, jobKind } from '../../platform/jobs/jobs';
import type { PushSender } from '../../platform/push/push-sender';
import type { CustomerRecords } from '../identity';
import { deviceTokens, notifications } from './notifications.tables';

/** A notification to push to its customer's devices, after the change it tells of commits. */
export const PUSH_NOTIFICATION = jobKind('push-notification', z.object({ notificationId: z.uuid() }));

const TITLE = { en: 'Your booking', ar: 'حجزك' };

/**
 * Sends a notification to each device the customer registered (POST /transaction/booking/fcm-token),
 * in the customer's language, unless they turned notifications off in Settings. A device the push
 * service no longer knows is forgotten. Queued in the notification's own transaction, so a push
 * never tells of a change that rolled back, and a push service that is down is retried.
 */
export function pushNotificationsJob({ db, push, customers }: { db: Db; push: PushSender; customers: Pick<CustomerRecords, 'load'> }) {
  return jobHandler(PUSH_NOTIFICATION, async ({ notificationId }) => {
    const [notification] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
    if (!notification) return; // cleared before it was pushed
    const owner = { brandId: notification.brandId, userId: notification.userId };
    const { settings } = await customers.load(owner);
    if (settings.notificationsEnabled === false) return;
    const language = settings.language === 'ar' ? 'ar' : 'en';
    const devices = await db.select({ id: deviceTokens.id, token: deviceTokens.token }).from(deviceTokens).where(eq(deviceTokens.userId, owner.userId));
    for (const device of devices) {
      const outcome = await push.send({
        brandId: owner.brandId,
        token: device.token,
        title: TITLE[language],
        body: inLanguage(language, notification.descriptionEn, notification.descriptionAr),
        data: {
          notificationId,
          ...(notification.bookingId ? { bookingId: notification.bookingId, url: `/portal/booking_details/${notification.bookingId}` } : {}),
        },
      });
      if (outcome === 'gone') await db.delete(deviceTokens).where(and(eq(deviceTokens.id, device.id), eq(deviceTokens.userId, owner.userId)));
    }
  });
}
