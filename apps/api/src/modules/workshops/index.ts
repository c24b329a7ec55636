import type { TVehicleType } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { ServerModule } from '../../platform/server-module';
import type { Brand } from '../../platform/tenancy';
import { createWorkshopsRepository } from './workshops.repository';
import { workshopsRoutes } from './workshops.routes';
import { createWorkshopsService } from './workshops.service';

/** The workshops module's public face: the brand's service centres, as customers choose among them. */
export type { WorkshopsService } from './workshops.service';

type WorkshopsDeps = { db: Db; vehicleTypeOfService: (brand: Brand, serviceId: string) => Promise<TVehicleType> };

export function createWorkshopsModule({ db, vehicleTypeOfService }: WorkshopsDeps) {
  const workshops = createWorkshopsService({ repository: createWorkshopsRepository(db), vehicleTypeOfService });
  const module: ServerModule = { name: 'workshops', routes: [workshopsRoutes] };
  return { services: { workshops }, module };
}
