/**
 * No module of the product imports itself back, directly or through others, statically or with
 * `import()`, type-only imports included: a circle makes the load order decide what a module sees,
 * and in the web app it keeps the screens' chunks from splitting. The graph is read with
 * TypeScript's own import scanner, across packages (`@app/<name>/...`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'apps/web/build', ...packageSources()];

function packageSources(): string[] {
  return readdirSync(join(ROOT, 'packages')).map((name) => `packages/${name}/src`);
}

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder)).flatMap((entry) => {
    const path = `${folder}/${entry}`;
    if (statSync(join(ROOT, path)).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

const files = new Set(SOURCES.flatMap(filesUnder));

const resolveModule = (base: string): string | undefined =>
  ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => files.has(path));

function resolveImport(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return resolveModule(normalize(join(dirname(from), specifier)));
  const own = /^@app\/([^/]+)(?:\/(.+))?$/.exec(specifier);
  if (!own) return undefined;
  return resolveModule(`packages/${own[1]}/src/${own[2] ?? 'index'}`);
}

function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => resolveImport(file, fileName) ?? []);
}

/** One circle per strongly connected group of modules (Tarjan), as a path through it. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.reverse());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('imports', () => {
  it('form no circle anywhere in the product', () => {
    const graph = new Map([...files].map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(1000);
    expect(circles(graph).map((group) => group.map((file) => relative('.', file)).join(' → '))).toEqual([]);
  });

  it('are read the way this test needs: a circle made on purpose is found', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(importsOf('apps/web/src/company/portal.ts')).toContain('apps/web/src/company/CompanyPortal.tsx');
  });
});
