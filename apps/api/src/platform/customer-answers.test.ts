import Fastify, { type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOMER_ANSWER_MAX_AGE_MS, createCustomerAnswers } from './customer-answers';

const asha = { brandId: 'brand-1', userId: 'asha' };
const ravi = { brandId: 'brand-1', userId: 'ravi' };

/** A route answering from `answers` what `produce` makes, counting how often it is made. */
function harness(now: () => number = Date.now) {
  const answers = createCustomerAnswers(now);
  const app = Fastify();
  let made = 0;
  let hold: Promise<void> = Promise.resolve();
  app.get<{ Querystring: { user: string } }>('/list', (request, reply) => {
    const customer = request.query.user === 'ravi' ? ravi : asha;
    return answers.send(request, reply, customer, 'garage', async () => {
      const version = ++made;
      await hold;
      return { version };
    });
  });
  const read = async (user = 'asha') => (await app.inject({ method: 'GET', url: `/list?user=${user}` })).json().version as number;
  return {
    answers,
    app,
    read,
    made: () => made,
    holdNext: () => {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return release;
    },
  };
}

const requestOf = (method: string, userId: string | null) =>
  ({ method, principal: userId ? { kind: 'customer', userId, brandId: 'brand-1', isAnonymous: false, sessionVersion: 0 } : null }) as unknown as FastifyRequest;

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe('customer answers', () => {
  it('makes an answer once per customer until that customer is forgotten', async () => {
    const h = harness();
    close = () => h.app.close();
    expect([await h.read(), await h.read(), await h.read('ravi')]).toEqual([1, 1, 2]);
    h.answers.forgetOnEvent({ userId: 'asha' });
    expect([await h.read(), await h.read('ravi')]).toEqual([3, 2]);
  });

  it('does not keep an answer that was being made while its customer was forgotten', async () => {
    const h = harness();
    close = () => h.app.close();
    const release = h.holdNext();
    const before = h.read();
    await expect.poll(h.made).toBe(1);
    h.answers.forgetOnEvent({ userId: 'asha' }); // the change commits while the old rows are being answered
    release();
    expect(await before).toBe(1);
    expect(await h.read()).toBe(2);
  });

  it("forgets the caller after a write request, never after a read or another's write", async () => {
    const h = harness();
    close = () => h.app.close();
    await h.read();
    h.answers.forgetAfterWrite(requestOf('GET', 'asha'));
    h.answers.forgetAfterWrite(requestOf('POST', 'ravi'));
    h.answers.forgetAfterWrite(requestOf('POST', null));
    expect(await h.read()).toBe(1);
    h.answers.forgetAfterWrite(requestOf('PATCH', 'asha'));
    expect(await h.read()).toBe(2);
  });

  it('forgets everyone on an event for a workshop or the whole brand, and when events were missed', async () => {
    const h = harness();
    close = () => h.app.close();
    await h.read();
    h.answers.forgetOnEvent({ userId: null });
    expect(await h.read()).toBe(2);
    h.answers.forgetAll();
    expect(await h.read()).toBe(3);
  });

  it('makes the answer again once it is older than the safety limit', async () => {
    let clock = 0;
    const h = harness(() => clock);
    close = () => h.app.close();
    await h.read();
    clock += CUSTOMER_ANSWER_MAX_AGE_MS - 1;
    expect(await h.read()).toBe(1);
    clock += 1;
    expect(await h.read()).toBe(2);
  });
});
