/** Debian's Chromium, the browser a visitor runs: Lighthouse measures pages in it, and headed runs show it. */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium build, which the tests drive without a window. It is what
 * Playwright's own headless mode runs, and it needs about a third less CPU than the full browser in headless mode
 * (docs/testing.md).
 */
export const headlessShellPath = process.env['CHROMIUM_HEADLESS_SHELL_PATH'] ?? '/usr/bin/chromium-headless-shell';
