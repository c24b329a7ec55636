import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The import rules a piece of code at `file` breaks, by the project's own lint configuration. */
async function brokenImportRules(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('server module boundaries (eslint)', () => {
  it("refuses a module importing another module's repository, service or tables", async () => {
    for (const internal of [
      '../identity/identity.repository',
      '../bookings/bookings.tables',
      '../catalog/catalog.service',
      '../../modules/brands/brands.service',
    ]) {
      const messages = await brokenImportRules('apps/api/src/modules/garage/example.ts', `import { x } from '${internal}';\nexport const y = x;\n`);
      expect(messages, internal).toEqual([expect.stringContaining('only through index.ts')]);
    }
  });

  it("allows another module's public face, and a module's own files", async () => {
    const code = `import { a } from '../identity';\nimport { b } from '../catalog/index';\nimport { c } from './vehicles.repository';\nexport const y = [a, b, c];\n`;
    expect(await brokenImportRules('apps/api/src/modules/garage/example.ts', code)).toEqual([]);
  });

  it("lets a table file name another module's table for a foreign key, and nothing else", async () => {
    expect(
      await brokenImportRules(
        'apps/api/src/modules/garage/example.tables.ts',
        `import { users } from '../identity/identity.tables';\nexport const y = users;\n`,
      ),
    ).toEqual([]);
    expect(
      await brokenImportRules('apps/api/src/modules/garage/example.tables.ts', `import { x } from '../identity/identity.repository';\nexport const y = x;\n`),
    ).toHaveLength(1);
    // Tables of a module's sub-area too (the service menu's), but not the sub-area's other files.
    const nested = (file: string) => `import { x } from '../catalog/services/${file}';\nexport const y = x;\n`;
    expect(await brokenImportRules('apps/api/src/modules/garage/example.tables.ts', nested('service-menu.tables'))).toEqual([]);
    expect(await brokenImportRules('apps/api/src/modules/garage/example.tables.ts', nested('service-menu.repository'))).toHaveLength(1);
    expect(await brokenImportRules('apps/api/src/modules/garage/example.ts', nested('service-menu.tables'))).toHaveLength(1);
  });

  it('keeps the platform free of business modules', async () => {
    const messages = await brokenImportRules('apps/api/src/platform/example.ts', `import { x } from '../modules/brands';\nexport const y = x;\n`);
    expect(messages).toEqual([expect.stringContaining('platform/ must not depend on business modules')]);
  });
});
