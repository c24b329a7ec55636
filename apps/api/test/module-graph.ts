import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const apiSource = path.resolve(import.meta.dirname, '../src');
const modulesDir = path.join(apiSource, 'modules');

/** Every TypeScript file under `dir` but tests. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The module a file belongs to ('bookings' for modules/bookings/...), or null outside modules/. */
const moduleOf = (file: string) => {
  const relative = path.relative(modulesDir, file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0]!;
};

/**
 * The modules each module imports, type-only imports included (a type names its module's
 * vocabulary as much as a value does), read by TypeScript's own pre-processor. A table file naming
 * another module's table for a foreign key is the one schema's invariant, not a use of that module's
 * code (decision 0011): it is left out.
 */
export function moduleImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourcesUnder(modulesDir)) {
    const from = moduleOf(file)!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const imported of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!imported.fileName.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), imported.fileName);
      const to = moduleOf(target);
      const isForeignKey = file.endsWith('.tables.ts') && target.endsWith('.tables');
      if (to && to !== from && !isForeignKey) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle of the graph, each as the modules around it (one rotation each). */
export function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const cycles = new Map<string, string[]>();
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) {
        const smallest = trail.indexOf([...trail].sort()[0]!);
        const rotated = [...trail.slice(smallest), ...trail.slice(0, smallest)];
        cycles.set(rotated.join(' -> '), rotated);
      } else if (!trail.includes(next) && next > start) walk(start, next, [...trail, next]);
    }
  };
  for (const start of graph.keys()) walk(start, start, [start]);
  return [...cycles.values()];
}
