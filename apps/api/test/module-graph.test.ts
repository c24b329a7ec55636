import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { apiSource, cyclesOf, moduleImports } from './module-graph';

/**
 * Where, in a composition file, a module is reached after it was built: a `let` filled in later, an
 * assignment, or a closure that names a constant declared below it (a late-bound closure, which
 * hides a cycle between modules behind a function).
 */
function lateBindings(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const where = (node: ts.Node) => `${path.basename(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const declaredAt = new Map<string, number>();
  const visit = (node: ts.Node, insideClosure: boolean) => {
    if (ts.isVariableDeclarationList(node) && !(node.flags & ts.NodeFlags.Const)) found.push(`${where(node)}: a variable filled in later`);
    if (ts.isVariableDeclaration(node)) for (const name of namesOf(node.name)) declaredAt.set(name, node.getStart());
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) found.push(`${where(node)}: an assignment after construction`);
    const isClosure = ts.isArrowFunction(node) || ts.isFunctionExpression(node);
    if (insideClosure && ts.isIdentifier(node) && (declaredAt.get(node.text) ?? -1) > node.getStart())
      found.push(`${where(node)}: '${node.text}' reached before it is built`);
    ts.forEachChild(node, (child) => visit(child, insideClosure || isClosure));
  };
  // Declarations first, so a closure can be checked against a constant declared after it.
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node)) for (const name of namesOf(node.name)) declaredAt.set(name, node.getStart());
    ts.forEachChild(node, collect);
  };
  collect(source);
  visit(source, false);
  return found;
}

const namesOf = (name: ts.BindingName): string[] =>
  ts.isIdentifier(name) ? [name.text] : name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : namesOf(element.name)));

describe('module seams (issue 25)', () => {
  it('the modules import each other without a cycle', () => {
    const graph = moduleImports();
    expect(graph.get('job-cards')).toContain('bookings');
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('the finder sees a cycle when there is one', () => {
    const graph = new Map([
      ['bookings', new Set(['garage'])],
      ['garage', new Set(['catalog'])],
      ['catalog', new Set(['bookings'])],
      ['cart', new Set(['garage'])],
    ]);
    expect(cyclesOf(graph)).toEqual([['bookings', 'garage', 'catalog']]);
  });

  it('the composition root builds each module once, in order, and binds nothing after construction', () => {
    const folder = path.join(apiSource, 'composition');
    const files = readdirSync(folder).map((name) => path.join(folder, name));
    expect(files.map((file) => path.basename(file)).sort()).toEqual(['customer-side.ts', 'index.ts', 'platform.ts', 'workshop-side.ts']);
    expect(files.flatMap(lateBindings)).toEqual([]);
  });

  it('the check finds a late-bound closure, a variable filled in later and an assignment', () => {
    const file = path.join(apiSource, '../test/.late-binding.tmp.ts');
    const code = `let account = null;\nconst a = make({ later: () => b.services });\nconst b = make({});\naccount = b;\n`;
    writeFileSync(file, code);
    try {
      expect(lateBindings(file)).toEqual([
        '.late-binding.tmp.ts:1: a variable filled in later',
        ".late-binding.tmp.ts:2: 'b' reached before it is built",
        '.late-binding.tmp.ts:4: an assignment after construction',
      ]);
    } finally {
      rmSync(file);
    }
  });
});
