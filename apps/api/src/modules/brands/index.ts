import type { Db } from '../../db/client';
import type { ServerModule } from '../../platform/server-module';
import { createBrandsRepository } from './brands.repository';
import { brandsRoutes } from './brands.routes';
import { createBrandsService } from './brands.service';
import { manifestRoutes } from './manifest.routes';

/** The brands module's public face: white-label clients, their settings and assets. */
export type { BrandsService } from './brands.service';
/** Served outside /api, at the site root: each brand's web manifest. */
export { manifestRoutes };
export { createBrandIconCheck } from './manifest.routes';
/** Inlined into the customer app's pages: the brand's client profile. */
export { clientProfilePageHead } from './client-profile-page';

export function createBrandsModule(db: Db, options: { mapTileUrl: string; publicUrlTemplate: string }) {
  const brands = createBrandsService(createBrandsRepository(db), options);
  const module: ServerModule = { name: 'brands', routes: [brandsRoutes({ brands })] };
  return { services: { brands }, module };
}
