import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEstimate, TJobCard, TJobCardPart, TPartPage, TPurchaseOrder, TStaffSession } from '@servicebay/domain';
import { bookedCardWith, dataOf, pads } from '../../../test/billing-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { demoStaff } from '../../../test/staff-factories';
import { storeAt } from '../../../test/stock-factories';

let t: TestApp;
let owner: TStaffSession;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, 'servicebay', 'owner');
});
afterAll(() => t.close());

/** A booking's card at work on its approved brake pads (2), the store of its workshop, and the pads' line. */
async function cardAtWork() {
  const { shopper, call } = await bookedCardWith(t.app, 'servicebay', [pads]);
  const estimate = dataOf<TEstimate>(await call('GET', '/estimate'));
  dataOf(await call('POST', '/estimate/send'));
  const sent = dataOf<TEstimate>(await call('GET', '/estimate'));
  const answers = sent.lines.map((line) => ({ lineId: line.lineId, approval: 'approved' }));
  dataOf(await call('POST', '/estimate/approval', { version: sent.sending.versions[0]!.version, lines: answers, via: 'counter' }));
  dataOf(await call('POST', '/status', { status: 'workInProgress' }));
  const { workshopId } = await shopper.booking();
  const store = storeAt(t.app, 'servicebay', owner, workshopId);
  const part = await store.part();
  const vendor = await store.vendor();
  const status = async () => dataOf<TJobCard>(await call('GET', '')).status;
  /** When the customer's timeline step was done, null while it is not. */
  const stepDoneAt = async (name: string) => (await shopper.booking()).events.find((event) => event.name === name)?.updatedAt ?? null;
  const order = async (quantity: number) =>
    dataOf<TPurchaseOrder>(
      await store.call('POST', '/purchase-orders', {
        vendorId: vendor.vendorId,
        lines: [{ partId: part.partId, quantity, jobCardLineId: estimate.lines[0]!.lineId }],
      }),
    );
  let bill = 0;
  const inward = async (orderLineId: string, quantity: number) =>
    dataOf(
      await store.call('POST', '/inwards', {
        vendorId: vendor.vendorId,
        inwardDate: '2026-04-10',
        billNumber: `SP-${Date.now()}-${++bill}`,
        amount: 118 * quantity,
        lines: [{ partId: part.partId, orderLineId, quantity, unitPrice: 100, taxPercentage: 18 }],
        complete: true,
      }),
    );
  const parts = async () => dataOf<TJobCardPart[]>(await store.call('GET', `/job-cards/${dataOf<TJobCard>(await call('GET', '')).jobCardId}/parts`));
  return { call, store, status, stepDoneAt, order, inward, parts };
}

describe("parts ordered for a card hold it at 'Spares Pending' until they come (issue 28 parts 3 and 4)", () => {
  it('moves a card at work to Spares Pending with its order, on the customer’s timeline too, and back to work with the inward of the last part', async () => {
    const job = await cardAtWork();
    expect(await job.stepDoneAt('Spares-Pending')).toBeNull();
    const order = await job.order(2);
    expect(await job.status()).toBe('sparesPending');
    expect(await job.stepDoneAt('Spares-Pending')).not.toBeNull();
    // Half of it comes: the card still waits.
    await job.inward(order.lines[0]!.orderLineId, 1);
    expect(await job.status()).toBe('sparesPending');
    await job.inward(order.lines[0]!.orderLineId, 1);
    expect(await job.status()).toBe('workInProgress');
    // The card's steps name no one for the store's moves.
    const card = dataOf<TJobCard>(await job.call('GET', ''));
    expect(card.steps.slice(-2).map((step) => [step.status, step.by])).toEqual([
      ['sparesPending', null],
      ['workInProgress', null],
    ]);
  });

  it('sends the card back to work when the line it waited for is cancelled, and leaves a card not at work as the desk put it', async () => {
    const job = await cardAtWork();
    const order = await job.order(3);
    expect(await job.status()).toBe('sparesPending');
    dataOf(await job.store.call('POST', `/purchase-orders/${order.orderId}/lines/${order.lines[0]!.orderLineId}/status`, { status: 'cancelled' }));
    expect(await job.status()).toBe('workInProgress');
    // Ready for delivery is the desk's: an order for the card now leaves it there.
    dataOf(await job.call('POST', '/status', { status: 'readyForDelivery' }));
    await job.order(1);
    expect(await job.status()).toBe('readyForDelivery');
  });
});

describe("a card's part line names the master's part by its number before anything is issued (issue 28 part 3)", () => {
  it('finds the part of the number the desk typed, so the store can order it for the line', async () => {
    const job = await cardAtWork();
    const master = dataOf<TPartPage>(await job.store.call('GET', `/parts?search=${encodeURIComponent(pads.partNo!)}`));
    const [line] = await job.parts();
    expect(line).toMatchObject({ partNo: pads.partNo, issued: 0, partId: master.items.find((part) => part.partNumber === pads.partNo)!.partId });
  });
});
