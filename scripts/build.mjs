// Builds what `npm start` serves: the two front ends (Vite) and the API bundle (esbuild).
// `node scripts/build.mjs [customer|workshop|API]` builds everything or the named targets;
// `--if-stale` only what is missing or older than its sources.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildModeOf, createBuildStamps, isStale } from './build-freshness.mjs';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Where each build's mode is noted (build-freshness.mjs). */
const stamps = createBuildStamps(at('node_modules/.cache/servicebay/builds'));
const BUILD_MODE = buildModeOf(process.env);

const sharedSources = ['packages', 'package-lock.json'].map((p) => at(p));
const targets = [
  {
    name: 'customer app',
    output: at('apps/customer/dist/index.html'),
    sources: [at('apps/customer/src'), at('apps/customer/public'), at('apps/customer/index.html'), at('apps/customer/vite.config.ts'), ...sharedSources],
    run: () => vite('@servicebay/customer', at('apps/customer/dist')),
  },
  {
    name: 'workshop app',
    output: at('apps/workshop/dist/index.html'),
    sources: [at('apps/workshop/src'), at('apps/workshop/public'), at('apps/workshop/index.html'), at('apps/workshop/vite.config.ts'), ...sharedSources],
    run: () => vite('@servicebay/workshop', at('apps/workshop/dist')),
  },
  {
    name: 'API',
    output: at('apps/api/dist/server.js'),
    sources: [at('apps/api/src'), ...sharedSources],
    run: bundleApi,
  },
];

async function vite(workspace, dist) {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`building ${workspace} failed`);
  const sizes = await precompress(dist);
  console.log(`${workspace}: ${(sizes.plain / 1024).toFixed(0)} KB of text files, ${(sizes.brotli / 1024).toFixed(0)} KB with brotli`);
}

/** Workspace packages are TypeScript source: bundle them in; every npm dependency stays external. */
async function bundleApi() {
  await build({
    entryPoints: [at('apps/api/src/server.ts')],
    outfile: at('apps/api/dist/server.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@servicebay/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
}

const args = process.argv.slice(2);
const onlyStale = args.includes('--if-stale');
const named = args.filter((a) => !a.startsWith('--'));
for (const target of targets) {
  if (named.length > 0 && !named.some((n) => target.name.startsWith(n))) continue;
  if (onlyStale && !isStale({ output: target.output, sources: target.sources, builtMode: stamps.modeOf(target.name), mode: BUILD_MODE })) continue;
  console.log(`Building the ${target.name}${BUILD_MODE === 'development' ? ' for development' : ''}…`);
  await target.run();
  stamps.stamp(target.name, BUILD_MODE);
}
