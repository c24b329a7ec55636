import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerScope } from './auth/principal';
import { makeAnswer, sendAnswer, type Answer } from './answer-cache';
import { boundedMap } from './bounded-map';

/** A bound on memory: each customer who read a cached list is one entry. */
const CUSTOMERS_KEPT = 20_000;
/**
 * The longest an answer is kept even when nothing was heard: a safety net for a change that
 * recorded no event, and well inside the life of the signed file URLs the answers carry (15 min).
 */
export const CUSTOMER_ANSWER_MAX_AGE_MS = 60_000;

type Slot = { userId: string; brandId: string; madeAt: number; answers: Map<string, Answer> };

export type CustomerAnswers = ReturnType<typeof createCustomerAnswers>;

/**
 * Answers made of one customer's rows (their garage list), kept per customer until something of
 * theirs changes (decision 0008). Who forgets:
 * - this process, when a request of the customer that is not a read ends (`forgetAfterWrite`): its
 *   transaction has committed, so the customer's next read, here, is fresh;
 * - every process, when it hears an event for the customer (`forgetOnEvent`, from the events
 *   layer's LISTEN), which every change to a customer's data records in its transaction; so a
 *   change made elsewhere (another process, a job, staff) is seen once its NOTIFY arrives.
 * An answer being made while its customer is forgotten is not kept: it may predate the change.
 */
export function createCustomerAnswers(now: () => number = Date.now) {
  let slots = boundedMap<string, Slot>(CUSTOMERS_KEPT);

  function slotOf(customer: CustomerScope): Slot {
    const slot = slots.get(customer.userId);
    if (slot && slot.brandId === customer.brandId && now() - slot.madeAt < CUSTOMER_ANSWER_MAX_AGE_MS) return slot;
    const fresh = { ...customer, madeAt: now(), answers: new Map<string, Answer>() };
    slots.set(customer.userId, fresh);
    return fresh;
  }

  const forget = (userId: string) => slots.delete(userId);
  const forgetAll = () => {
    slots = boundedMap<string, Slot>(CUSTOMERS_KEPT);
  };

  return {
    async send(request: FastifyRequest, reply: FastifyReply, customer: CustomerScope, key: string, produce: () => unknown) {
      const slot = slotOf(customer);
      let answer = slot.answers.get(key);
      if (!answer) {
        answer = await makeAnswer(reply, produce);
        // Forgotten (or replaced) while it was made: the answer may be older than the change.
        if (slots.get(customer.userId) === slot) slot.answers.set(key, answer);
      }
      return sendAnswer(request, reply, answer, 'private, no-cache');
    },

    forgetAfterWrite(request: FastifyRequest) {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.principal?.kind === 'customer') forget(request.principal.userId);
    },

    /** A user's event forgets that user; a workshop's or the brand's may touch anyone's answers. */
    forgetOnEvent(notice: { userId: string | null }) {
      if (notice.userId) forget(notice.userId);
      else forgetAll();
    },

    /** Events may have been missed (the LISTEN connection dropped). */
    forgetAll,
  };
}
