import type { Db } from '../../db/client';
import type { ServerModule } from '../../platform/server-module';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService } from './catalog.service';

/** The catalog module's public face: the vehicle catalogue (and, next, services and prices). */
export type { CatalogService } from './catalog.service';
export { parseCatalogSpreadsheet } from './import/catalog-spreadsheet';

export function createCatalogModule(db: Db) {
  const services = { catalog: createCatalogService(db, createCatalogRepository(db)) };
  const module: ServerModule = { name: 'catalog', routes: [catalogRoutes] };
  return { services, module };
}
