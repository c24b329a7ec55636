import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TEstimateLineBody, TJobCard, TStaffSession } from '@servicebay/domain';
import { approvedAtCounter, type DeskCall } from './desk-handover';
import { openWalkIn, type WalkIn } from './job-card-factories';
import { asStaff } from './staff-factories';

export type Answer = { statusCode: number; body: string; rawPayload: Buffer; headers: Record<string, unknown>; json: () => unknown };
export const dataOf = <T>(answer: Answer): T => {
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: T }).data;
};
export const errorOf = (answer: Answer) => (answer.json() as { error: { code: string; message: string; field?: string } }).error;

export const PADS: TEstimateLineBody = { kind: 'part', name: 'Brake pad set', partNo: 'BP-2291', quantity: 2, unitPrice: 1250, taxPercentage: 18, hsnSac: '87083000' };
export const BRAKE_LABOUR: TEstimateLineBody = { kind: 'labour', name: 'Brake service', quantity: 1, unitPrice: 800, taxPercentage: 18, hsnSac: '998714' };

/** A walk-in's card at one of `session`'s workshops with `lines` on its estimate, and the desk's calls on it. */
export async function walkInWith(
  app: FastifyInstance,
  {
    brand,
    session,
    lines,
    plate,
    workshopIndex = 0,
    customer,
  }: { brand: string; session: TStaffSession; lines: TEstimateLineBody[]; plate: string; workshopIndex?: number; customer?: WalkIn['customer'] },
) {
  const workshopId = session.staff.workshops[workshopIndex]!.workshopId;
  const { card, mobileNumber } = await openWalkIn(app, { brand, session, workshopId, plate, customer });
  const desk = asStaff(app, brand, session);
  const cardPath = `/staff/workshops/${workshopId}/job-cards/${card.jobCardId}`;
  /** The desk's calls as the walks of desk-handover.ts make them. */
  const deskCall: DeskCall = async (method, url, payload) => dataOf(await desk({ method, url: `/api${url}`, ...(payload ? { payload: payload as object } : {}) }));
  for (const line of lines) await deskCall('POST', `${cardPath}/estimate/lines`, line);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    desk({ method, url: `/api${cardPath}${url}`, ...(payload ? { payload: payload as object } : {}) });
  return {
    workshopId,
    card,
    mobileNumber,
    call,
    cardPath,
    deskCall,
    /** The estimate sent and every line approved at the counter. */
    approveAll: () => approvedAtCounter(deskCall, cardPath),
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
