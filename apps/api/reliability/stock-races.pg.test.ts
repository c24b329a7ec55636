import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onHandOf, type TEstimate, type TStaffSession } from '@servicebay/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, indianPlate, pads, walkInWith } from '../test/billing-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { demoStaff } from '../test/staff-factories';
import { storeAt } from '../test/stock-factories';
import { partStocks, stockMovements } from '../src/db/schema';
import { SPAWN_TIMEOUT_MS, startServer, type ServerProcess } from './api-processes';

/**
 * Issue 28's races over two operating-system processes on one PostgreSQL database (the test's app
 * and a server started as an operator starts it): every movement of a part at a branch takes the
 * branch's stock row lock, so 50 issues of the last 10 units give exactly 10; a vendor's bill number
 * is one inward's, whichever process completes it (the unique key decides).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'servicebay-stock-'));
let t: TestApp;
let server: ServerProcess;
let owner: TStaffSession;

beforeAll(async () => {
  t = await buildTestApp();
  [server, owner] = await Promise.all([
    startServer({ DATABASE_URL: t.databaseUrl!, DATA_DIR: dataDir, JWT_SECRET: t.config.jwtSecret }),
    demoStaff(t.app, 'servicebay', 'owner'),
  ]);
}, SPAWN_TIMEOUT_MS);
afterAll(async () => {
  await server?.stop();
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The same request as the store's, sent to the server process over HTTP. */
async function throughServer(url: string, body: object) {
  const response = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-name': 'servicebay', authorization: `Bearer ${owner.accessToken}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { statusCode: response.status, body: text, json: () => JSON.parse(text) as unknown };
}

describe('stock races over two server processes', () => {
  it('50 issues at once of the last 10 units: exactly 10 issued, 40 refused as above on hand', { timeout: 120_000 }, async () => {
    const store = storeAt(t.app, 'servicebay', owner);
    const part = await store.part();
    await store.inward(part.partId, 10, 100);
    const job = await walkInWith(t.app, { brand: 'servicebay', session: owner, lines: [{ ...pads, quantity: 50 }], plate: indianPlate() });
    const lineId = dataOf<TEstimate>(await job.call('GET', '/estimate')).lines[0]!.lineId;
    const url = `/api/staff/workshops/${store.workshopId}/stock-issues`;
    const issue = { jobCardId: job.card.jobCardId, lines: [{ jobCardLineId: lineId, partId: part.partId, quantity: 1 }] };

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => (index % 2 ? throughServer(url, issue) : store.call('POST', '/stock-issues', issue))),
    );
    const issued = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(issued.length, answers.map((answer) => answer.body.slice(0, 120)).join('\n')).toBe(10);
    expect(refused.length).toBe(40);
    for (const answer of refused)
      expect(errorOf(answer)).toMatchObject({ code: 'stock/above-on-hand', message: 'The quantity should not be more than the quantity on hand' });

    const where = and(eq(partStocks.partId, part.partId), eq(partStocks.workshopId, store.workshopId));
    const [row] = await t.database.db.select().from(partStocks).where(where);
    const movements = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.partId, part.partId), eq(stockMovements.workshopId, store.workshopId)));
    expect(row!.onHandMilli).toBe(0);
    expect(onHandOf(movements)).toBe(0);
    expect(movements.filter((movement) => movement.kind === 'issue')).toHaveLength(10);
  });

  it('two inwards of one bill number at once: one completed, the other refused as a duplicate bill', { timeout: 120_000 }, async () => {
    const store = storeAt(t.app, 'servicebay', owner);
    const part = await store.part();
    for (let round = 0; round < 5; round++) {
      const vendor = await store.vendor();
      const inward = {
        vendorId: vendor.vendorId,
        inwardDate: '2026-04-10',
        billNumber: `RACE-${round}`,
        amount: 118,
        lines: [{ partId: part.partId, quantity: 1, unitPrice: 100, taxPercentage: 18 }],
        complete: true,
      };
      const answers = await Promise.all([throughServer(`/api/staff/workshops/${store.workshopId}/inwards`, inward), store.call('POST', '/inwards', inward)]);
      expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join('\n')).toEqual([200, 409]);
      expect(errorOf(answers.find((answer) => answer.statusCode === 409)!)).toMatchObject({
        code: 'stock/duplicate-bill',
        message: 'Vendor invoice or delivery challan number must be unique',
      });
    }
    const [row] = await t.database.db
      .select()
      .from(partStocks)
      .where(and(eq(partStocks.partId, part.partId), eq(partStocks.workshopId, store.workshopId)));
    expect(row!.onHandMilli).toBe(5000);
  });
});
