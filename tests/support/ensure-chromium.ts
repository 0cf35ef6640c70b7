/**
 * End-to-end tests run in Debian's Chromium headless shell: Playwright's own browser download cannot work here.
 * As root on Debian the package is installed on the spot; anywhere else we say what is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { headlessShellPath } from './chromium-path';

if (!existsSync(headlessShellPath)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `Chromium's headless shell was not found at ${headlessShellPath}.\n` +
        'Install it (Debian/Ubuntu: sudo apt-get install chromium-headless-shell) or set CHROMIUM_HEADLESS_SHELL_PATH ' +
        'to a headless Chromium binary.',
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium headless shell for the end-to-end tests…");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
