import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order `npm run test:mutation` runs a mutant's test files in. Stryker stops at the first failing test, so a killed
 * mutant costs only the files run before its killer: a file that failed on the last mutant goes first (the next mutant
 * is usually in the same code), then the quickest, so a slow integration test runs only when nothing cheaper failed.
 * Vitest's own order is the opposite (longest first). A file's cost is the longest run seen, since a run that stopped
 * at a failure is short.
 */
export default class QuickKillSequencer extends BaseSequencer {
  private readonly longestRun = new Map<string, number>();

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const facts = new Map(
      files.map((file) => {
        const key = `${file.project.name}:${path.relative(this.ctx.config.root, file.moduleId)}`;
        const result = this.ctx.cache.getFileTestResults(key);
        const longest = Math.max(this.longestRun.get(key) ?? 0, result?.duration ?? 0);
        this.longestRun.set(key, longest);
        return [file, { failed: result?.failed === true, cost: longest }];
      }),
    );
    const fact = (file: TestSpecification) => facts.get(file) ?? { failed: false, cost: 0 };
    return [...files].sort((a, b) => Number(fact(b).failed) - Number(fact(a).failed) || fact(a).cost - fact(b).cost);
  }
}
