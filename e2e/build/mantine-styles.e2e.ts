import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/api-process';

/** Every `m_xxxxxxxx` class name in the given files of a built app's assets. */
function mantineClassesIn(app: string, extension: '.js' | '.css'): Set<string> {
  const assets = path.join(repoRoot, 'apps', app, 'dist', 'assets');
  const names = readdirSync(assets)
    .filter((file) => file.endsWith(extension))
    .flatMap((file) => readFileSync(path.join(assets, file), 'utf8').match(/\bm_[0-9a-f]{8}\b/g) ?? []);
  return new Set(names);
}

/**
 * The apps import Mantine's styles per component (packages/ui/src/theme/mantine-components.css).
 * Mantine's components name their classes `m_` and a hash in their code: each one the built code
 * can set must have its rules in the built CSS, or that component shows unstyled.
 */
describe('the built apps carry the styles of every Mantine component they render', () => {
  it.each(['customer', 'workshop'])('%s', (app) => {
    const styled = mantineClassesIn(app, '.css');
    const unstyled = [...mantineClassesIn(app, '.js')].filter((name) => !styled.has(name));
    expect(unstyled).toEqual([]);
  });
});
