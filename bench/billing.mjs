// Billing at the desk (issue 27): issuing a job card's tax invoice with its number, reading the
// card's bill, and printing an invoice. The first two are shares of hello-world measured around them,
// as the hot routes are; the print is one desk's wait for a PDF, warm.
import { inParallel } from './booking-creation.mjs';
import { againstHelloWorld, call, DEMO_OWNER, firstCatalogCar, JSON_HEADERS, load, loadPaths } from './hot-routes.mjs';

/**
 * Budgets, from the runs in bench/README.md ("Billing at the desk"), with headroom for a shared
 * machine. At 64 connections the latency is the queue for the pool (64 / rate), so each row's latency
 * budget is one desk's wait with nobody queued ahead, at p95, as the job board's (decision 0045).
 * `key` is what BENCH_ONLY matches (`billing` picks all three).
 */
export const BILLING_ROWS = [
  { key: 'billing-invoice', route: 'POST …/job-cards/:id/invoices (numbered)', minRatio: 0.0015, aloneBudget: 250 },
  { key: 'billing-bill', route: 'GET …/job-cards/:id/bill', minRatio: 0.005, aloneBudget: 50 },
  { key: 'billing-pdf', route: 'GET …/invoices/:id/pdf (warm)', aloneBudget: 100 },
];

export const billingRowsWanted = (only) => BILLING_ROWS.filter((row) => !only || only.some((word) => row.key.includes(word)));

/** Invoices issued before the measured ones (plans, pages and the series row warm), then measured; prints warmed, then timed. */
const WARM_UP = 50;
const MEASURED = 500;
/** Invoices issued, bills read and prints made one at a time. */
const ALONE = 50;
const PRINTS_WARM_UP = 20;
const PRINTS = 200;
/** One labour line approved at the counter: 800 + 18 % GST. */
const LABOUR = { kind: 'labour', name: 'Periodic service', quantity: 1, unitPrice: 800, taxPercentage: 18, hsnSac: '998714' };

/** The walk-in of `index`: a number and a plate no other has (Karnataka's format: KA01, two letters, 1000 to 9999). */
function walkInOf(index) {
  const series = Math.floor(index / 9000);
  const letters = String.fromCharCode(65 + (Math.floor(series / 26) % 26), 65 + (series % 26));
  return { name: `Bench Walk-in ${index}`, mobileNumber: `8${String(index).padStart(9, '0')}`, plate: `KA01${letters}${1000 + (index % 9000)}` };
}

/** A walk-in's card at the workshop with the line approved, ready for delivery: what its tax invoice needs. Answers the card's path. */
async function cardReadyToInvoice(baseUrl, token, workshop, car, index) {
  const desk = (method, path, body) => call(baseUrl, method, `${workshop}${path}`, { token, body });
  const walkIn = walkInOf(index);
  const customer = await desk('POST', '/customers', { name: walkIn.name, mobileNumber: walkIn.mobileNumber });
  const [vehicle] = (await desk('POST', `/customers/${customer.customerId}/vehicles`, { ...car, registrationNumber: walkIn.plate })).vehicles;
  const card = `/job-cards/${(await desk('POST', '/job-cards', { customerId: customer.customerId, vehicleId: vehicle.vehicleId })).jobCardId}`;
  const { lines } = await desk('POST', `${card}/estimate/lines`, LABOUR);
  await desk('POST', `${card}/estimate/send`);
  await desk('POST', `${card}/estimate/approval`, { version: 1, lines: lines.map((line) => ({ lineId: line.lineId, approval: 'approved' })), via: 'counter' });
  for (const status of ['workInProgress', 'readyForDelivery']) await desk('POST', `${card}/status`, { status });
  return `${workshop}${card}`;
}

/**
 * The billing rows asked for. The demo owner signs in; walk-ins' cards at the brand's first workshop
 * are made ready through the API (16 at a time) before anything is measured, one per invoice: an
 * invoice is issued once per card. All of them are invoiced in one series, as one busy workshop's desks
 * would: the measured ones at the hot routes' 64 connections, then some one at a time. The bill is
 * read of a card with a part-payment; the prints are of different invoices (Typst answers the very same
 * document from its cache), one at a time after a few.
 */
export async function measureBilling(baseUrl, { baselineUrl, rows }) {
  const { accessToken, staff } = await call(baseUrl, 'POST', '/api/staff/sign-in', { body: DEMO_OWNER });
  const workshop = `/api/staff/workshops/${staff.workshops[0].workshopId}`;
  const headers = { ...JSON_HEADERS, authorization: `Bearer ${accessToken}` };
  const car = await firstCatalogCar(baseUrl);
  const wanted = new Set(rows.map((row) => row.key));
  const count = Math.max(wanted.has('billing-invoice') ? WARM_UP + MEASURED + ALONE : 1, wanted.has('billing-pdf') ? PRINTS_WARM_UP + PRINTS : 1);
  const started = performance.now();
  const cards = await inParallel(Array.from({ length: count }), 16, (_, index) => cardReadyToInvoice(baseUrl, accessToken, workshop, car, index));
  console.log(`  billing: ${count} cards ready to invoice in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const invoicePaths = cards.map((card) => `${card}/invoices`);
  const issue = (paths, connections) => loadPaths(baseUrl, paths, headers, { method: 'POST', body: '{}', connections });

  const measured = [];
  const [invoice, bill, print] = ['billing-invoice', 'billing-bill', 'billing-pdf'].map((key) => BILLING_ROWS.find((row) => row.key === key));
  if (wanted.has(invoice.key)) {
    await issue(invoicePaths.slice(0, WARM_UP));
    const load64 = () => issue(invoicePaths.slice(WARM_UP, WARM_UP + MEASURED));
    measured.push(await againstHelloWorld(invoice, baselineUrl, load64, () => issue(invoicePaths.slice(WARM_UP + MEASURED), 1)));
  } else await issue(invoicePaths);
  if (wanted.has(bill.key)) {
    await call(baseUrl, 'POST', `${cards[0]}/payments`, { token: accessToken, body: { mode: 'cash', amount: 500, amountTendered: 500 } });
    const billPaths = Array.from({ length: ALONE * 4 }, () => `${cards[0]}/bill`);
    measured.push(
      await againstHelloWorld(
        bill,
        baselineUrl,
        () => load(`${baseUrl}${cards[0]}/bill`, { headers }),
        () => loadPaths(baseUrl, billPaths, headers, { connections: 1 }),
      ),
    );
  }
  if (wanted.has(print.key)) {
    const printed = cards.slice(0, PRINTS_WARM_UP + PRINTS);
    const invoices = await inParallel(printed, 16, async (card) => (await call(baseUrl, 'GET', `${card}/invoices`, { token: accessToken }))[0]);
    const pdfs = invoices.map((each) => `${workshop}/invoices/${each.invoiceId}/pdf`);
    await loadPaths(baseUrl, pdfs.slice(0, PRINTS_WARM_UP), headers, { connections: 1 });
    const result = await loadPaths(baseUrl, pdfs.slice(PRINTS_WARM_UP), headers, { connections: 1 });
    measured.push({ ...print, ...result, aloneLatency: result.p95, pass: result.p95 <= print.aloneBudget && result.failures === 0 });
  }
  return measured;
}
