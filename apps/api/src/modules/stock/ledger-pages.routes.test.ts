import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPartLedger, TStaffSession } from '@servicebay/domain';
import { dataOf } from '../../../test/billing-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { demoStaff } from '../../../test/staff-factories';
import { storeAt } from '../../../test/stock-factories';
import { stockMovements } from './stock-moves.tables';

let t: TestApp;
let owner: TStaffSession;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, 'servicebay', 'owner');
});
afterAll(() => t.close());

describe("a part's ledger, a page at a time (issue 28 part 8)", () => {
  it('reads the stock after each movement as it was posted, the same as computing it from every movement before', async () => {
    const store = storeAt(t.app, 'servicebay', owner);
    const part = await store.part();
    // Two prices in (the average moves), some sent back out at the average, another price in.
    const first = await store.inward(part.partId, 10, 100);
    await store.inward(part.partId, 5, 133.33);
    dataOf(
      await store.call('POST', '/vendor-returns', {
        inwardId: first.inwardId,
        lines: [{ inwardLineId: first.lines[0]!.inwardLineId, partId: part.partId, quantity: 3 }],
      }),
    );
    await store.inward(part.partId, 7, 90.5);
    const pages = async () =>
      Promise.all([1, 2].map(async (page) => dataOf<TPartLedger>(await store.call('GET', `/parts/${part.partId}/ledger?page=${page}&pageSize=2`))));
    const kept = await pages();
    expect(kept.map((page) => page.total)).toEqual([4, 4]);
    expect(kept.flatMap((page) => page.lines.map((line) => [line.kind, line.quantity, line.onHand]))).toEqual([
      ['inward', 7, 19],
      ['returnToVendor', -3, 12],
      ['inward', 5, 15],
      ['inward', 10, 10],
    ]);
    // As if posted before the stock after each was kept (migration 0046): computed, and the same.
    await t.database.db.update(stockMovements).set({ onHandAfterMilli: null, averageCostAfterFine: null }).where(eq(stockMovements.partId, part.partId));
    expect(await pages()).toEqual(kept);
  });
});
