import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from '../support/import-graph';

const repoRoot = resolve(import.meta.dirname, '../..');

describe('imports', () => {
  it('form no circle anywhere in the app, the machines, the backend or the tests', () => {
    const graph = importGraph(repoRoot, ['src', 'machines', 'supabase', 'tests']);
    expect(graph.size).toBeGreaterThan(100);
    expect(importCircles(graph).map((circle) => circle.join(' → '))).toEqual([]);
  });

  it('finds a circle of two files, and one through a third', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts', 'c.ts']],
      ['c.ts', ['d.ts']],
      ['d.ts', ['c.ts']],
      ['e.ts', ['a.ts']],
    ]);
    expect(importCircles(graph)).toEqual([
      ['a.ts', 'b.ts', 'a.ts'],
      ['c.ts', 'd.ts', 'c.ts'],
    ]);
  });
});
