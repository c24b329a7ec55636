import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TCardBill, TCreditNote, TInvoice, TStaffSession } from '@servicebay/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, inBatches, labour, readyToInvoice, type WalkInJob } from '../test/billing-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { pickCatalogVariant } from '../test/garage-factories';
import { asStaff, demoStaff } from '../test/staff-factories';
import { documentSeries, invoices, jobCards } from '../src/db/schema';
import { SPAWN_TIMEOUT_MS, startServer, type ServerProcess } from './api-processes';

/**
 * Issue 27's numbering across two operating-system processes: the test's own app and a server
 * started as an operator starts it (src/server.ts), both on one PostgreSQL database. A tax invoice
 * takes its number from the workshop's series row in the invoice's own transaction, so numbers are
 * consecutive and never repeat whichever process issues them, and a process that dies mid-invoice
 * gives its number back with the rest of its transaction. Every card is set up through the API, ten
 * at a time, once for the file and while the server starts (the 150 cards were most of the file's
 * time, set up test by test after it: 70 s of CI's reliability stage); each test takes its own
 * cards, at a workshop of its own, so no test sees another's invoices.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'servicebay-invoices-'));
/** The server process's connections, named so that the database shows what it holds (pg_stat_activity). */
const SERVER_CONNECTIONS = 'invoice-server';
/** Cards set up at once: the test app's pool has 8 connections, and the machine 2 cores. */
const SETUP_WIDTH = 10;
let t: TestApp;
let server: ServerProcess;
let owner: TStaffSession;
/** Each test's cards, ready for delivery with one labour line approved: a workshop's for each (the owner's first, second and third). */
let readyCards: { series: WalkInJob[]; crash: WalkInJob[]; desks: WalkInJob[] };

beforeAll(async () => {
  t = await buildTestApp();
  const databaseUrl = new URL(t.databaseUrl!);
  databaseUrl.searchParams.set('application_name', SERVER_CONNECTIONS);
  const started = startServer({ DATABASE_URL: databaseUrl.href, DATA_DIR: dataDir, JWT_SECRET: t.config.jwtSecret });
  // The cards are set up through this process while the other starts; a failed setup still stops the server (afterAll).
  started.then((running) => (server = running)).catch(() => undefined);
  owner = await demoStaff(t.app, 'servicebay', 'owner');
  const variant = await pickCatalogVariant(t.app, 'servicebay');
  const wanted = [...Array<number>(100).fill(0), ...Array<number>(40).fill(1), ...Array<number>(10).fill(2)];
  const ready = await inBatches(wanted, SETUP_WIDTH, (workshopIndex) => readyToInvoice(t.app, 'servicebay', owner, [labour], workshopIndex, variant));
  readyCards = { series: ready.slice(0, 100), crash: ready.slice(100, 140), desks: ready.slice(140) };
  server = await started;
}, 2 * SPAWN_TIMEOUT_MS);
afterAll(async () => {
  await server?.stop();
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The same request as `job`'s desk makes, sent to the server process over HTTP. */
async function throughServer(job: WalkInJob, method: 'POST', url: string, body: object) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-client-name': 'servicebay', authorization: `Bearer ${owner.accessToken}` },
    body: JSON.stringify(body),
  });
  return {
    statusCode: response.status,
    body: await response.text(),
    json() {
      return JSON.parse(this.body) as unknown;
    },
  };
}
const cardUrl = (job: WalkInJob) => `/api/staff/workshops/${job.workshopId}/job-cards/${job.card.jobCardId}`;
const invoiceThroughServer = (job: WalkInJob) => throughServer(job, 'POST', `${cardUrl(job)}/invoices`, {});

/** The workshop's tax series (0 before its first invoice) and the tax invoices of `jobs`, by serial. */
async function taxSeriesOf(workshopId: string, jobs: WalkInJob[]) {
  const [series] = await t.database.db
    .select({ lastNo: documentSeries.lastNo })
    .from(documentSeries)
    .where(and(eq(documentSeries.workshopId, workshopId), eq(documentSeries.kind, 'tax')));
  const issued = await t.database.db
    .select({ jobCardId: invoices.jobCardId, number: invoices.number, serial: invoices.serial, document: invoices.document })
    .from(invoices)
    .where(
      and(
        inArray(
          invoices.jobCardId,
          jobs.map((job) => job.card.jobCardId),
        ),
        eq(invoices.kind, 'tax'),
      ),
    )
    .orderBy(invoices.serial);
  return { lastNo: series?.lastNo ?? 0, issued };
}
const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

describe('tax invoices issued at once over two server processes', () => {
  it('100 at once in one series: 100 distinct numbers, consecutive, no gap', { timeout: 120_000 }, async () => {
    const jobs = readyCards.series;
    const before = await taxSeriesOf(jobs[0]!.workshopId, jobs);

    // Every other invoice goes to the server process; the rest to this one.
    const answers = await Promise.all(jobs.map((job, index) => (index % 2 === 1 ? invoiceThroughServer(job) : job.invoice())));
    const numbers = answers.map((answer) => dataOf<TInvoice>(answer).number);

    expect(new Set(numbers).size).toBe(100);
    const after = await taxSeriesOf(jobs[0]!.workshopId, jobs);
    expect(after.issued.map((invoice) => invoice.serial)).toEqual(range(before.lastNo + 1, 100));
    expect(after.issued.map((invoice) => invoice.number).sort()).toEqual([...numbers].sort());
    expect(after.lastNo).toBe(before.lastNo + 100);
  });
});

describe('two desks on two processes at once on one invoice', () => {
  /** Five of the test's cards invoiced for one labour line: 800 + 18 % GST = 944 (the first five for one test, the next for the other). */
  const invoicedCards = async (from: number) =>
    Promise.all(readyCards.desks.slice(from, from + 5).map(async (job) => ({ job, invoice: dataOf<TInvoice>(await job.invoice()) })));

  it("two credit notes: one issued, the other 'Credit note or debit note already generated'", async () => {
    const desk = asStaff(t.app, 'servicebay', owner);
    for (const { job, invoice } of await invoicedCards(0)) {
      const url = `/api/staff/workshops/${job.workshopId}/invoices/${invoice.invoiceId}/credit-notes`;
      const note = { prefix: 'CN', amount: 100, reason: 'Goodwill' };
      const answers = await Promise.all([throughServer(job, 'POST', url, note), desk({ method: 'POST', url, payload: note })]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409]);
      expect(errorOf(answers.find((answer) => answer.statusCode === 409)!)).toMatchObject({
        code: 'billing/credit-note-exists',
        message: 'Credit note or debit note already generated',
      });
      expect(dataOf<TCreditNote>(answers.find((answer) => answer.statusCode === 200)!).invoiceId).toBe(invoice.invoiceId);
    }
  });

  it("two payments that together pass the balance: one taken, the other 'above balance'", async () => {
    for (const { job } of await invoicedCards(5)) {
      const payment = { mode: 'cash', amount: 600 };
      const answers = await Promise.all([throughServer(job, 'POST', `${cardUrl(job)}/payments`, payment), job.pay(payment)]);
      expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join('\n')).toEqual([200, 400]);
      expect(errorOf(answers.find((answer) => answer.statusCode === 400)!)).toMatchObject({ code: 'billing/above-balance', field: 'amount' });
      expect(dataOf<TCardBill>(await job.bill())).toMatchObject({ grandTotal: 944, paid: 600, balance: 344, payments: [{ mode: 'cash', amount: 600 }] });
    }
  });
});

describe('a server process killed (SIGKILL) in the middle of issuing invoices', () => {
  /** The server's sessions in the database: how many, and how many of them wait for a row another holds (an invoice half-issued). */
  async function serverSessions() {
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as open, (count(*) filter (where wait_event_type = 'Lock'))::int as waiting
          from pg_stat_activity where datname = current_database() and application_name = ${SERVER_CONNECTIONS}`,
    )) as unknown as { rows: { open: number; waiting: number }[] };
    return rows[0]!;
  }

  it('leaves no gap, no repeat and nothing half-written; the other process issues on from the next number', { timeout: 120_000 }, async () => {
    const jobs = readyCards.crash;
    const workshopId = jobs[0]!.workshopId;
    const before = await taxSeriesOf(workshopId, jobs);

    // A stream of invoices at the server, six desks at a time, each until its request gets no answer:
    // while cards are left, six requests are in flight whenever the kill comes.
    const outcomes = new Map<string, 'issued' | 'lost'>();
    let next = 0;
    const desk = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const answer = await invoiceThroughServer(job).catch(() => null);
        outcomes.set(job.card.jobCardId, answer ? 'issued' : 'lost');
        if (!answer) return;
        dataOf<TInvoice>(answer);
      }
    };
    const stream = Promise.all(Array.from({ length: 6 }, desk));
    // Killed once a few are issued and, at that moment, an invoice holds the series while others wait for it.
    await expect
      .poll(() => [...outcomes.values()].filter((outcome) => outcome === 'issued').length, { timeout: 30_000, interval: 5 })
      .toBeGreaterThanOrEqual(10);
    await expect.poll(async () => (await serverSessions()).waiting, { timeout: 30_000, interval: 1 }).toBeGreaterThan(0);
    await server.kill();
    await stream;
    const lost = [...outcomes.values()].filter((outcome) => outcome === 'lost').length;
    expect(lost, 'requests in flight when the process died').toBeGreaterThan(0);
    expect(outcomes.size, 'cards the stream never reached').toBeLessThan(jobs.length);
    // The database ends the dead process's sessions and rolls back what they had open.
    await expect.poll(async () => (await serverSessions()).open, { timeout: 30_000 }).toBe(0);

    // What the crash left: the invoices committed, numbered on from the series without a gap; the series no further.
    const left = await taxSeriesOf(workshopId, jobs);
    expect(left.issued.map((invoice) => invoice.serial)).toEqual(range(before.lastNo + 1, left.issued.length));
    expect(left.lastNo).toBe(before.lastNo + left.issued.length);
    const invoicedCards = new Set(left.issued.map((invoice) => invoice.jobCardId));
    for (const [jobCardId, outcome] of outcomes) if (outcome === 'issued') expect(invoicedCards.has(jobCardId)).toBe(true);
    // Each card has its invoice and is at Invoice, or has none and is still ready for delivery.
    const cards = await t.database.db
      .select({ id: jobCards.id, status: jobCards.status })
      .from(jobCards)
      .where(
        inArray(
          jobCards.id,
          jobs.map((job) => job.card.jobCardId),
        ),
      );
    for (const card of cards) expect(card.status, card.id).toBe(invoicedCards.has(card.id) ? 'invoice' : 'readyForDelivery');

    // This process issues the rest; a card whose answer was lost but whose invoice was committed already has it.
    for (const job of jobs) {
      const answer = await job.invoice();
      if (invoicedCards.has(job.card.jobCardId)) expect(errorOf(answer)).toMatchObject({ code: 'billing/invoice-exists' });
      else dataOf<TInvoice>(answer);
    }
    const after = await taxSeriesOf(workshopId, jobs);
    expect(after.issued.map((invoice) => invoice.serial)).toEqual(range(before.lastNo + 1, jobs.length));
    expect(new Set(after.issued.map((invoice) => invoice.jobCardId)).size).toBe(jobs.length);
    expect(after.lastNo).toBe(before.lastNo + jobs.length);
    // Nothing half-written: every invoice has its line and its totals.
    for (const invoice of after.issued) expect(invoice.document).toMatchObject({ lines: [{ name: labour.name }], totals: { grandTotal: 944 } });
  });
});
