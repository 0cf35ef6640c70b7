import { defineConfig } from 'vitest/config';
import QuickKillSequencer from './tests/support/quick-kill-sequencer';

/**
 * The tests `npm run test:mutation` runs against each mutant: the unit and machine-path tests that import
 * `machines/`, without the app's build plugins or the api/reliability projects' servers. coverage.test.ts repeats
 * what each paths test already checks for its own machine, for every machine at once, so it is left out here.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.ts', 'tests/machines/*.paths.test.ts'],
    // Slow walks need more than vitest's 5 s on a loaded machine; a mutant that leaves a test waiting for a state
    // that never comes must still fail soon (a Stryker timeout of a static mutant is 1.5 × the whole initial run).
    testTimeout: 15_000,
    sequence: { sequencer: QuickKillSequencer },
  },
});
