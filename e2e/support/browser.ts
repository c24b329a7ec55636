import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

/** The system Chromium, with the flags this machine needs (no sandbox as root, no background traffic). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export const brandUrl = (brand: string, pathname = '/') => `http://${brand}.localhost:${inject('port')}${pathname}`;

/**
 * One browser per test file; each journey gets its own context (storage, viewport). (One Chromium
 * for the whole run, each file connecting to it, cost more than it saved: every message, the
 * screenshots too, then crosses the browser server's process as well.)
 */
export function useBrowser({ extraFlags = () => [] }: { extraFlags?: () => string[] } = {}) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  // Every journey runs under the server's Content-Security-Policy; anything it refuses fails the journey.
  const violations: string[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: [...FLAGS, ...extraFlags()] });
  });
  afterEach(async ({ task }) => {
    const finished = contexts.splice(0);
    if (task.result?.state === 'fail')
      await reportFailure(
        task.name,
        finished.flatMap((context) => context.pages()),
      );
    await Promise.all(finished.map((context) => context.close()));
    const refused = violations.splice(0);
    if (refused.length)
      throw new Error(
        `Content-Security-Policy violations, a failed takeover of the server's screen or a text missing from the catalogues:\n${refused.join('\n')}`,
      );
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /**
     * A page in a new context; `storageState` continues another page's visit (its session and cookies).
     * The customer app's service worker is left out unless the journey asks for it (`serviceWorkers:
     * 'allow'`, the journeys about the installed app: offline, the signed-in first paint): installed,
     * it downloads the whole app into its cache, a sixth of the journeys' processor time, for
     * journeys that never look at it (it passes navigations on to the server unchanged).
     */
    async newPage(
      options: Pick<
        BrowserContextOptions,
        'viewport' | 'userAgent' | 'reducedMotion' | 'serviceWorkers' | 'storageState' | 'locale' | 'hasTouch' | 'isMobile' | 'permissions' | 'geolocation'
      > = {},
    ): Promise<Page> {
      const { viewport = DESKTOP, serviceWorkers = 'block', ...rest } = options;
      const context = await browser.newContext({ viewport, serviceWorkers, ...rest });
      contexts.push(context);
      context.on('console', (message) => {
        // Refused by the Content-Security-Policy, or the app failing to take over the server's
        // sign-in screen (apps/customer/src/main.tsx): either fails the journey that met it.
        if (message.type() === 'error' && /Content Security Policy|\[prerendered screen not taken over\]|\[missing text\]/i.test(message.text()))
          violations.push(`${message.page()?.url()}: ${message.text()}`);
      });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return withoutPicturesWhereNoOneLooks(waitsForTakeoverAfterGoto(page));
    },
  };
}

/**
 * A failed journey says where each of its pages stood: CI keeps only the console output, so the
 * address and the visible text go there; a screenshot goes to e2e/artifacts for local runs.
 */
async function reportFailure(testName: string, pages: Page[]): Promise<void> {
  const folder = new URL('../artifacts/', import.meta.url);
  await mkdir(folder, { recursive: true });
  for (const [index, page] of pages.entries()) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '(no text)');
    console.error(`[failed journey] ${testName}, page ${index + 1} at ${page.url()}:\n${text.slice(0, 2_000)}`);
    const file = `${testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${index + 1}.png`;
    await page.screenshot({ path: new URL(file, folder).pathname, fullPage: true }).catch(() => undefined);
  }
}

/**
 * Waits until no CSS transition runs, e.g. a panel has finished opening. Acting on a control inside
 * a panel that is still growing is unreliable: Playwright scrolls the clipped control into view
 * inside the panel, the panel then grows under the pointer, and the press and release land on
 * different elements, so the click never happens. A person cannot scroll that clipped panel.
 */
export async function transitionsDone(page: Page): Promise<void> {
  // Quiet for a few frames, not just one: Mantine starts a panel's transition two frames after the click.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let quietFrames = 0;
        const check = () => {
          const moving = document.getAnimations().some((animation) => animation instanceof CSSTransition && animation.playState === 'running');
          quietFrames = moving ? 0 : quietFrames + 1;
          if (quietFrames >= 5) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/**
 * The journeys' screenshots are pictures for a person to look at (/tmp/shots, e2e/artifacts); no
 * assertion reads them. `E2E_SCREENSHOTS=off` (CI, whose fresh clone nobody looks into) leaves them
 * out: a full-page PNG costs the browser 150 to 400 ms, and a run takes some 600. Everything a journey
 * checks around a picture (axe, sideways scroll, the settled transitions) still runs.
 */
function withoutPicturesWhereNoOneLooks(page: Page): Page {
  if (process.env.E2E_SCREENSHOTS !== 'off') return page;
  page.screenshot = async () => Buffer.alloc(0);
  return page;
}

/**
 * A visitor cannot touch the server's sign-in screen until the app has taken it over (it is inert
 * until then, apps/api/src/platform/prerendered-page.ts), but a driver's fill and selectOption
 * write the fields directly, past `inert`. So a page's goto also waits for the takeover, as a
 * visitor's taps would; `waitUntil: 'commit'` opts out, for journeys about the screen before it.
 */
function waitsForTakeoverAfterGoto(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await page.waitForFunction(() => !document.querySelector('#root[inert]'));
    return response;
  };
  return page;
}
