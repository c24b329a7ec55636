import type { Db } from '../../db/client';
import type { ServerModule } from '../../platform/server-module';
import type { Brand } from '../../platform/tenancy';
import { workshopPicturesRoutes } from './pictures/workshop-pictures.routes';
import { createWorkshopsRepository } from './workshops.repository';
import { workshopsRoutes } from './workshops.routes';
import { createWorkshopsService } from './workshops.service';
import { createWorkshopSettingsService } from './workshop-settings.service';
import { workshopSettingsRoutes } from './workshop-settings.routes';
import type { Storage } from '../../platform/storage/storage';

/** The workshops module's public face: the brand's service centres, as customers choose among them. */
export type { WorkshopDraft, WorkshopsService } from './workshops.service';

export { workshopPictureUrls } from './pictures/workshop-pictures';
export { positionKey } from './workshop-answers';
export { searchKey, searchOf, withWhere } from './workshop-search';

type WorkshopsDeps = {
  db: Db;
  storage: Storage;
  /** Pictures are named by the brand's slug, as brand art is (an image request carries no brand header). */
  brandBySlug: (slug: string) => Promise<Brand | null>;
};

export function createWorkshopsModule({ db, storage, brandBySlug }: WorkshopsDeps) {
  const repository = createWorkshopsRepository(db);
  const workshops = createWorkshopsService({ repository });
  const workshopSettings = createWorkshopSettingsService({ repository, storage, changed: workshops.changed });
  const module: ServerModule = {
    name: 'workshops',
    routes: [workshopsRoutes({ workshops }), workshopPicturesRoutes(brandBySlug), workshopSettingsRoutes({ workshopSettings })],
  };
  return { services: { workshops, workshopSettings }, module };
}
