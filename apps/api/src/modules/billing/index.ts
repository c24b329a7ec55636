import type { Db } from '../../db/client';
import type { ServerModule } from '../../platform/server-module';
import type { Brand } from '../../platform/tenancy';
import type { WorkshopBookings } from '../bookings';
import type { ServiceMenuService } from '../catalog';
import type { VehiclesService } from '../garage';
import type { JobCardRow } from '../job-cards';
import { createEstimateMenu } from './estimate-menu';
import { createEstimateRepository } from './estimate.repository';
import { estimateRoutes } from './estimate.routes';
import { createEstimateService } from './estimate.service';

export type { EstimateService } from './estimate.service';

type WorkshopScope = { brandId: string; workshopId: string };

type Deps = {
  db: Db;
  now: () => Date;
  jobCardRecords: {
    byId: (scope: WorkshopScope, jobCardId: string, tx?: Db) => Promise<JobCardRow | null>;
    lockedById: (scope: WorkshopScope, jobCardId: string, tx: Db) => Promise<JobCardRow | null>;
    /** Tells the workshop's desks live that the card changed (its estimate with it). */
    changed: (tx: Db, card: JobCardRow) => Promise<unknown>;
  };
  workshopPlace: (brand: Brand, workshopId: string) => Promise<{ timeZone: string; stateCode: string | null }>;
  serviceMenu: Pick<ServiceMenuService, 'cartLine' | 'services' | 'addOnsOf'>;
  vehicles: Pick<VehiclesService, 'get'>;
  workshopBookings: Pick<WorkshopBookings, 'items'>;
};

/** Billing (ARCHITECTURE.md section 2): a job card's estimate; invoices, payments and notes follow (issue 27). */
export function createBillingModule({ db, now, jobCardRecords, workshopPlace, serviceMenu, vehicles, workshopBookings }: Deps) {
  const repository = createEstimateRepository(db);
  const menu = createEstimateMenu({ serviceMenu, vehicles, bookings: workshopBookings, repository });
  const estimates = createEstimateService({
    db,
    now,
    repository,
    jobCardOf: (scope, jobCardId, tx) => jobCardRecords.byId(scope, jobCardId, tx),
    lockedJobCardOf: jobCardRecords.lockedById,
    cardChanged: jobCardRecords.changed,
    workshopPlace,
    menu,
  });
  const module: ServerModule = {
    name: 'billing',
    routes: [estimateRoutes(estimates)],
    uniqueConstraints: { job_card_lines_one_per_part: { code: 'billing/duplicate-part', field: 'name' } },
  };
  return { services: { estimates }, module };
}
