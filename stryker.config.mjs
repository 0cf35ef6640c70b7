// `npm run test:mutation`: StrykerJS over machines/ (the machines and their pure models). See docs/testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['machines/**/*.ts'],
  // Each mutant runs only the tests that reached its code.
  coverageAnalysis: 'perTest',
  checkers: [],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '.data/mutation/index.html' },
  jsonReporter: { fileName: '.data/mutation/report.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  tempDirName: '.data/stryker-tmp',
  incremental: true,
  incrementalFile: '.data/mutation/incremental.json',
  concurrency: 2,
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 80, break: null },
  ignorePatterns: ['.data', 'dist', 'test-results', 'playwright-report', '.tanstack'],
};
