import type { Db } from '../../db/client';
import type { CustomerDataPart } from '../../platform/customer-data';
import type { ServerModule } from '../../platform/server-module';
import { createNotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';

/** The engagement module's public face: notifications today; feedback and referrals join it. */
export type { NotificationsService } from './notifications.service';

export function createEngagementModule({ db }: { db: Db }) {
  const repository = createNotificationsRepository(db);
  const notifications = createNotificationsService({ db, repository });
  // An erased customer's notifications and devices go (they name the customer's bookings and phone).
  const customerData: CustomerDataPart = {
    module: 'engagement',
    async erase(customer, tx) {
      await repository.eraseOf(customer, tx);
      return [];
    },
  };
  const module: ServerModule = { name: 'engagement', routes: [notificationsRoutes], customerData };
  return { services: { notifications }, module };
}
