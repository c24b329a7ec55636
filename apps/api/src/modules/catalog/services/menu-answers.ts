import type { FastifyInstance } from 'fastify';
import { catalogAnswerCache } from '../catalog-answers';
import type { CatalogService } from '../catalog.service';
import type { ServiceMenuService } from './service-menu.service';

/**
 * Answers of the service menu's routes, kept until the vehicle catalogue changes (an import can
 * change what a catalogVehicleId prices as) or the brand's menu does (a menu import).
 */
export function menuAnswerCache(
  app: FastifyInstance,
  { catalog, serviceMenu }: { catalog: Pick<CatalogService, 'onChange'>; serviceMenu: Pick<ServiceMenuService, 'onChange'> },
) {
  const answers = catalogAnswerCache(app, catalog);
  const stopListening = serviceMenu.onChange(answers.forget);
  app.addHook('onClose', async () => void stopListening());
  return answers;
}
