import type { Db } from '../../../db/client';
import type { CatalogService } from '../catalog.service';
import type { ServiceMenuService } from '../services/service-menu.service';
import { createBodyPanelRepository } from './body-panel.repository';
import { bodyPanelRoutes } from './body-panel.routes';
import { createBodyPanelService } from './body-panel.service';

/** The body panel part of the catalog module: its service (on `app.services.bodyPanel`) and its routes. */
export function createBodyPanel(deps: { db: Db; catalog: CatalogService; serviceMenu: ServiceMenuService }) {
  return { service: createBodyPanelService({ repository: createBodyPanelRepository(deps.db), ...deps }), routes: bodyPanelRoutes };
}
