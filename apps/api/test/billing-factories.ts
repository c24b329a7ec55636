import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TEstimate, TEstimateLineBody, TJobCard, TStaffSession } from '@servicebay/domain';
import { openWalkIn } from './job-card-factories';
import { asStaff } from './staff-factories';

type Answer = { statusCode: number; body: string; json: () => unknown };

/** The answer's data, after checking it is a 200 (the body says why when it is not). */
export const dataOf = <T>(answer: Answer): T => {
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: T }).data;
};
export const errorOf = (answer: Answer) => (answer.json() as { error: { code: string; message: string; field?: string } }).error;

/** Two lines of a brake job in India (18 % GST): 2 x 1,250 of pads and 800 of labour. */
export const pads: TEstimateLineBody = {
  kind: 'part',
  name: 'Brake pad set',
  partNo: 'BP-2291',
  quantity: 2,
  unitPrice: 1250,
  taxPercentage: 18,
  hsnSac: '87083000',
};
export const labour: TEstimateLineBody = { kind: 'labour', name: 'Brake service', quantity: 1, unitPrice: 800, taxPercentage: 18, hsnSac: '998714' };

/** A Karnataka plate; one in 810,000 is the same as another. */
export const indianPlate = () => `KA${randomInt(10, 100)}MN${randomInt(1000, 10_000)}`;

export type WalkInJob = Awaited<ReturnType<typeof walkInWith>>;

/** A walk-in's card at the session's `workshopIndex`th workshop with `lines`, and the desk's calls on it. */
export async function walkInWith(app: FastifyInstance, brand: string, session: TStaffSession, lines: TEstimateLineBody[], plate: string, workshopIndex = 0) {
  const workshopId = session.staff.workshops[workshopIndex]!.workshopId;
  const { card } = await openWalkIn(app, { brand, session, workshopId, plate });
  const desk = asStaff(app, brand, session);
  const base = `/api/staff/workshops/${workshopId}/job-cards/${card.jobCardId}`;
  let estimate: TEstimate | null = null;
  for (const line of lines) estimate = dataOf<TEstimate>(await desk({ method: 'POST', url: `${base}/estimate/lines`, payload: line }));
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => desk({ method, url: `${base}${url}`, ...(payload ? { payload } : {}) });
  return {
    workshopId,
    card,
    call,
    approveAll: async () => {
      dataOf(await call('POST', '/estimate/send'));
      const answers = estimate!.lines.map((line) => ({ lineId: line.lineId, approval: 'approved' }));
      return dataOf<TEstimate>(await call('POST', '/estimate/approval', { version: 1, lines: answers, via: 'counter' }));
    },
    readyForDelivery: async () => {
      for (const status of ['workInProgress', 'readyForDelivery']) dataOf<TJobCard>(await call('POST', '/status', { status }));
    },
    invoice: (payload: object = {}) => call('POST', '/invoices', payload),
    proforma: (payload: object = {}) => call('POST', '/proforma', payload),
    pay: (payload: object) => call('POST', '/payments', payload),
    bill: () => call('GET', '/bill'),
    pdf: (invoiceId: string) => desk({ method: 'GET', url: `/api/staff/workshops/${workshopId}/invoices/${invoiceId}/pdf` }),
  };
}

/** A walk-in's card with `lines` the customer approved at the counter, ready for delivery: what a tax invoice needs. */
export async function readyToInvoice(app: FastifyInstance, brand: string, session: TStaffSession, lines: TEstimateLineBody[], workshopIndex = 0) {
  const job = await walkInWith(app, brand, session, lines, indianPlate(), workshopIndex);
  await job.approveAll();
  await job.readyForDelivery();
  return job;
}

/** `work` over `items`, `width` at a time (a test's setup in batches the machine keeps up with); answers in order. */
export async function inBatches<T, R>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}
