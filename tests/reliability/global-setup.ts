import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { figureTable } from './figure-table';
import type { Figure } from './figures';

/** Gives every reliability file one figures file, and prints its rows as a table when the run ends. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'reliability-figures-'));
  const file = join(dir, 'figures.jsonl');
  project.provide('figuresFile', file);
  return () => {
    const figures = readFigures(file);
    rmSync(dir, { recursive: true, force: true });
    if (figures.length) console.log(`\nReliability figures\n\n${figureTable(figures)}\n`);
  };
}

function readFigures(file: string): Figure[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line): Figure => JSON.parse(line));
  } catch {
    return [];
  }
}
