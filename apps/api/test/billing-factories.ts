import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { gstinCheckCharacter, type TEstimate, type TEstimateLineBody, type TJobCard, type TStaffSession } from '@servicebay/domain';
import { jobCards } from '../src/modules/job-cards/job-cards.tables';
import { customerWithBooking } from './booking-factories';
import { approvedAtCounter, type DeskCall } from './desk-handover';
import { openWalkIn, ownerOf, workshopStep, type WalkIn } from './job-card-factories';
import { payThroughTestGateway } from './payment-factories';
import { onBrand } from './build-test-app';
import { asStaff } from './staff-factories';

type Answer = { statusCode: number; body: string; json: () => unknown };
/** The data of a successful answer; fails the test with the body of any other. */
export const dataOf = <T>(answer: Answer): T => {
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: T }).data;
};
export const errorOf = (answer: Answer) => (answer.json() as { error: { code: string; message: string; field?: string } }).error;

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

/** A GSTIN of Karnataka whose check character is right. */
export const GSTIN = `29ABCDE1234F1Z${gstinCheckCharacter('29ABCDE1234F1Z')}`;
export const indianPlate = () => `KA${randomInt(10, 100)}MN${randomInt(1000, 10_000)}`;
export const saudiPlate = () => `${randomInt(1000, 10_000)}BUA`;

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
    name,
    variant,
  }: {
    brand: string;
    session: TStaffSession;
    lines: TEstimateLineBody[];
    plate: string;
    workshopIndex?: number;
    customer?: WalkIn['customer'];
    name?: string;
    variant?: WalkIn['variant'];
  },
) {
  const workshopId = session.staff.workshops[workshopIndex]!.workshopId;
  const { card, mobileNumber } = await openWalkIn(app, { brand, session, workshopId, plate, customer, variant, ...(name ? { name } : {}) });
  const desk = asStaff(app, brand, session);
  const cardPath = `/staff/workshops/${workshopId}/job-cards/${card.jobCardId}`;
  /** The desk's calls as the walks of desk-handover.ts make them. */
  const deskCall: DeskCall = async (method, url, payload) =>
    dataOf(await desk({ method, url: `/api${url}`, ...(payload ? { payload: payload as object } : {}) }));
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

export type WalkInJob = Awaited<ReturnType<typeof walkInWith>>;

/** A walk-in's card with `lines` the customer approved at the counter, ready for delivery: what a tax invoice needs. */
export async function readyToInvoice(
  app: FastifyInstance,
  brand: string,
  session: TStaffSession,
  lines: TEstimateLineBody[],
  workshopIndex = 0,
  variant?: WalkIn['variant'],
) {
  const job = await walkInWith(app, { brand, session, lines, plate: indianPlate(), workshopIndex, variant });
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

/** The link the last estimate SMS to a card's customer carried (the development outbox), as its token. */
export async function linkTokenSentTo(app: FastifyInstance, brand: string, mobileNumber: string): Promise<string> {
  const outbox = dataOf<{ body: string }[]>(
    await onBrand(app, brand)({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(`+${mobileNumber.replace(/^\+/, '')}`)}` }),
  );
  const token = outbox.map((message) => message.body.match(/\/estimate\/([\w.-]+)/)?.[1]).find(Boolean);
  if (!token) throw new Error(`no estimate link sent to ${mobileNumber}: ${JSON.stringify(outbox)}`);
  return token;
}

/**
 * A customer's booking at `brand` (its own advance paid through the test gateway where the brand
 * asks one: 'deccan'), its job card in the workshop with the booked service taken off and `lines`
 * put on by the owner, and the desk's calls on the card.
 */
export async function bookedCardWith(app: FastifyInstance, brand: string, lines: TEstimateLineBody[]) {
  const shopper = await customerWithBooking(app, brand);
  const bookingAdvance = brand === 'deccan' ? (await payThroughTestGateway(app, brand, shopper)).amount : 0;
  expect((await workshopStep(app, brand, shopper.bookingId, 'Confirmed')).statusCode).toBe(200);
  const booking = await shopper.booking();
  const desk = asStaff(app, brand, await ownerOf(app, brand));
  const [card] = await app.db.select({ id: jobCards.id }).from(jobCards).where(eq(jobCards.bookingId, shopper.bookingId));
  const base = `/api/staff/workshops/${booking.workshopId}/job-cards/${card!.id}`;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => desk({ method, url: `${base}${url}`, ...(payload ? { payload } : {}) });
  dataOf(await call('POST', '/status', { status: 'inWorkshop' }));
  for (const line of dataOf<TEstimate>(await call('GET', '/estimate')).lines) dataOf(await call('DELETE', `/estimate/lines/${line.lineId}`));
  for (const line of lines) dataOf(await call('POST', '/estimate/lines', line));
  return { shopper, bookingAdvance, call };
}
