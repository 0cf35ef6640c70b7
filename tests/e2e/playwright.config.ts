import { defineConfig, devices } from '@playwright/test';
import { headlessShellPath } from '../support/chromium-path';
import { e2eApiPort, e2eOutDir, e2eSitePort, e2eSiteUrl } from './support/e2e-env';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results',
  // Generous waits: a passing test never waits them out, and beside the other lanes of `npm test` on two cores a
  // page, a sign-in or an email can take several seconds. A test that proves a deadline says so with its own timeout.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three: the suite waits on pages, the stand-in and timers far more than it computes (docs/testing.md has the
  // figures of two against three on the same commit).
  workers: 3,
  // One retry: on a loaded machine a test can still lose a race now and then; the reporter lists it as flaky, by
  // name, so a retried test is seen and its race fixed (docs/testing.md), and a broken behaviour still fails twice.
  retries: 1,
  forbidOnly: Boolean(process.env['CI']),
  reporter: [['list']],
  use: {
    baseURL: e2eSiteUrl,
    // Recording a trace of every test cost about a fifth of the suite's CPU; E2E_TRACE=1 keeps the failures' traces.
    trace: process.env['E2E_TRACE'] ? 'retain-on-failure' : 'off',
    launchOptions: {
      // A headed run (`--headed`) needs the full browser: CHROMIUM_HEADLESS_SHELL_PATH=/usr/bin/chromium.
      executablePath: headlessShellPath,
      // Without these Chromium keeps dialling Google services that this closed network refuses.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // `npm test` builds the site once (its size budgets measure the same build) and says so with E2E_PREBUILT.
    command: `npx tsx supabase/local/stack.ts --memory --api-port ${e2eApiPort} --site-port ${e2eSitePort} --out-dir ${e2eOutDir}${
      process.env['E2E_PREBUILT'] ? ' --no-build' : ''
    }`,
    cwd: '../..',
    url: e2eSiteUrl,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    // Every test signs in and sends demo requests from 127.0.0.1, far more often than the limits allow one address.
    env: {
      VITE_SUPABASE_URL: `http://127.0.0.1:${e2eApiPort}`,
      SUPABASE_LOCAL_AUTH_RATE_LIMITS: 'off',
      SUPABASE_LOCAL_DEMO_REQUEST_LIMITS: 'off',
      // Tests side by side sign the local admin in with codes of the same 30 seconds.
      SUPABASE_LOCAL_PARALLEL_SIGN_INS: 'on',
    },
  },
});
