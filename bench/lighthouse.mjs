// First load as a mid-range phone sees it: Lighthouse's mobile preset (simulated Slow 4G and a 4x
// slower CPU) on /login and on the signed-in /portal/dashboard, in the system Chromium.
// `measureFirstLoad({ baseUrl })` returns rows for bench/run.mjs; standalone:
//   node bench/lighthouse.mjs --base-url http://127.0.0.1:3000   (a running production server)
//   node bench/lighthouse.mjs                                     (starts its own, after a build)
// The server must know the test number (TEST_OTP_NUMBERS=+919999999999:123456) for the dashboard.
// Simulated throttling makes the figures mostly independent of the machine, but a busy CPU still
// moves them (TBT most): read one run as an estimate, not a verdict.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS, startProductionServer } from './support/production-server.mjs';

export const TEST_PHONE = { countryCode: '+91', mobileNumber: '9999999999', otp: '123456' };

/** Lighthouse's own "good" thresholds on mobile, and the performance score the issue asks for. */
const BUDGETS = { score: 0.95, lcpMs: 2500, tbtMs: 200, cls: 0.1, loginJsKb: 150 };

const PAGES = [
  { name: '/login', pathname: '/login', isSignedIn: false },
  { name: '/portal/dashboard', pathname: '/portal/dashboard', isSignedIn: true },
];

/** Signs the test number in through the API, as the app would store it (packages/api-client token store). */
async function signIn(baseUrl) {
  const headers = { 'content-type': 'application/json' };
  const { countryCode, mobileNumber, otp } = TEST_PHONE;
  await fetch(`${baseUrl}/api/auth/otp/send`, { method: 'POST', headers, body: JSON.stringify({ countryCode, mobileNumber }) });
  const response = await fetch(`${baseUrl}/api/auth/otp/verify`, { method: 'POST', headers, body: JSON.stringify({ countryCode, mobileNumber, otp }) });
  const body = await response.json();
  // The portal page cookie the answer sets (apps/api identity/page-session.ts), as a browser keeps it.
  const pageSession = /servicebay_page_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (body.status !== 'SUCCESS')
    throw new Error(`signing in ${countryCode}${mobileNumber} failed (is TEST_OTP_NUMBERS set on the server?): ${JSON.stringify(body)}`);
  const session = body.data;
  return {
    stored: {
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      accessExpiresAt: Date.now() + session.expiresInSeconds * 1000,
      isGuest: session.user.isAnonymous,
    },
    pageSession,
  };
}

/** One Lighthouse run in a fresh browser profile (cold cache, no service worker), signed in when asked. */
async function audit(baseUrl, page, session) {
  // Generous retries: on a busy machine Chromium takes a while to open its debugging port.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, maxConnectionRetries: 240 });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const tab = await browser.newPage();
    if (session) {
      // A JSON route of the same origin: storage is set without loading (and caching) the app.
      await tab.goto(`${baseUrl}/api/health`);
      await tab.evaluate((value) => localStorage.setItem('servicebay.session', value), JSON.stringify(session.stored));
      if (session.pageSession) {
        await tab.setCookie({ name: 'servicebay_page_session', value: session.pageSession, url: `${baseUrl}/portal`, path: '/portal', httpOnly: true });
      }
    }
    const result = await lighthouse(
      `${baseUrl}${page.pathname}`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(session) },
      undefined,
      tab,
    );
    const lhr = result.lhr;
    // LIGHTHOUSE_REPORT_DIR=/tmp/reports keeps each run's full report, to see where the time goes.
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${page.pathname.replaceAll('/', '_')}.json`), result.report);
    }
    if (lhr.runtimeError) throw Object.assign(new Error(`Lighthouse on ${page.pathname}: ${lhr.runtimeError.message}`), { code: lhr.runtimeError.code });
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== page.pathname) throw new Error(`Lighthouse on ${page.pathname} ended on ${finalPath}`);
    const scripts = lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
    return {
      score: lhr.categories.performance.score,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      jsKb: (scripts?.transferSize ?? 0) / 1024,
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/** Lighthouse's own advice for a trace it failed to record ("Please run Lighthouse again"): up to two more tries. */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED', 'NO_DCL']);
async function auditAgainOnTraceError(baseUrl, page, session, triesLeft = 2) {
  try {
    return await audit(baseUrl, page, session);
  } catch (error) {
    if (triesLeft === 0 || !TRACE_ERRORS.has(error.code)) throw error;
    console.error(`${error.message}; once more`);
    return auditAgainOnTraceError(baseUrl, page, session, triesLeft - 1);
  }
}

const row = (name, value, budget, unit, isBelow = true) => ({ name, value, budget, unit, pass: isBelow ? value <= budget : value >= budget });

/** Rows `{ name, value, budget, unit, pass }`: performance score, LCP, TBT and CLS per page, and the JS /login transfers. */
export async function measureFirstLoad({ baseUrl }) {
  const rows = [];
  for (const page of PAGES) {
    const figures = await auditAgainOnTraceError(baseUrl, page, page.isSignedIn ? await signIn(baseUrl) : undefined);
    rows.push(
      row(`Lighthouse ${page.name} performance`, figures.score, BUDGETS.score, 'score', false),
      row(`Lighthouse ${page.name} LCP`, Math.round(figures.lcpMs), BUDGETS.lcpMs, 'ms'),
      row(`Lighthouse ${page.name} TBT`, Math.round(figures.tbtMs), BUDGETS.tbtMs, 'ms'),
      row(`Lighthouse ${page.name} CLS`, Number(figures.cls.toFixed(3)), BUDGETS.cls, ''),
    );
    if (!page.isSignedIn) rows.push(row(`${page.name} JavaScript transferred`, Number(figures.jsKb.toFixed(1)), BUDGETS.loginJsKb, 'KB'));
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { 'base-url': { type: 'string' }, port: { type: 'string', default: '3901' } } });
  const server = values['base-url'] ? undefined : await startProductionServer(Number(values.port));
  try {
    const rows = await measureFirstLoad({ baseUrl: values['base-url'] ?? server.baseUrl });
    for (const r of rows) console.log(`${r.pass ? 'ok  ' : 'FAIL'} ${r.name}: ${r.value}${r.unit === 'score' ? '' : ` ${r.unit}`} (budget ${r.budget})`);
    process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
  } finally {
    await server?.stop();
  }
}
