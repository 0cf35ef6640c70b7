import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import { expect, watchCspViolations } from './test';

export type ExtraContext = { context: BrowserContext; close(): Promise<void> };

/**
 * A further browser context (a second admin, a visitor), held to the same rule as the test's own: closing
 * it fails the test if any of its pages broke the Content-Security-Policy.
 */
export async function extraContext(browser: Browser, options: BrowserContextOptions = {}): Promise<ExtraContext> {
  const context = await browser.newContext(options);
  const violations = await watchCspViolations(context);
  return {
    context,
    close: async () => {
      await context.close();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
  };
}
