import { z } from 'zod';
import { TIMELINE_EVENT_NAMES_AR } from './timeline';

/** A notification of the customer's (customer spec section 3); WARN ones show a warning icon. */
export const NOTIFICATION_TYPES = ['INFO', 'WARN'] as const;
export const ZNotification = z.object({
  id: z.string(),
  bookingId: z.string().nullable(),
  type: z.enum(NOTIFICATION_TYPES),
  description: z.string(),
  isRead: z.boolean(),
  createdAt: z.object({ seconds: z.number().int() }),
});
export type TNotification = z.infer<typeof ZNotification>;

/** PATCH /transaction/notifications/{id}: the spec's body names the id again. */
export const ZNotificationRead = z.object({ id: z.string().optional(), isRead: z.boolean() });
/** POST /transaction/booking/fcm-token: the device's push token. */
export const ZDeviceToken = z.object({ token: z.string().trim().min(10).max(4096) });

/** What happened to a booking, as its notification says it, in English and Arabic. */
export type NotificationText = { type: (typeof NOTIFICATION_TYPES)[number]; en: string; ar: string };

export const notificationTexts = {
  booked: (code: string, date: string, time: string): NotificationText => ({
    type: 'INFO',
    en: `Booking ${code} confirmed for ${date} at ${time}`,
    ar: `تم تأكيد الحجز ${code} بتاريخ ${date} الساعة ${time}`,
  }),
  step: (code: string, event: string): NotificationText => ({
    type: 'INFO',
    en: `Booking ${code}: ${event}`,
    ar: `الحجز ${code}: ${(TIMELINE_EVENT_NAMES_AR as Record<string, string>)[event] ?? event}`,
  }),
  cancelled: (code: string, remarks: string | null): NotificationText => ({
    type: 'WARN',
    en: `Booking ${code} was cancelled${remarks ? `: ${remarks}` : ''}`,
    ar: `تم إلغاء الحجز ${code}${remarks ? `: ${remarks}` : ''}`,
  }),
};

/** A slot's date as the spec writes it (section 9: DD/MM/YYYY). */
export const slotDateText = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
