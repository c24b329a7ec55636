/**
 * The chunks a screen's modules need beyond what the app's entry brings, from the build's manifest
 * (`build.manifest` in vite.config.ts), each after the chunks it imports. The server lists them in
 * a portal screen's page; the app runs them one by one before it takes the screen over
 * (router.tsx): imported together by the screen's routes, their evaluation was one long task on a
 * slow phone (decision 0013, seventh pass).
 */
import { readFileSync } from 'node:fs';

export type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

/** The manifest's chunks the screen's modules need beyond the entry's, each after the chunks it imports. */
function chunksBeyondTheEntry(manifest: BuildManifest, modules: readonly string[]): BuildManifest[string][] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  // The entry and what it imports are running already.
  const done = new Set([...entries, ...entries.flatMap((key) => manifest[key]!.imports ?? [])]);
  const ordered: BuildManifest[string][] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (done.has(key) || !chunk) return;
    done.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    ordered.push(chunk);
  };
  for (const module of modules) visit(module);
  return ordered;
}

export function screenChunks(manifest: BuildManifest, modules: readonly string[]): string[] {
  return chunksBeyondTheEntry(manifest, modules).map((chunk) => `/${chunk.file}`);
}

/**
 * The style sheets of those chunks, which the app would add only as it takes the screen over: a
 * page rendered without them paints the screen's own parts unstyled (the vehicle row a list, the
 * booking card's links underlined) and moves them when they arrive. The page links them instead.
 */
export function screenStyles(manifest: BuildManifest, modules: readonly string[]): string[] {
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
  const linked = new Set(entries.flatMap((chunk) => chunk.css ?? []));
  const styles = new Set(chunksBeyondTheEntry(manifest, modules).flatMap((chunk) => chunk.css ?? []));
  return [...styles].filter((file) => !linked.has(file)).map((file) => `/${file}`);
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

/** `screenStyles` from the same manifest: none without a build. */
export function stylesOfScreen(modules: readonly string[]): string[] {
  builtManifest ??= readBuiltManifest();
  return screenStyles(builtManifest, modules);
}

function readBuiltManifest(): BuildManifest {
  try {
    return JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8')) as BuildManifest;
  } catch {
    return {};
  }
}
