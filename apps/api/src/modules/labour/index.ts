import type { ServerModule } from '../../platform/server-module';
import { createBulkUpdateService } from './bulk-update.service';
import { catalogueRoutes } from './catalogue.routes';
import type { LabourDeps } from './labour-context';
import { createLabourLines, type VehicleFacts } from './labour-lines';
import { createOperationsService } from './operations.service';
import { createSegmentsService } from './segments.service';
import { updatesRoutes } from './updates.routes';

export { createPublishedPrices } from './published-prices';
export type { LabourLines } from './labour-lines';

/**
 * Labour catalogues (issue 29 parts 4 to 6, decision 0057): a workshop's vehicle segments, rate
 * segments and operations with a price per segment, the bulk price update with its history, and the
 * online catalogue whose published prices the customer app reads (published-prices.ts, given to
 * the catalogue module by the composition root).
 */
export function createLabourModule(deps: LabourDeps & { vehicleFacts: VehicleFacts }) {
  const operations = createOperationsService(deps);
  const segments = createSegmentsService(deps, operations.read);
  const updates = createBulkUpdateService(deps);
  const module: ServerModule = {
    name: 'labour',
    routes: [catalogueRoutes({ operations, segments }), updatesRoutes(updates)],
    uniqueConstraints: {
      labour_vehicle_segments_name: { code: 'labour/duplicate-name', field: 'name' },
      labour_rate_segments_name: { code: 'labour/duplicate-name', field: 'name' },
      labour_operations_name: { code: 'labour/duplicate-name', field: 'name' },
    },
  };
  return { services: { labourCatalogue: operations, labourLines: createLabourLines(deps, deps.vehicleFacts) }, module };
}
