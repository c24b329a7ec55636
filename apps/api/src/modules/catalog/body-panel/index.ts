import type { Db } from '../../../db/client';
import type { CatalogService } from '../catalog.service';
import type { ServiceMenuService } from '../services/service-menu.service';
import { createBodyPanelRepository } from './body-panel.repository';
import { bodyPanelRoutes } from './body-panel.routes';
import { createBodyPanelService } from './body-panel.service';

/** The body panel part of the catalog module: its service (the module's `bodyPanel`) and its routes, built on it. */
export function createBodyPanel(deps: { db: Db; catalog: CatalogService; serviceMenu: ServiceMenuService }) {
  const service = createBodyPanelService({ repository: createBodyPanelRepository(deps.db), ...deps });
  return { service, routes: bodyPanelRoutes({ bodyPanel: service, catalog: deps.catalog, serviceMenu: deps.serviceMenu }) };
}
