import type { FastifyInstance } from 'fastify';
import { catalogAnswerCache } from '../catalog-answers';

/**
 * Answers of the service menu's routes, kept until the vehicle catalogue changes (an import can
 * change what a catalogVehicleId prices as) or the brand's menu does (a menu import).
 */
export function menuAnswerCache(app: FastifyInstance) {
  const answers = catalogAnswerCache(app);
  const stopListening = app.services.serviceMenu.onChange(answers.forget);
  app.addHook('onClose', async () => void stopListening());
  return answers;
}
