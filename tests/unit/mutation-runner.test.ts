import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import QuickKillSequencer from '../support/quick-kill-sequencer';
import { countFileFailuresAsKilled, type MutantRunner } from '../support/vitest-load-failures.mjs';

type Run = { duration: number; failed: boolean };

/** A sequencer over files whose last runs are `runs` (by file name), as vitest's cache would report them. */
function sequencer(runs: Map<string, Run>) {
  const ctx = {
    config: { root: '/repo' },
    cache: { getFileTestResults: (key: string) => runs.get(key.replace('unit:', '')) },
  };
  return new QuickKillSequencer(ctx as unknown as ConstructorParameters<typeof QuickKillSequencer>[0]);
}
const spec = (name: string) =>
  ({ project: { name: 'unit' }, moduleId: `/repo/${name}` }) as unknown as TestSpecification;
const names = (files: TestSpecification[]) => files.map((file) => file.moduleId.replace('/repo/', ''));

describe('test:mutation runs the test files likeliest to kill a mutant soonest first', () => {
  const files = ['slow.test.ts', 'quick.test.ts', 'medium.test.ts'].map(spec);

  it('runs the quickest file first, not vitest’s longest first', async () => {
    const runs = new Map([
      ['slow.test.ts', { duration: 1900, failed: false }],
      ['quick.test.ts', { duration: 40, failed: false }],
      ['medium.test.ts', { duration: 400, failed: false }],
    ]);
    expect(names(await sequencer(runs).sort(files))).toEqual(['quick.test.ts', 'medium.test.ts', 'slow.test.ts']);
  });

  it('runs the file that failed on the last mutant before quicker ones', async () => {
    const runs = new Map([
      ['slow.test.ts', { duration: 1900, failed: true }],
      ['quick.test.ts', { duration: 40, failed: false }],
      ['medium.test.ts', { duration: 400, failed: false }],
    ]);
    expect(names(await sequencer(runs).sort(files))[0]).toBe('slow.test.ts');
  });

  it('keeps a file’s longest run as its cost after a run cut short by a failure', async () => {
    const runs = new Map([
      ['slow.test.ts', { duration: 1900, failed: false }],
      ['quick.test.ts', { duration: 40, failed: false }],
      ['medium.test.ts', { duration: 400, failed: false }],
    ]);
    const order = sequencer(runs);
    await order.sort(files);
    runs.set('slow.test.ts', { duration: 5, failed: false });
    expect(names(await order.sort(files)).at(-1)).toBe('slow.test.ts');
  });
});

describe('test:mutation counts a mutant that stops a test file from loading as killed', () => {
  const runnerWith = (
    files: { name: string; state: string; tasks: unknown[]; message?: string }[],
    result: { status: string; nrOfTests?: number } = { status: 'survived', nrOfTests: 12 },
  ): MutantRunner =>
    countFileFailuresAsKilled({
      ctx: {
        state: {
          getFiles: () =>
            files.map(({ name, state, tasks, message }) => ({
              name,
              tasks,
              result: { state, errors: message === undefined ? [] : [{ message }] },
            })),
        },
      },
      mutantRun: () => Promise.resolve(result),
    });

  it('reports it killed, with the load error', async () => {
    const runner = runnerWith([
      { name: 'tests/unit/copy-link.test.ts', state: 'pass', tasks: [{}] },
      {
        name: 'tests/machines/copy-link.paths.test.ts',
        state: 'fail',
        tasks: [],
        message: "Child state 'copying' does not exist",
      },
    ]);
    expect(await runner.mutantRun({})).toEqual({
      status: 'killed',
      killedBy: [],
      failureMessage:
        "tests/machines/copy-link.paths.test.ts failed outside its tests: Child state 'copying' does not exist",
      nrOfTests: 12,
    });
  });

  it('leaves a survivor whose test files all loaded a survivor', async () => {
    const runner = runnerWith([{ name: 'tests/unit/copy-link.test.ts', state: 'pass', tasks: [{}] }]);
    expect(await runner.mutantRun({})).toEqual({ status: 'survived', nrOfTests: 12 });
  });

  it('leaves a timeout a timeout, whatever its files did', async () => {
    const runner = runnerWith([{ name: 'tests/machines/inbox.paths.test.ts', state: 'fail', tasks: [] }], {
      status: 'timeout',
    });
    expect(await runner.mutantRun({})).toEqual({ status: 'timeout' });
  });
});
