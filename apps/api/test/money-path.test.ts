import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The money-path refusals a piece of code at `file` gets from the project's own lint configuration. */
async function moneyRefusals(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('money.ts')).length;
}

describe('one money path (eslint)', () => {
  const byHand = [
    'export const major = (row: { totalMinor: number }) => row.totalMinor / 100;',
    'export const paise = (rupees: number) => Math.round(rupees * 100);',
    'export const paise = (rupees: number) => 100 * rupees;',
    'export const scale = (digits: number) => 10 ** digits;',
    'export function f(amount: number) { amount /= 100; return amount; }',
  ];

  it('refuses amounts scaled by hand in the API, both apps, the packages, tests and journeys', async () => {
    for (const file of [
      'apps/api/src/modules/job-cards/example.ts',
      'apps/api/src/modules/job-cards/example.test.ts',
      'apps/workshop/src/features/bookings-inbox/example.tsx',
      'apps/customer/src/shared/example.ts',
      'packages/domain/src/bookings/example.ts',
      'packages/ui/src/example.tsx',
      'e2e/workshop/example.e2e.ts',
    ])
      for (const code of byHand) expect(await moneyRefusals(file, code), `${file}: ${code}`).toBe(1);
  });

  it('lets money.ts and percent.ts do it, and leaves other arithmetic alone', async () => {
    for (const code of byHand) expect(await moneyRefusals('packages/domain/src/shared/money.ts', code)).toBe(0);
    expect(await moneyRefusals('packages/domain/src/shared/percent.ts', byHand[1]!)).toBe(0);
    expect(await moneyRefusals('apps/api/src/modules/job-cards/example.ts', 'export const f = (a: number) => [a / 1000, a * 60, 2 ** a, a % 100];')).toBe(0);
  });
});
