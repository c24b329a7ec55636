import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEstimate, TJobCardPart, TStaffSession, TStockTransfer } from '@servicebay/domain';
import { dataOf, errorOf, indianPlate, pads, walkInWith } from '../../../test/billing-factories';
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

describe("a job card's parts: purchased versus used (issue 28 part 8)", () => {
  it('tells what was returned from each line and what is used on it is worth at cost, net of returns', async () => {
    const store = storeAt(t.app, 'servicebay', owner);
    const part = await store.part({ purchasePrice: 500, sellingPrice: 1250 });
    await store.inward(part.partId, 5, 500);
    const job = await walkInWith(t.app, { brand: 'servicebay', session: owner, lines: [pads], plate: indianPlate() });
    const lineId = dataOf<TEstimate>(await job.call('GET', '/estimate')).lines[0]!.lineId;
    const move = (path: string, quantity: number) =>
      store.call('POST', path, { jobCardId: job.card.jobCardId, lines: [{ jobCardLineId: lineId, partId: part.partId, quantity }] });
    const partsOf = async () => dataOf<TJobCardPart[]>(await job.call('GET', '/parts'))[0]!;

    expect(await partsOf()).toMatchObject({ issued: 0, returned: 0, usedValue: 0, currency: 'INR' });
    dataOf(await move('/stock-issues', 2));
    expect(await partsOf()).toMatchObject({ issued: 2, returned: 0, usedValue: 1000 });
    dataOf(await move('/stock-returns', 1));
    dataOf(await move('/stock-issues', 1));
    dataOf(await move('/stock-returns', 2));
    // Issued 3 and returned 3 in all: nothing used, nothing of it worth anything on the card.
    expect(await partsOf()).toMatchObject({ issued: 0, returned: 3, usedValue: 0, status: null });
  });
});

describe('a transfer between branches as the desk sees it (issue 28 part 6)', () => {
  it('names both branches, and refuses more than on hand at the line that asked it', async () => {
    const store = storeAt(t.app, 'servicebay', owner);
    const [kept, short] = [await store.part(), await store.part()];
    await store.inward(kept.partId, 4, 100);
    await store.inward(short.partId, 1, 100);
    const [here, other] = owner.staff.workshops;
    const send = (lines: { partId: string; quantity: number }[]) =>
      store.call('POST', '/stock-transfers', { fromBranchId: here!.workshopId, toBranchId: other!.workshopId, lines });
    const refused = await send([
      { partId: kept.partId, quantity: 2 },
      { partId: short.partId, quantity: 3 },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'stock/above-on-hand', field: 'lines.1.quantity' });
    const transfer = dataOf<TStockTransfer>(await send([{ partId: kept.partId, quantity: 2 }]));
    expect(transfer).toMatchObject({ fromName: here!.name, toName: other!.name, status: 'inTransit' });
    const there = storeAt(t.app, 'servicebay', owner, other!.workshopId);
    const listed = dataOf<TStockTransfer[]>(await there.call('GET', '/stock-transfers'));
    expect(listed.find((each) => each.transferId === transfer.transferId)).toMatchObject({ fromName: here!.name, toName: other!.name });
  });
});
