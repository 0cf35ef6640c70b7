import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run test:mutation` runs against each mutant: the unit and machine-path tests that import
 * `machines/`, without the app's build plugins or the api/reliability projects' servers. coverage.test.ts repeats
 * what each paths test already checks for its own machine, for every machine at once, so it is left out here.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.ts', 'tests/machines/*.paths.test.ts'],
    // Stryker times each mutant's run itself; on a loaded machine vitest's 5 s would fail (kill) slow walks.
    testTimeout: 120_000,
  },
});
