// `npm run test:mutation`: StrykerJS over machines/ (the machines and their pure models). See docs/testing.md.
// One Stryker run mutates every file asked for: each mutant runs only the tests that reached its code (perTest), and a
// mutant evaluated when its module loads (a machine's definition) runs only the test files that import its file
// (`vitest.related`), so one run costs what one run per flow would, without 25 start-ups.
// MUTATE_FLOW=<flow>[,<flow>…] (folders of machines/, or a top-level file) limits a run to those flows; each set of
// flows keeps its own reports and incremental file under .data/mutation/<flows>/ (the whole of machines/: `all`).
import process from 'node:process';

const flows = process.env.MUTATE_FLOW?.split(',').filter(Boolean) ?? [];
const runName = flows.length > 0 ? flows.join('+').replaceAll('/', '~') : 'all';
const reportDir = `.data/mutation/${runName}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // The vitest runner, with a mutant that stops a test file from loading counted as killed.
  testRunner: 'vitest-load-failures',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  // Mutants no test can kill, recognised by kind (tests/support/equivalent-mutants.mjs): reported as Ignored.
  plugins: [
    '@stryker-mutator/vitest-runner',
    './tests/support/vitest-load-failures.mjs',
    './tests/support/equivalent-mutants.mjs',
  ],
  ignorers: ['equivalent-mutants'],
  mutate:
    flows.length > 0
      ? flows.map((flow) => (flow.endsWith('.ts') ? `machines/${flow}` : `machines/${flow}/**/*.ts`))
      : ['machines/**/*.ts'],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `${reportDir}/index.html` },
  jsonReporter: { fileName: `${reportDir}/report.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  tempDirName: `.data/stryker-tmp/${runName}`,
  incremental: true,
  incrementalFile: `${reportDir}/incremental.json`,
  // Three workers on two cores: with two, the cores were idle 21 % of the run (158 % CPU; a worker waits on its
  // vitest between mutants). Measured whole runs: 14 min 58 s with two, 13 min 39 s with three, the same results.
  concurrency: 3,
  // A static mutant's timeout is timeoutFactor × the whole initial run + timeoutMS: half of it is still several times
  // what the tests of any one machine take.
  timeoutFactor: 0.5,
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 80, break: null },
  ignorePatterns: ['.data', 'dist', 'test-results', 'playwright-report', '.tanstack'],
};
