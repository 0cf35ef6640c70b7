import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { e2eSitePort } from './support/e2e-env';
import { expect, test } from './support/test';

// The inspector exists only in dev builds, so this spec runs Vite's dev server next to the production one.
const devPort = e2eSitePort + 30;
const devUrl = `http://127.0.0.1:${devPort}`;
let dev: ViteDevServer;

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

test.beforeAll(async () => {
  dev = await createServer({
    root: fileURLToPath(new URL('../../', import.meta.url)),
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: devPort, strictPort: true },
  });
  await dev.listen();
});

test.afterAll(async () => {
  await dev.close();
});

/** Stands in for stately.ai/inspect: says it is connected, then keeps every inspection event it is sent. */
const fakeInspectorPage = `<!doctype html><title>Inspector</title><script>
  window.received = [];
  window.addEventListener('message', (event) => window.received.push(event.data));
  window.opener.postMessage({ type: '@statelyai.connected' }, '*');
</script>`;

test('with ?inspect in a dev build, every actor on the page streams to the Stately inspector', async ({
  page,
  context,
}) => {
  await context.route('https://stately.ai/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: fakeInspectorPage }),
  );
  const popup = context.waitForEvent('page');
  await page.goto(`${devUrl}/?inspect`);
  const inspector = await popup;
  expect(inspector.url()).toBe('https://stately.ai/inspect');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });

  const machineIds = () =>
    inspector.evaluate(() => {
      const events = (window as unknown as { received: Array<{ type: string; name?: string }> }).received;
      return [...new Set(events.filter((event) => event.type === '@xstate.actor').map((event) => event.name))];
    });
  await expect.poll(machineIds).toEqual(expect.arrayContaining(['secretGesture', 'demoForm', 'countUp']));
});

test('without ?inspect no inspector window opens', async ({ page, context }) => {
  let opened = false;
  context.on('page', () => (opened = true));
  await page.goto(devUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  expect(opened).toBe(false);
});

test('the dev server sends the security headers except the CSP, which its inline preamble and HMR would break', async ({
  request,
}) => {
  const headers = (await request.get(`${devUrl}/admin/login`)).headers();
  expect(headers['content-security-policy']).toBeUndefined();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-robots-tag']).toBe('noindex');
});
