import type { FastifyInstance } from 'fastify';
import { createAnswerCache } from '../../platform/answer-cache';

/** Answers kept until the vehicle catalogue changes (an import can change what a vehicle prices as). */
export function catalogAnswerCache(app: FastifyInstance) {
  const answers = createAnswerCache();
  const stopListening = app.services.catalog.onChange(answers.forget);
  app.addHook('onClose', async () => void stopListening());
  return answers;
}
