import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TEstimate, TEstimateLineBody, TJobCard, TStaffSession } from '@servicebay/domain';
import { openWalkIn } from './job-card-factories';
import { asStaff } from './staff-factories';

export type Answer = { statusCode: number; body: string; rawPayload: Buffer; headers: Record<string, unknown>; json: () => unknown };

/** The data of a 200 answer (anything else fails the test with its body). */
export const dataOf = <T>(answer: Answer): T => {
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: T }).data;
};
export const errorOf = (answer: Answer) => (answer.json() as { error: { code: string; message: string; field?: string } }).error;

export const BRAKE_PADS: TEstimateLineBody = {
  kind: 'part',
  name: 'Brake pad set',
  partNo: 'BP-2291',
  quantity: 2,
  unitPrice: 1250,
  taxPercentage: 18,
  hsnSac: '87083000',
};
export const BRAKE_SERVICE: TEstimateLineBody = { kind: 'labour', name: 'Brake service', quantity: 1, unitPrice: 800, taxPercentage: 18, hsnSac: '998714' };

type WalkInWith = { brand: string; session: TStaffSession; lines: TEstimateLineBody[]; plate: string; workshopIndex?: number; name?: string };

/** A walk-in's card at one of the session's workshops (the first unless told) with `lines`, and the desk's calls on it. */
export async function walkInWith(app: FastifyInstance, { brand, session, lines, plate, workshopIndex = 0, name }: WalkInWith) {
  const workshopId = session.staff.workshops[workshopIndex]!.workshopId;
  const { card } = await openWalkIn(app, { brand, session, workshopId, plate, ...(name ? { name } : {}) });
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
