import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the build scripts, without types
import { buildModeOf, createBuildStamps, isStale } from './build-freshness.mjs';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** A source folder and a build output made after it. */
function builtAfterItsSources() {
  folder = mkdtempSync(path.join(tmpdir(), 'servicebay-freshness-'));
  mkdirSync(path.join(folder, 'src'));
  writeFileSync(path.join(folder, 'src', 'main.ts'), 'export {};');
  utimesSync(path.join(folder, 'src', 'main.ts'), new Date('2026-01-01'), new Date('2026-01-01'));
  writeFileSync(path.join(folder, 'index.html'), '<!doctype html>');
  return { output: path.join(folder, 'index.html'), sources: [path.join(folder, 'src')], stamps: createBuildStamps(path.join(folder, 'stamps')) };
}

describe("a build's freshness", () => {
  it('is the mode NODE_ENV asks for: development only when it says so', () => {
    expect(buildModeOf({ NODE_ENV: 'development' })).toBe('development');
    for (const NODE_ENV of ['production', 'test', undefined]) expect(buildModeOf({ NODE_ENV })).toBe('production');
  });

  it('a development build is stale for a production start, however new, and fresh again once rebuilt', () => {
    const { output, sources, stamps } = builtAfterItsSources();
    stamps.stamp('customer app', 'development');
    expect(isStale({ output, sources, builtMode: stamps.modeOf('customer app'), mode: 'production' })).toBe(true);
    stamps.stamp('customer app', 'production');
    expect(isStale({ output, sources, builtMode: stamps.modeOf('customer app'), mode: 'production' })).toBe(false);
  });

  it('a build without its mode noted, or older than a source, is stale', () => {
    const { output, sources, stamps } = builtAfterItsSources();
    expect(isStale({ output, sources, builtMode: stamps.modeOf('API'), mode: 'production' })).toBe(true);
    stamps.stamp('API', 'production');
    writeFileSync(path.join(sources[0]!, 'main.ts'), 'export const changed = true;');
    utimesSync(output, new Date('2025-01-01'), new Date('2025-01-01'));
    expect(isStale({ output, sources, builtMode: stamps.modeOf('API'), mode: 'production' })).toBe(true);
  });
});
