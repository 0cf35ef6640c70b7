// `npm run test:mutation`: StrykerJS over machines/ (the machines and their pure models). See docs/testing.md.
// MUTATE_FLOW=<dir under machines/> limits a run to one flow, with its own reports and incremental file, so the
// flows can be run (and rerun) one at a time; tests/support/mutation.ts runs them and adds their reports up.
import process from 'node:process';

const flow = process.env.MUTATE_FLOW;
const reportDir = `.data/mutation/${flow ?? 'all'}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: flow ? [flow.endsWith('.ts') ? `machines/${flow}` : `machines/${flow}/**/*.ts`] : ['machines/**/*.ts'],
  // Each mutant runs only the tests that reached its code (a machine's definition: the tests importing it).
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `${reportDir}/index.html` },
  jsonReporter: { fileName: `${reportDir}/report.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  tempDirName: `.data/stryker-tmp/${flow ?? 'all'}`,
  incremental: true,
  incrementalFile: `${reportDir}/incremental.json`,
  concurrency: 2,
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 80, break: null },
  ignorePatterns: ['.data', 'dist', 'test-results', 'playwright-report', '.tanstack'],
};
