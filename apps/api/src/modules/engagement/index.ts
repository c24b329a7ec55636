import type { Db } from '../../db/client';
import type { CustomerDataPart } from '../../platform/customer-data';
import type { JobQueue } from '../../platform/jobs/jobs';
import type { PushSender } from '../../platform/push/push-sender';
import type { ServerModule } from '../../platform/server-module';
import type { CustomerRecords } from '../identity';
import { createNotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';
import { pushNotificationsJob } from './push-notifications';
import { referralsRoutes } from './referrals.routes';
import { createReferralsService } from './referrals.service';

/** The engagement module's public face: notifications and Refer and Earn. */
export type { NotificationsService } from './notifications.service';
export type { ReferralsService } from './referrals.service';

type Deps = { db: Db; now: () => Date; customers: CustomerRecords; jobs: JobQueue; push: PushSender };

export function createEngagementModule({ db, now, customers, jobs, push }: Deps) {
  const repository = createNotificationsRepository(db);
  const notifications = createNotificationsService({ db, repository, jobs, now });
  const referrals = createReferralsService({ db, now, customers, notify: notifications.notify });
  // An erased customer's notifications, devices and referral code go (they name the customer's bookings and phone).
  const customerData: CustomerDataPart = {
    module: 'engagement',
    async erase(customer, tx) {
      await repository.eraseOf(customer, tx);
      await referrals.eraseOf(customer, tx);
      return [];
    },
  };
  const module: ServerModule = {
    name: 'engagement',
    routes: [notificationsRoutes({ notifications }), referralsRoutes({ referrals })],
    jobs: [pushNotificationsJob({ db, push, customers })],
    customerData,
  };
  return { services: { notifications, referrals }, module };
}
