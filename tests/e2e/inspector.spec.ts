import type { BrowserContext, Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { e2eSitePort } from './support/e2e-env';
import { fakeMicrophoneLaunchOptions } from './support/voice-browser';
import { expect, test } from './support/test';

// The inspector exists only in dev builds, so this spec runs Vite's dev server next to the production one.
const devPort = e2eSitePort + 30;
const devUrl = `http://127.0.0.1:${devPort}`;
let dev: ViteDevServer;

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);
test.use({ launchOptions: fakeMicrophoneLaunchOptions() });

// A Vapi key makes the voice page create its Vapi session actor; the dev server reads VITE_* once, at start.
const keyBefore = process.env['VITE_VAPI_PUBLIC_KEY'];

test.beforeAll(async () => {
  process.env['VITE_VAPI_PUBLIC_KEY'] = 'pk-inspector-e2e';
  dev = await createServer({
    root: fileURLToPath(new URL('../../', import.meta.url)),
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: devPort, strictPort: true },
  });
  await dev.listen();
});

test.afterAll(async () => {
  await dev.close();
  if (keyBefore === undefined) delete process.env['VITE_VAPI_PUBLIC_KEY'];
  else process.env['VITE_VAPI_PUBLIC_KEY'] = keyBefore;
});

/** Stands in for stately.ai/inspect: says it is connected, then keeps every inspection event it is sent. */
const fakeInspectorPage = `<!doctype html><title>Inspector</title><script>
  window.received = [];
  window.addEventListener('message', (event) => window.received.push(event.data));
  window.opener.postMessage({ type: '@statelyai.connected' }, '*');
</script>`;

/** Opens `path?inspect` with the fake inspector and returns a reader of the machine ids it has been sent. */
async function openInspected(page: Page, context: BrowserContext, path: string) {
  await context.route('https://stately.ai/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: fakeInspectorPage }),
  );
  const popup = context.waitForEvent('page');
  await page.goto(`${devUrl}${path}?inspect`);
  const inspector = await popup;
  expect(inspector.url()).toBe('https://stately.ai/inspect');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  return () =>
    inspector.evaluate(() => {
      const events = (window as unknown as { received: Array<{ type: string; name?: string }> }).received;
      return [...new Set(events.filter((event) => event.type === '@xstate.actor').map((event) => event.name))];
    });
}

test('with ?inspect in a dev build, every actor on the page streams to the Stately inspector', async ({
  page,
  context,
}) => {
  const machineIds = await openInspected(page, context, '/');
  await expect.poll(machineIds).toEqual(expect.arrayContaining(['secretGesture', 'demoForm', 'countUp']));
});

test('with ?inspect and a Vapi key, the voice page streams its Vapi session to the inspector', async ({
  page,
  context,
}) => {
  // The provider's API and call host are off this machine; the session actor exists once Start fetches the adapter.
  await context.route(/^https:\/\/([a-z0-9-]+\.)*(vapi\.ai|daily\.co)\//, (route) =>
    route.abort('internetdisconnected'),
  );
  const machineIds = await openInspected(page, context, '/ai-phone-caller');
  await expect.poll(machineIds).toEqual(expect.arrayContaining(['voicePage']));
  expect(await machineIds()).not.toContain('vapiSession');
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect.poll(machineIds).toEqual(expect.arrayContaining(['voicePage', 'vapiSession']));
});

test('with ?inspect, the ROI wizard streams its actor', async ({ page, context }) => {
  const machineIds = await openInspected(page, context, '/roi');
  await expect.poll(machineIds).toEqual(expect.arrayContaining(['roiWizard', 'secretGesture']));
});

test('with ?inspect, the admin login streams its form and the session', async ({ page, context }) => {
  const machineIds = await openInspected(page, context, '/admin/login');
  await expect.poll(machineIds).toEqual(expect.arrayContaining(['login', 'session']));
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
