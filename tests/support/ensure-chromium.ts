/**
 * End-to-end tests run in Debian's Chromium and its headless shell: Playwright's own browser download cannot work here.
 * As root on Debian the packages are installed on the spot; anywhere else we say what is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, headlessShellPath } from './chromium-path';

// The suite drives the headless shell; two specs need the full browser (tests/e2e/support/full-browser.ts).
const missing = [chromiumPath, headlessShellPath].filter((path) => !existsSync(path));
if (missing.length > 0) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `Not found: ${missing.join(', ')}.\n` +
        'Install Chromium and its headless shell (Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell), ' +
        'or set CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH to the binaries.',
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium and its headless shell for the end-to-end tests…");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
