import type { TVehicleType } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { ServerModule } from '../../platform/server-module';
import type { Brand } from '../../platform/tenancy';
import { workshopPicturesRoutes } from './pictures/workshop-pictures.routes';
import { createWorkshopsRepository } from './workshops.repository';
import { workshopsRoutes } from './workshops.routes';
import { createWorkshopsService } from './workshops.service';

/** The workshops module's public face: the brand's service centres, as customers choose among them. */
export type { WorkshopDraft, WorkshopsService } from './workshops.service';

export { workshopPictureUrls } from './pictures/workshop-pictures';

type WorkshopsDeps = {
  db: Db;
  vehicleTypeOfService: (brand: Brand, serviceId: string) => Promise<TVehicleType>;
  /** Pictures are named by the brand's slug, as brand art is (an image request carries no brand header). */
  brandBySlug: (slug: string) => Promise<Brand | null>;
};

export function createWorkshopsModule({ db, vehicleTypeOfService, brandBySlug }: WorkshopsDeps) {
  const workshops = createWorkshopsService({ repository: createWorkshopsRepository(db), vehicleTypeOfService });
  const module: ServerModule = { name: 'workshops', routes: [workshopsRoutes, workshopPicturesRoutes(brandBySlug)] };
  return { services: { workshops }, module };
}
