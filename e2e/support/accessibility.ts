import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * axe-core's serious and critical findings on the page as it stands. The script goes in through
 * the driver (evaluate), which the page's Content-Security-Policy does not govern, so the journey
 * keeps checking that policy everywhere else. `within` (a CSS selector) limits it to one part of the
 * page: a panel a journey adds to a screen whose other parts are another journey's.
 */
export async function seriousAccessibilityIssues(page: Page, within?: string): Promise<string[]> {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  const source = await axeSource;
  // A string is evaluated by the driver itself (not the page's eval, which the policy forbids).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: Document | object, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // Only the violations are read: axe then skips collecting every passing node (the same findings, sooner).
    return (await axe.run(selector ? { include: [[selector]] } : document, { resultTypes: ['violations'] })).violations;
  }, within);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
