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

/** The syntax rules (`no-restricted-syntax`) a piece of code at `file` breaks. */
async function brokenSyntaxRules(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
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

  it("refuses app.services in a module's code, not in its tests (decision 0037)", async () => {
    const routes = (line: string) =>
      `import type { FastifyPluginAsync } from 'fastify';\nexport const routes: FastifyPluginAsync = async (app) => {\n  ${line}\n};\n`;
    for (const line of [
      'const { addresses } = app.services;',
      'void app.services.addresses;',
      "void app['services'];",
      'const { services } = app;',
      'app.get("/x", async (request) => request.server.services.addresses.list());',
    ]) {
      expect(await brokenSyntaxRules('apps/api/src/modules/addresses/addresses.routes.ts', routes(line)), line).toEqual([expect.stringContaining('0037')]);
    }
    expect(
      await brokenSyntaxRules('apps/api/src/modules/catalog/services/example.ts', 'export const f = (fastify: { services: object }) => fastify.services;\n'),
    ).toHaveLength(1);
    // Tests set their data up through it; a plan's or a booking's own `services` are not the bag.
    expect(await brokenSyntaxRules('apps/api/src/modules/addresses/addresses.routes.test.ts', routes('const { addresses } = app.services;'))).toEqual([]);
    expect(
      await brokenSyntaxRules('apps/api/src/modules/job-cards/example.ts', 'export const f = (booking: { services: string[] }) => booking.services;\n'),
    ).toEqual([]);
    // The money rule still holds there (one list of restricted syntax per file set).
    expect(await brokenSyntaxRules('apps/api/src/modules/addresses/addresses.routes.ts', 'export const f = (minor: number) => minor / 100;\n')).toEqual([
      expect.stringContaining('money.ts'),
    ]);
  });

  it('keeps the platform free of business modules', async () => {
    const messages = await brokenImportRules('apps/api/src/platform/example.ts', `import { x } from '../modules/brands';\nexport const y = x;\n`);
    expect(messages).toEqual([expect.stringContaining('platform/ must not depend on business modules')]);
  });
});
