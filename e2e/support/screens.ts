import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAccessibilityIssues } from './accessibility';
import { transitionsDone } from './browser';
import { openInApp } from './garage';

/** A small phone, a common phone and a desktop. */
export const WIDTHS = [320, 390, 1280] as const;

/**
 * How far the page scrolls sideways, or an open dialog's content reaches past the screen's edge
 * (a dialog is fixed to the screen, so its overflow does not make the page scroll: it is cut off).
 * Text cut short on purpose (an ellipsis inside a box that clips) does not count.
 */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => {
    const pageOverflow = document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth;
    const isClipped = (element: Element, dialog: Element) => {
      for (let box = element.parentElement; box && box !== dialog; box = box.parentElement) if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    const past = Array.from(document.querySelectorAll('[role="dialog"]')).flatMap((dialog) =>
      Array.from(dialog.querySelectorAll('*'))
        .filter((element) => !isClipped(element, dialog))
        .map((element) => {
          const box = element.getBoundingClientRect();
          return box.width === 0 ? 0 : Math.max(box.right - window.innerWidth, -box.left);
        }),
    );
    return Math.max(pageOverflow, Math.ceil(Math.max(0, ...past)));
  });

/** Shoots the screen at every width; returns where it scrolled sideways, for the journey to report at its end. */
export async function shootAtEveryWidth(page: Page, name: string): Promise<string[]> {
  const overflows: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 1000 ? 800 : 720 });
    await transitionsDone(page);
    await page.screenshot({ path: `e2e/artifacts/screens/${name}-${width}.png`, fullPage: true });
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) overflows.push(`${name} at ${width} px overflows ${overflow} px sideways`);
  }
  await page.setViewportSize({ width: 390, height: 720 });
  await expect.poll(() => seriousAccessibilityIssues(page), { message: `axe on ${name}` }).toEqual([]);
  return overflows;
}

/** Opens a screen in the app and waits for it to show: its heading up, nothing still loading. */
export async function openScreen(page: Page, path: string) {
  await openInApp(page, path);
  await page.getByRole('heading').first().waitFor();
  await expect.poll(() => page.locator('.mantine-Loader-root').count()).toBe(0);
}

type ShotOptions = {
  /** The folder and the file names' start: `${dir}/${name}-${width}.png`. */
  dir: string;
  name: string;
  /** Where the journey goes back to afterwards. */
  viewport: { width: number; height: number };
  widths?: readonly number[];
  /** The whole page, or only the screen (a popover open at the top of a desktop). */
  fullPage?: (width: number) => boolean;
};

/** Shoots the screen at each width, then goes back to the journey's viewport; answers where it scrolled sideways. */
export async function shootAtWidths(page: Page, { dir, name, viewport, widths = WIDTHS, fullPage = () => true }: ShotOptions): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const overflows: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: width > 1000 ? 800 : 720 });
    await transitionsDone(page);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: fullPage(width) });
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) overflows.push(`${name} at ${width} px overflows ${overflow} px sideways`);
  }
  await page.setViewportSize(viewport);
  await transitionsDone(page);
  return overflows;
}
