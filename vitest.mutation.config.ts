import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run test:mutation` runs against each mutant: the unit and machine-path tests that import
 * `machines/`, without the app's build plugins or the api/reliability projects' servers.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts'],
  },
});
