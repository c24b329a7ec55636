/**
 * The chunks a screen's modules need beyond what the app's entry brings, from the build's manifest
 * (`build.manifest` in vite.config.ts), each after the chunks it imports. The server lists them in
 * a portal screen's page; the app runs them one by one before it takes the screen over
 * (router.tsx): imported together by the screen's routes, their evaluation was one long task on a
 * slow phone (decision 0013, seventh pass).
 */
import { readFileSync } from 'node:fs';

export type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

export function screenChunks(manifest: BuildManifest, modules: readonly string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  // The entry and what it imports are running already.
  const done = new Set([...entries, ...entries.flatMap((key) => manifest[key]!.imports ?? [])]);
  const ordered: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (done.has(key) || !chunk) return;
    done.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    ordered.push(`/${chunk.file}`);
  };
  for (const module of modules) visit(module);
  return ordered;
}

let builtManifest: BuildManifest | undefined;

/**
 * `screenChunks` from the manifest of the client build beside this renderer (apps/customer/dist,
 * written by the same `npm run build`; this file runs from src in tests and from dist-server when
 * built). Without a build there is none, and the page lists no chunks: the app then loads them as
 * the routes ask, as before.
 */
export function chunksOfScreen(modules: readonly string[]): string[] {
  builtManifest ??= readBuiltManifest();
  return screenChunks(builtManifest, modules);
}

function readBuiltManifest(): BuildManifest {
  try {
    return JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8')) as BuildManifest;
  } catch {
    return {};
  }
}
