import type { FastifyInstance } from 'fastify';
import { createAnswerCache } from '../../platform/answer-cache';
import type { CatalogService } from './catalog.service';

/** Answers kept until the vehicle catalogue changes (an import can change what a vehicle prices as). */
export function catalogAnswerCache(app: FastifyInstance, catalog: Pick<CatalogService, 'onChange'>) {
  const answers = createAnswerCache();
  const stopListening = catalog.onChange(answers.forget);
  app.addHook('onClose', async () => void stopListening());
  return answers;
}
