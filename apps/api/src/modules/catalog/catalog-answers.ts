import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createAnswerCache } from '../../platform/answer-cache';

/** The brand's name as the apps pass it (the brand itself comes from the Host or x-client-name). */
export const clientName = z.string().max(64).optional();

/** What every catalogue route shares: public (guests browse too), and answers kept until the vehicle catalogue changes. */
export const PUBLIC_ROUTE = { config: { public: true } } as const;

export function catalogAnswerCache(app: FastifyInstance) {
  const answers = createAnswerCache();
  const stopListening = app.services.catalog.onChange(answers.forget);
  app.addHook('onClose', async () => void stopListening());
  return answers;
}
