// One-way dependencies (ARCHITECTURE.md section 1), enforced with no-restricted-imports so that
// package-name imports and relative imports are both caught:
//   domain <- api-client, ui, i18n <- apps;  inside an app: shared <- features <- app,
//   and no feature imports another feature.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const appNames = ['api', 'customer', 'workshop'];
const libraryNames = ['api-client', 'ui', 'i18n'];

const pkg = (name) => [`@servicebay/${name}`, `@servicebay/${name}/*`];
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

/** Each feature may not reach into a sibling feature, nor up into the app layer. */
function featureBoundaries(app) {
  const dir = `apps/${app}/src/features`;
  if (!existsSync(dir)) return [];
  const features = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return features.map((feature) => ({
    files: [`${dir}/${feature}/**/*.{ts,tsx}`],
    rules: restrict(
      [
        ...features.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`, `../${f}`, `../${f}/**`]),
        '**/app/**',
        ...appNames.flatMap(pkg),
      ],
      'Features are independent: compose them in src/app, share code through packages or shared folders.',
    ),
  }));
}

/**
 * Server modules talk to each other only through their public face (`index.ts`). The one
 * exception is a table file naming another module's table for a foreign key: the database is
 * one schema and its invariants live in it (docs/decisions/0011-server-modules.md).
 */
function serverModuleBoundaries() {
  const dir = 'apps/api/src/modules';
  // Read beside this file, so eslint run from a subfolder finds the same modules.
  const modules = readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const message = 'Modules use each other only through index.ts (their public face); tables may reference tables for foreign keys.';
  const reach = (target) => [`../${target}`, `../../${target}`, `../../../${target}`, `**/modules/${target}`];
  return modules.flatMap((module) => {
    const others = modules.filter((m) => m !== module);
    const internals = others.flatMap((o) => reach(`${o}/**`));
    const faces = others.flatMap((o) => reach(`${o}/index`).map((p) => `!${p}`));
    // Any table file of the other module: a module's tables may sit in its sub-areas (catalog/services).
    // Ignore-file patterns re-include no file under an excluded folder, so the folders come back first.
    const tables = others.flatMap((o) => [...reach(`${o}/**/`), ...reach(`${o}/**/*.tables`)].map((p) => `!${p}`));
    return [
      { files: [`${dir}/${module}/**/*.ts`], ignores: [`${dir}/${module}/**/*.tables.ts`], rules: restrict([...internals, ...faces], message) },
      { files: [`${dir}/${module}/**/*.tables.ts`], rules: restrict([...internals, ...faces, ...tables], message) },
    ];
  });
}

/** The platform serves every module and depends on none (a table may still reference a table). */
const platformBoundaries = [
  {
    files: ['apps/api/src/platform/**/*.ts'],
    ignores: ['apps/api/src/platform/**/*.tables.ts'],
    rules: restrict(['**/modules', '**/modules/**'], 'platform/ must not depend on business modules: pass what it needs in.'),
  },
];

/**
 * Money is converted and formatted only in packages/domain/src/shared/money.ts (ARCHITECTURE.md
 * section 10): a hand-written `/ 100` showed a Bahraini workshop ten times its amounts (three
 * decimals). Shares and basis points go through shared/percent.ts (decision 0035).
 */
const byHundred = (operator) => [
  `BinaryExpression[operator='${operator}'][right.value=100]`,
  `BinaryExpression[operator='${operator}'][left.value=100]`,
  `AssignmentExpression[operator='${operator}='][right.value=100]`,
];
const MONEY_PATH = {
  selector: [...byHundred('*'), ...byHundred('/'), "BinaryExpression[operator='**'][left.value=10]"].join(', '),
  message: 'Convert amounts with money.ts (minorOf, majorOf, formatAmount) and shares with percent.ts (percentOf): never by hand.',
};
const MONEY_MODULES = ['packages/domain/src/shared/money.ts', 'packages/domain/src/shared/percent.ts'];
/** One list per file set: a later `no-restricted-syntax` replaces an earlier one, so each carries the money rule. */
const restrictedSyntax = (...more) => ({ 'no-restricted-syntax': ['error', MONEY_PATH, ...more] });

/**
 * A module's routes reach only what its factory gives them (decision 0037): `app.services` holds
 * every module's services, so a module's code may not read it, from the Fastify instance as `app`,
 * `fastify` or `request.server` (read or destructured). Its tests may: they set data up through it.
 */
const fastifyInstance = ['[object.name=/^(app|fastify)$/]', "[object.property.name='server']"];
const initFastifyInstance = ['[init.name=/^(app|fastify)$/]', "[init.property.name='server']"];
const MODULE_SERVICES = {
  selector: [
    ...fastifyInstance.flatMap((instance) => [
      `MemberExpression[computed=false][property.name='services']${instance}`,
      `MemberExpression[computed=true][property.value='services']${instance}`,
    ]),
    ...initFastifyInstance.map((instance) => `VariableDeclarator${instance} > ObjectPattern > Property[key.name='services']`),
  ].join(', '),
  message:
    "A module's routes get its own services from its factory (`xRoutes({ bookings, ... })`), never from app.services (docs/decisions/0037-module-seams-and-hooks.md).",
};

export default tseslint.config(
  // This file is linted too: its rules are code the boundaries depend on.
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/drizzle/**',
      '**/*.config.*',
      '!eslint.config.js',
      'e2e/artifacts/**',
      '**/*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      ...restrictedSyntax(),
    },
  },
  { files: MONEY_MODULES, rules: { 'no-restricted-syntax': 'off' } },
  {
    files: [
      'apps/customer/**/*.{ts,tsx}',
      'apps/customer/public/**/*.js',
      'apps/workshop/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
      'packages/api-client/**/*.ts',
      'packages/i18n/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...restrictedSyntax({
        selector: "ImportDeclaration[source.value='@mantine/core'] > ImportSpecifier[imported.name=/^(Modal|Drawer)$/]",
        message: 'Use DeferredModal or DeferredDrawer from @servicebay/ui: a closed Mantine dialog still mounts a portal (decision 0013).',
      }),
    },
  },
  { files: ['packages/ui/src/dialogs/deferred-dialogs.tsx'], rules: restrictedSyntax() },
  {
    files: ['packages/domain/**/*.ts'],
    rules: restrict(
      [...[...appNames, ...libraryNames].flatMap(pkg), 'react', 'react-dom', 'drizzle-orm', 'drizzle-orm/*', 'fastify', 'node:*', '**/apps/**', '../../../**'],
      'packages/domain is pure: zod schemas and rules only, no I/O, no React, no Drizzle, no other workspace.',
    ),
  },
  ...libraryNames.map((name) => ({
    files: [`packages/${name}/**/*.{ts,tsx}`],
    rules: restrict(
      [...[...appNames, ...libraryNames.filter((n) => n !== name)].flatMap(pkg), '**/apps/**', '../../../**'],
      `packages/${name} may depend on @servicebay/domain only.`,
    ),
  })),
  ...appNames.map((name) => ({
    files: [`apps/${name}/**/*.{ts,tsx}`],
    rules: restrict(
      [...appNames.filter((n) => n !== name).flatMap(pkg), ...appNames.filter((n) => n !== name).map((n) => `**/${n}/src/**`)],
      'Apps never import each other; share through packages/.',
    ),
  })),
  ...appNames.flatMap(featureBoundaries),
  ...serverModuleBoundaries(),
  ...platformBoundaries,
  { files: ['apps/api/src/modules/**/*.ts'], ignores: ['**/*.test.ts'], rules: restrictedSyntax(MODULE_SERVICES) },
  // Journeys wait for the state they expect. `expect(await read())` judges one reading taken while
  // the page may still be settling, which passes or fails with the machine's load (issue 6).
  {
    files: ['e2e/**/*.ts'],
    rules: restrictedSyntax({
      selector: "CallExpression[callee.name='expect'] AwaitExpression",
      message: 'Wait for the state instead of judging one read: `await expect.poll(() => read()).toBe(...)` or `locator.waitFor()`.',
    }),
  },
);
