import type { LaunchOptions } from '@playwright/test';
import { chromiumPath } from '../../support/chromium-path';
import config from '../playwright.config';

/**
 * `launchOptions` in Debian's full Chromium instead of the headless shell the suite drives, for a spec whose
 * subject the shell does not have: it reports the notification permission as denied whatever was granted, and
 * gives the microphones new ids on every page load, so a choice remembered across a reload cannot be found
 * again. A visitor's browser does neither.
 */
export const inFullBrowser = (options: LaunchOptions = config.use?.launchOptions ?? {}): LaunchOptions => ({
  ...options,
  executablePath: chromiumPath,
});
