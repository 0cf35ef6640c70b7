import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const sourceFile = /\.(ts|tsx)$/;
const skipped = new Set(['node_modules', 'dist', '.data', 'test-results', 'playwright-report']);

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    if (skipped.has(name) || name.startsWith('.')) return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return sourceFile.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A relative specifier as the bundler resolves it: the file itself, with .ts/.tsx added, or a `.js` written for a `.ts`. */
function resolveRelative(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, '.ts'), join(base, 'index.ts')];
  return candidates.find((candidate) => sourceFile.test(candidate) && existsSync(candidate)) ?? null;
}

/**
 * Every static import between the repository's own files (type-only ones included: a type shared both ways still
 * ties two modules together), as repository-relative paths. Dynamic `import()` is left out: a lazy load is the
 * one way two modules may refer to each other.
 */
export function importGraph(root: string, folders: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap((folder) => filesUnder(join(root, folder)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveRelative(file, specifier))
      .filter((target): target is string => target !== null)
      .map((target) => relative(root, target));
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/** Each circle of imports once, as the files around it (first file repeated at the end). */
export function importCircles(graph: Map<string, string[]>): string[][] {
  const circles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string) => {
    if (onPath.has(file)) {
      circles.push([...path.slice(path.indexOf(file)), file]);
      return;
    }
    if (done.has(file)) return;
    onPath.add(file);
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) visit(file);
  return circles;
}
