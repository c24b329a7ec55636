import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  minor,
  minorOfUnitCost,
  stockPositionOf,
  type TDebitNote,
  type TEstimate,
  type TInward,
  type TJobCardPart,
  type TPartLedger,
  type TPartPage,
  type TPurchaseOrder,
  type TStaffSession,
  type TStockPosting,
  type TStockTransfer,
  type TStockView,
  type TVendor,
  type TVendorStatement,
} from '@servicebay/domain';
import { dataOf, errorOf, indianPlate, pads, walkInWith } from '../../../test/billing-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { fineOf } from './ledger';
import { partStocks, stockMovements } from './stock.tables';
import { demoStaff } from '../../../test/staff-factories';
import { storeAt } from '../../../test/stock-factories';

let t: TestApp;
let owner: TStaffSession;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, 'servicebay', 'owner');
});
afterAll(() => t.close());

/** A walk-in's card with the brake pads (2) on it, and the pads' line. */
async function cardWithPads() {
  const job = await walkInWith(t.app, { brand: 'servicebay', session: owner, lines: [pads], plate: indianPlate() });
  const estimate = dataOf<TEstimate>(await job.call('GET', '/estimate'));
  return { job, lineId: estimate.lines[0]!.lineId };
}

describe('parts master (issue 28 part 1)', () => {
  it('creates, refuses a second part of one number, searches by number, name, barcode and vehicle fit, and edits', async () => {
    const store = storeAt(t.app, 'servicebay', owner);
    const part = await store.part({ barcode: '8901234567890', vehicleFit: 'Swift, Dzire 2018-' });
    expect(part.stock).toMatchObject({ onHand: 0, reorderLevel: 2, bin: 'A1', isLow: true });
    expect(errorOf(await store.call('POST', '/parts', { ...part, partNumber: ` ${part.partNumber.toLowerCase()} `, barcode: null }))).toMatchObject({
      code: 'stock/duplicate-part',
    });
    for (const search of [part.partNumber.toLowerCase(), part.name, '8901234567890', 'dzire']) {
      const page = dataOf<TPartPage>(await store.call('GET', `/parts?search=${encodeURIComponent(search)}`));
      expect(page.items.map((item) => item.partId)).toContain(part.partId);
    }
    const edited = dataOf<TPartPage['items'][number]>(
      await store.call('PUT', `/parts/${part.partId}`, { ...part, name: 'Oil filter (long)', reorderLevel: 5 }),
    );
    expect(edited).toMatchObject({ name: 'Oil filter (long)', stock: { reorderLevel: 5 } });
    expect(errorOf(await store.call('POST', '/parts', { ...part, partNumber: 'X-1', barcode: null, sellingPrice: 0 })).code).toBe('request/invalid');
  });
});

describe('vendors, inwards and payables (issue 28 parts 2 and 4)', () => {
  it('refuses a mobile number not of the market, and owes completed inwards less debit notes', async () => {
    const store = storeAt(t.app, 'servicebay', owner);
    expect(errorOf(await store.call('POST', '/vendors', { name: 'Bad', mobileNumber: '12' })).code).toBe('request/invalid');
    const vendor = await store.vendor();
    const part = await store.part();
    const draft = dataOf<TInward>(
      await store.call('POST', '/inwards', {
        vendorId: vendor.vendorId,
        inwardDate: '2026-04-10',
        amount: 1180,
        lines: [{ partId: part.partId, quantity: 10, unitPrice: 100, taxPercentage: 18 }],
      }),
    );
    expect(draft.status).toBe('pending');
    expect(errorOf(await store.call('POST', `/inwards/${draft.inwardId}/complete`, {}))).toMatchObject({
      code: 'stock/bill-or-challan-required',
      message: 'Bill no or delivery challan is mandatory to complete an inward',
    });
    const done = dataOf<TInward>(await store.call('POST', `/inwards/${draft.inwardId}/complete`, { billNumber: 'inv 0042' }));
    expect(done.status).toBe('completed');
    expect(errorOf(await store.call('POST', `/inwards/${draft.inwardId}/complete`, {})).code).toBe('stock/already-processed');
    expect(errorOf(await store.call('POST', `/inwards/${draft.inwardId}/cancel`, {})).code).toBe('stock/already-processed');
    const again = await store.call('POST', '/inwards', {
      vendorId: vendor.vendorId,
      inwardDate: '2026-04-11',
      billNumber: 'INV0042',
      amount: 10,
      lines: [{ partId: part.partId, quantity: 1, unitPrice: 10, taxPercentage: 18 }],
    });
    expect(errorOf(again)).toMatchObject({ code: 'stock/duplicate-bill', message: 'Vendor invoice or delivery challan number must be unique' });

    expect(dataOf<TVendor>(await store.call('GET', `/vendors/${vendor.vendorId}`)).payable).toBe(1180);
    expect(errorOf(await store.call('POST', `/inwards/${draft.inwardId}/debit-notes`, { prefix: 'DN', amount: 2000 })).code).toBe('stock/debit-above-inward');
    expect(errorOf(await store.call('POST', `/inwards/${draft.inwardId}/debit-notes`, { prefix: 'DN' })).code).toBe('stock/nothing-to-debit');
    const note = dataOf<TDebitNote>(await store.call('POST', `/inwards/${draft.inwardId}/debit-notes`, { prefix: 'DN', amount: 118 }));
    expect(note).toMatchObject({ total: 118, taxable: 100, tax: 18, inwardNumber: done.number });
    expect(errorOf(await store.call('POST', `/inwards/${draft.inwardId}/debit-notes`, { prefix: 'DN', amount: 10 }))).toMatchObject({
      code: 'stock/note-exists',
      message: 'Credit note or debit note already generated',
    });
    const statement = dataOf<TVendorStatement>(await store.call('GET', `/vendors/${vendor.vendorId}/statement`));
    expect(statement.vendor.payable).toBe(1062);
    expect(statement.entries.map((entry) => [entry.kind, entry.amount, entry.balance])).toEqual([
      ['inward', 1180, 1180],
      ['debitNote', -118, 1062],
    ]);
    const notes = dataOf<TDebitNote[]>(await store.call('GET', `/debit-notes?from=2000-01-01&to=2100-01-01`));
    expect(notes.map((each) => each.debitNoteId)).toContain(note.debitNoteId);
    expect(errorOf(await store.call('DELETE', `/vendors/${vendor.vendorId}`)).code).toBe('stock/step-not-allowed');
  });
});

describe('orders, issues and returns against a job card (issue 28 parts 3 to 5)', () => {
  it("shows 'Spares Pending', 'Part Inwarded', 'Part Issued'; keeps issues within pending and on hand; blocks removing an issued line", async () => {
    const store = storeAt(t.app, 'servicebay', owner);
    const part = await store.part({ purchasePrice: 500, sellingPrice: 1250 });
    const vendor = await store.vendor();
    const { job, lineId } = await cardWithPads();
    const order = dataOf<TPurchaseOrder>(
      await store.call('POST', '/purchase-orders', { vendorId: vendor.vendorId, lines: [{ partId: part.partId, quantity: 2, jobCardLineId: lineId }] }),
    );
    expect(order.number).toMatch(/^PO/);
    const partsOf = async () => dataOf<TJobCardPart[]>(await store.call('GET', `/job-cards/${job.card.jobCardId}/parts`))[0]!;
    expect(await partsOf()).toMatchObject({ ordered: 2, inwarded: 0, status: 'sparesPending' });

    const inward = (quantity: number, bill: string) =>
      store.call('POST', '/inwards', {
        vendorId: vendor.vendorId,
        inwardDate: '2026-04-10',
        billNumber: bill,
        amount: quantity * 590,
        lines: [{ partId: part.partId, orderLineId: order.lines[0]!.orderLineId, quantity, unitPrice: 500, taxPercentage: 18 }],
        complete: true,
      });
    expect(errorOf(await inward(3, 'P-1'))).toMatchObject({ code: 'stock/above-ordered' });
    dataOf(await inward(1, 'P-2'));
    expect((await partsOf()).status).toBe('sparesPending');
    dataOf(await inward(1, 'P-3'));
    expect(await partsOf()).toMatchObject({ inwarded: 2, status: 'partInwarded' });
    expect(errorOf(await inward(1, 'P-4'))).toMatchObject({
      code: 'stock/already-processed',
      message: 'An inwarded, rejected or cancelled part cannot be processed again',
    });

    const issue = (quantity: number) =>
      store.call('POST', '/stock-issues', { jobCardId: job.card.jobCardId, lines: [{ jobCardLineId: lineId, partId: part.partId, quantity }] });
    expect(errorOf(await issue(3)).code).toBe('stock/above-on-hand');
    await store.inward(part.partId, 5, 500);
    expect(errorOf(await issue(3))).toMatchObject({ code: 'stock/above-pending', message: 'The quantity issued should not be more than the pending quantity' });
    const issued = dataOf<TStockPosting>(await issue(2));
    expect(issued.movements[0]).toMatchObject({ kind: 'issue', quantity: 2, value: 1000, onHand: 5 });
    expect(await partsOf()).toMatchObject({ issued: 2, status: 'partIssued' });

    const removal = await job.call('DELETE' as never, `/estimate/lines/${lineId}`);
    expect(errorOf(removal)).toMatchObject({ code: 'stock/not-returned', message: 'An issued part can be removed only after it is returned to stock' });
    expect(errorOf(await job.call('PUT', `/estimate/lines/${lineId}`, { ...pads, quantity: 1 })).code).toBe('stock/below-issued');

    const back = (quantity: number) =>
      store.call('POST', '/stock-returns', { jobCardId: job.card.jobCardId, lines: [{ jobCardLineId: lineId, partId: part.partId, quantity }] });
    expect(errorOf(await back(3)).code).toBe('stock/above-issued');
    expect(dataOf<TStockPosting>(await back(2)).movements[0]).toMatchObject({ kind: 'returnToStock', value: 1000, onHand: 7 });
    expect((await job.call('DELETE' as never, `/estimate/lines/${lineId}`)).statusCode).toBe(200);
  });

  it('invoices an issued part only as issued, net of returns (an issued part must be invoiced)', async () => {
    const store = storeAt(t.app, 'servicebay', owner);
    const part = await store.part({ purchasePrice: 500, sellingPrice: 1250 });
    await store.inward(part.partId, 5, 500);
    const { job, lineId } = await cardWithPads();
    const issue = (path: string, quantity: number) =>
      store.call('POST', path, { jobCardId: job.card.jobCardId, lines: [{ jobCardLineId: lineId, partId: part.partId, quantity }] });
    // One of the two pads issued: the invoice would bill two, so it is refused with the spec's words.
    dataOf(await issue('/stock-issues', 1));
    await job.approveAll();
    await job.readyForDelivery();
    const refused = await job.invoice();
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'stock/not-as-issued',
      message: 'An issued part must be invoiced: each part line should be what was issued to it',
    });
    // Both issued: the invoice carries exactly the issued parts.
    dataOf(await issue('/stock-issues', 1));
    const invoice = dataOf<{ lines: { name: string; quantity: number }[] }>(await job.invoice());
    expect(invoice.lines.map((line) => [line.name, line.quantity])).toEqual([[pads.name, 2]]);
  });

  it('refuses a PENDING order line moved twice, and an order quantity above the maximum', async () => {
    const store = storeAt(t.app, 'servicebay', owner);
    const part = await store.part();
    const vendor = await store.vendor();
    const order = dataOf<TPurchaseOrder>(
      await store.call('POST', '/purchase-orders', { vendorId: vendor.vendorId, lines: [{ partId: part.partId, quantity: 1 }] }),
    );
    const move = (status: string) => store.call('POST', `/purchase-orders/${order.orderId}/lines/${order.lines[0]!.orderLineId}/status`, { status });
    expect(dataOf<TPurchaseOrder>(await move('rejected')).lines[0]!.status).toBe('rejected');
    expect(errorOf(await move('cancelled')).code).toBe('stock/already-processed');
    expect(errorOf(await store.call('POST', '/purchase-orders', { vendorId: vendor.vendorId, lines: [{ partId: part.partId, quantity: 10_000 }] })).code).toBe(
      'request/invalid',
    );
  });
});

describe('stock views, returns to vendor and transfers (issue 28 parts 5, 6 and 8)', () => {
  it('values stock at the moving average, explains it in the ledger, returns to the vendor and transfers IN TRANSIT', async () => {
    const store = storeAt(t.app, 'servicebay', owner);
    const part = await store.part({ reorderLevel: 20 });
    const first = await store.inward(part.partId, 10, 100);
    await store.inward(part.partId, 10, 130);
    const ledger = dataOf<TPartLedger>(await store.call('GET', `/parts/${part.partId}/ledger`));
    // Newest first, each with the stock after it.
    expect(ledger.lines.map((line) => [line.kind, line.quantity, line.onHand, line.averageCost])).toEqual([
      ['inward', 10, 20, 115],
      ['inward', 10, 10, 100],
    ]);
    expect(ledger.total).toBe(2);
    const older = dataOf<TPartLedger>(await store.call('GET', `/parts/${part.partId}/ledger?page=2&pageSize=1`));
    expect(older.lines.map((line) => [line.onHand, line.averageCost])).toEqual([[10, 100]]);
    expect(ledger.part.stock).toMatchObject({ onHand: 20, averageCost: 115, value: 2300, isLow: true });
    const low = dataOf<TStockView>(await store.call('GET', '/stock/low?pageSize=100'));
    expect(low.items.map((item) => item.partId)).toContain(part.partId);

    const toVendor = (quantity: number) =>
      store.call('POST', '/vendor-returns', {
        inwardId: first.inwardId,
        lines: [{ inwardLineId: first.lines[0]!.inwardLineId, partId: part.partId, quantity }],
      });
    expect(errorOf(await toVendor(11)).code).toBe('stock/above-received');
    expect(dataOf<TStockPosting>(await toVendor(4)).movements[0]).toMatchObject({ kind: 'returnToVendor', value: 460, onHand: 16 });

    const other = owner.staff.workshops[1]!;
    expect(other, 'the demo owner works at a second workshop').toBeDefined();
    const send = (quantity: number) =>
      store.call('POST', '/stock-transfers', { fromBranchId: store.workshopId, toBranchId: other.workshopId, lines: [{ partId: part.partId, quantity }] });
    expect(errorOf(await send(17)).code).toBe('stock/above-on-hand');
    const transfer = dataOf<TStockTransfer>(await send(6));
    expect(transfer).toMatchObject({ status: 'inTransit', lines: [{ quantity: 6, value: 690 }] });
    expect(errorOf(await store.call('POST', `/stock-transfers/${transfer.transferId}/receive`)).code).toBe('resource/not-found');
    const there = storeAt(t.app, 'servicebay', owner, other.workshopId);
    expect(dataOf<TStockTransfer>(await there.call('POST', `/stock-transfers/${transfer.transferId}/receive`)).status).toBe('received');
    expect(errorOf(await store.call('POST', `/stock-transfers/${transfer.transferId}/cancel`)).code).toBe('stock/already-processed');
    expect(dataOf<TPartLedger>(await there.call('GET', `/parts/${part.partId}/ledger`)).part.stock).toMatchObject({ onHand: 6, averageCost: 115 });
    // The cached row is what the domain computes from the ledger's rows (decision 0052).
    const rows = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.partId, part.partId), eq(stockMovements.workshopId, store.workshopId)))
      .orderBy(asc(stockMovements.id));
    const position = stockPositionOf(
      rows.map((row) => ({
        kind: row.kind,
        quantityMilli: row.quantityMilli,
        branchId: row.workshopId,
        partId: row.partId,
        value: ['inward', 'returnToStock', 'transferIn'].includes(row.kind) ? minor(row.valueMinor) : null,
        document: { kind: row.documentKind, id: row.documentId, number: row.documentNumber },
      })),
    );
    const [cached] = await t.database.db
      .select()
      .from(partStocks)
      .where(and(eq(partStocks.partId, part.partId), eq(partStocks.workshopId, store.workshopId)));
    expect(cached!.onHandMilli).toBe(position.onHandMilli);
    expect(minorOfUnitCost(fineOf(cached!))).toBe(position.averageCost);
    const view = dataOf<TStockView>(await store.call('GET', '/stock?pageSize=100'));
    expect(view.valuation).toBeGreaterThan(0);
    const workbook = await store.call('GET', '/stock.xlsx');
    expect(workbook.statusCode).toBe(200);
    expect(workbook.headers['content-type']).toContain('spreadsheetml');
  });

  it('answers a role without the inventory area 403, and finds nothing of another brand', async () => {
    const cashier = await demoStaff(t.app, 'servicebay', 'cashier');
    expect(errorOf(await storeAt(t.app, 'servicebay', cashier).call('GET', '/parts')).code).toBe('auth/forbidden');
    const advisor = await demoStaff(t.app, 'servicebay', 'advisor');
    const asAdvisor = storeAt(t.app, 'servicebay', advisor);
    expect((await asAdvisor.call('GET', '/stock')).statusCode).toBe(200);
    expect(errorOf(await asAdvisor.call('POST', '/vendors', { name: 'V' })).code).toBe('auth/forbidden');
    const deccan = await demoStaff(t.app, 'deccan', 'owner');
    const part = await storeAt(t.app, 'servicebay', owner).part();
    const elsewhere = storeAt(t.app, 'deccan', deccan);
    expect((await elsewhere.call('GET', `/parts/${part.partId}`)).statusCode).toBe(404);
  });
});
