import { expect, test as base, type BrowserContext } from '@playwright/test';

export { expect };

declare global {
  interface Window {
    reportCspViolation?: (description: string) => void;
  }
}

/**
 * Collects every Content-Security-Policy violation in `context`'s pages and frames, from the
 * `securitypolicyviolation` event and from Chromium's console report (which also covers frames and workers).
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', ({ frame }, description: string) => {
    violations.push(`${frame.url()}: ${description}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation?.(
        `${event.effectiveDirective} refused ${event.blockedURI || 'an inline source'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * Every end-to-end test runs under the site's real headers (`npm start` sends them) and fails on any CSP
 * violation: import `test` from here, never from @playwright/test (lint enforces it).
 */
export const test = base.extend<{ failOnCspViolation: void }>({
  failOnCspViolation: [
    async ({ context }, use) => {
      const violations = await watchCspViolations(context);
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
