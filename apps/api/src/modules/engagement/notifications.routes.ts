import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDeviceToken, ZNotification, ZNotificationRead } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, customerScope, idParams, requestLanguage } from '../../platform/http/route-kit';
import type { NotificationsService } from './notifications.service';

/** The notification routes of customer spec section 7 (the list's path is ours: the spec names none). */
export const notificationsRoutes =
  ({ notifications }: { notifications: NotificationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notifications'];

    app.get(
      '/transaction/notifications',
      { schema: { tags, summary: 'My latest notifications, newest first', security: bearer, response: responses(z.array(ZNotification)) } },
      async (request) => ok(await notifications.list(customerScope(request), requestLanguage(request))),
    );

    app.patch(
      '/transaction/notifications/:notificationId',
      {
        schema: {
          tags,
          summary: 'Mark one of my notifications read',
          security: bearer,
          params: idParams('notificationId'),
          body: ZNotificationRead,
          response: responses(ZNotification),
        },
      },
      async (request) => ok(await notifications.markRead(customerScope(request), request.params.notificationId, request.body.isRead, requestLanguage(request))),
    );

    app.delete(
      '/transaction/booking/notifications',
      { schema: { tags, summary: 'Clear all my notifications', security: bearer, response: responses(z.object({})) } },
      async (request) => {
        await notifications.clear(customerScope(request));
        return ok({});
      },
    );

    app.post(
      '/transaction/booking/fcm-token',
      { schema: { tags, summary: 'Keep this device’s push token', security: bearer, body: ZDeviceToken, response: responses(z.object({})) } },
      async (request) => {
        await notifications.saveDeviceToken(customerScope(request), request.body.token);
        return ok({});
      },
    );
  };
