import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from './build-test-app';

/** As Vite writes index.html: the entry and a chunk it preloads. */
const BUILT_HEAD =
  '<title></title><script type="module" crossorigin src="/assets/index-abc.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-dom-def.js">';

/**
 * A test app serving stand-ins for the built front ends: both apps' index.html, and for the
 * customer app a server renderer (`dist-server/prerender.js`) with the given source. `root` is
 * where they live, to change them as a rebuild would.
 */
export async function appWithBuiltFrontEnds(renderer: string): Promise<{ t: TestApp; root: string; dispose: () => Promise<void> }> {
  const root = mkdtempSync(path.join(tmpdir(), 'servicebay-built-'));
  for (const app of ['customer', 'workshop']) {
    mkdirSync(path.join(root, app), { recursive: true });
    writeFileSync(path.join(root, app, 'index.html'), `<!doctype html><html><head>${BUILT_HEAD}</head><body><div id="root"></div></body></html>`);
  }
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(path.join(root, 'dist-server', 'prerender.js'), renderer);
  const t = await buildTestApp({ CUSTOMER_DIST: path.join(root, 'customer'), WORKSHOP_DIST: path.join(root, 'workshop') });
  return {
    t,
    root,
    dispose: async () => {
      await t.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
