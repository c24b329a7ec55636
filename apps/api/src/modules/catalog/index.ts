import type { Db } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/jobs';
import type { ServerModule } from '../../platform/server-module';
import type { Brand } from '../../platform/tenancy';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService } from './catalog.service';
import { createCatalogImportsRepository } from './import/catalog-imports.repository';
import { catalogImportRoutes } from './import/catalog-imports.routes';
import { createCatalogImportsService } from './import/catalog-imports.service';
import { offersRoutes } from './offers/offers.routes';
import { createOffersService } from './offers/offers.service';
import { createServiceMenuRepository } from './services/service-menu.repository';
import { serviceMenuRoutes } from './services/service-menu.routes';
import { createServiceMenuService } from './services/service-menu.service';
import type { WorkshopPrices } from './services/menu-reader';
import { createMenuImportRepository } from './services/import/menu-import.repository';
import { menuImportRoutes } from './services/import/menu-import.routes';
import { createMenuImportService } from './services/import/menu-import.service';
import { servicePicksRoutes } from './services/service-picks.routes';
import { workshopDirectoryOf } from './services/workshop-directory';
import { workshopsByServiceRoutes } from './services/workshops-by-service.routes';
import { createBodyPanel } from './body-panel';
import type { WorkshopsService } from '../workshops';

/** The catalog module's public face: the vehicle catalogue and its imports, and the brands' service menus and offers. */
export type { CatalogService } from './catalog.service';
export type { CartLine, ServiceMenuService } from './services/service-menu.service';
export type { AppliedOffer, OffersService } from './offers/offers.service';
export type { BodyPanelService } from './body-panel/body-panel.service';
export type { CatalogImportsService } from './import/catalog-imports.service';
export { parseCatalogSpreadsheet } from './import/catalog-spreadsheet';

type CatalogDeps = {
  db: Db;
  jobs: JobQueue;
  now: () => Date;
  brandBySlug: (slug: string) => Promise<Brand | null>;
  /** The brand's workshops, which the menu asks what vehicles they take; left out by tools that only load the catalogue (the import CLI). */
  workshops?: WorkshopsService;
  /** A published workshop's own prices of menu services (the labour module's online catalogue); absent, the brand's menu prices hold everywhere. */
  workshopPrices?: WorkshopPrices;
};

export function createCatalogModule({ db, jobs, now, brandBySlug, workshops, workshopPrices }: CatalogDeps) {
  const catalog = createCatalogService(db, createCatalogRepository(db));
  const imports = createCatalogImportsService({ db, jobs, now, brandBySlug, catalog, repository: createCatalogImportsRepository(db) });
  const serviceMenu = createServiceMenuService(createServiceMenuRepository(db), catalog, workshopDirectoryOf(workshops ?? null), workshopPrices);
  const menuImports = createMenuImportService({ repository: createMenuImportRepository(db), brandBySlug, catalog, menuChanged: serviceMenu.menuChanged });
  const offers = createOffersService(db, now);
  const bodyPanel = createBodyPanel({ db, catalog, serviceMenu });
  const services = { catalog, catalogImports: imports.service, serviceMenu, menuImports, offers, bodyPanel: bodyPanel.service };
  const module: ServerModule = {
    name: 'catalog',
    routes: [
      catalogRoutes({ catalog }),
      catalogImportRoutes({ catalogImports: imports.service }),
      serviceMenuRoutes({ catalog, serviceMenu }),
      servicePicksRoutes({ catalog, serviceMenu }),
      menuImportRoutes({ menuImports }),
      offersRoutes({ catalog, offers }),
      bodyPanel.routes,
      ...(workshops ? [workshopsByServiceRoutes({ serviceMenu, workshops })] : []),
    ],
    jobs: [imports.job],
  };
  return { services, module };
}
