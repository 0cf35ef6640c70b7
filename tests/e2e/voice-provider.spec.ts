import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { held } from './support/admin';
import { e2eApiUrl, e2eSitePort } from './support/e2e-env';
import { startProviderStandIn, type ProviderStandIn } from './support/provider-stand-in';
import { fakeMicrophoneLaunchOptions } from './support/voice-browser';
import { insertPersonalizedAssistant } from './support/personalized-assistants';
import { builtInAssistantId } from '../../src/lib/built-in-assistant';
import { callAnalysisPlan } from '../../src/i18n/call-analysis';
import { voiceLanguages } from '../../src/i18n/voice-languages';
import { expect, test } from './support/test';

/**
 * The voice page on the real @vapi-ai/web. VITE_* values are baked in at build time, so this spec
 * makes its own build with a public key and VITE_VAPI_BASE_URL pointing at a local stand-in for the
 * provider API, serves it next to the main e2e site, and uses the main stand-in for Supabase.
 * The call host (c.daily.co) is off this machine, so it is blocked and the join fails as it would offline.
 */
test.describe.configure({ mode: 'serial' });
test.use({ launchOptions: fakeMicrophoneLaunchOptions() });

const root = fileURLToPath(new URL('../../', import.meta.url));
// Its own site's port; E2E_VOICE_SITE_PORT keeps it inside a parallel run's range.
const sitePort = Number(process.env['E2E_VOICE_SITE_PORT'] ?? e2eSitePort + 10);
const siteUrl = `http://127.0.0.1:${sitePort}`;
const outDir = `.data/e2e-dist-voice-${sitePort}`;
const publicKey = 'pk-e2e-ringwise-public';
/** The page's own call id, sent as the call's metadata so the provider's report finds the call. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The provider's SDK chunk; the page's own Vapi adapter (`vapi-voice-client-*.js`, fetched at Start) is not it. */
const sdkChunk = /\/assets\/vapi-(?!voice-client-)[^/]+\.js$/;
const vite = ['node_modules/vite/bin/vite.js'];

let provider: ProviderStandIn;
let site: ChildProcess | undefined;
const record = {
  slug: `voice-e2e-${randomUUID().slice(0, 8)}`,
  name: 'Riley',
  assistant_id: `asst-${randomUUID()}`,
  max_call_seconds: 240,
};

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

async function waitForSite(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  provider = await startProviderStandIn();
  await insertPersonalizedAssistant(record);
  const env = {
    ...process.env,
    VITE_SUPABASE_URL: e2eApiUrl,
    VITE_VAPI_PUBLIC_KEY: publicKey,
    VITE_VAPI_BASE_URL: provider.url,
  };
  await run([...vite, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], env);
  site = spawn(process.execPath, [...vite, 'preview', '--port', String(sitePort), '--strictPort', '--outDir', outDir], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  await waitForSite(siteUrl, 30_000);
});

test.afterAll(async () => {
  site?.kill();
  await provider?.stop();
});

test.beforeEach(async ({ page }) => {
  // Off this machine: the Daily call-machine bundle, Daily's other hosts and its error reporting.
  await page.route(/^https:\/\/([a-z0-9-]+\.)*daily\.co\//, (route) => route.abort('internetdisconnected'));
  await page.route(/sentry\.io/, (route) => route.abort('internetdisconnected'));
});

test('the call is created with the record’s assistant id and the public key; an unreachable call host shows the error and Start works again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sdkRequests: string[] = [];
  page.on('request', (request) => {
    if (sdkChunk.test(request.url())) sdkRequests.push(request.url());
  });
  await page.clock.install();
  await page.goto(`${siteUrl}/ai-phone-caller/${record.slug.toUpperCase()}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome Riley to your/);
  await expect(page.getByText(/offline demo voice/)).toHaveCount(0);
  expect(sdkRequests).toEqual([]);

  const postsBefore = provider.requests.filter((request) => request.method === 'POST').length;
  // The SDK is fetched as the animation starts, well before the call starts at 3.5 s: with the page's clock stopped
  // at the click, the animation cannot move on before the request.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page.getByRole('status')).toContainText('Connecting');
  await expect.poll(() => sdkRequests.length).toBe(1);
  await expect(page.locator('[data-stage]')).toHaveAttribute('data-stage', 'entering');
  await page.clock.resume();

  await expect(page.getByRole('alert')).toHaveText('Unable to connect. Please try again.', { timeout: 30_000 });
  const posts = provider.requests.filter((request) => request.method === 'POST');
  expect(posts).toHaveLength(postsBefore + 1);
  const post = posts.at(-1);
  expect(post?.path).toBe('/call/web');
  expect(post?.headers.authorization).toBe(`Bearer ${publicKey}`);
  expect(post?.body).toEqual({
    assistantId: record.assistant_id,
    assistantOverrides: {
      ...voiceLanguages.en,
      analysisPlan: callAnalysisPlan('en'),
      maxDurationSeconds: record.max_call_seconds,
      metadata: { voiceCallId: expect.stringMatching(uuidPattern) },
    },
  });

  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveText('Unable to connect. Please try again.', { timeout: 30_000 });
  expect(provider.requests.filter((request) => request.method === 'POST')).toHaveLength(postsBefore + 2);
  expect(sdkRequests).toHaveLength(1);
});

test('the Spanish page starts the call listening, greeting and speaking in Spanish, says its error in Spanish, and the English page starts it in English', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const lastPost = () => provider.requests.filter((request) => request.method === 'POST').at(-1);
  const posts = () => provider.requests.filter((request) => request.method === 'POST').length;

  await page.goto(`${siteUrl}/es/ai-phone-caller/${record.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Riley');
  let before = posts();
  await page.getByRole('button', { name: 'Iniciar conversación' }).click();
  await expect.poll(posts, { timeout: 10_000 }).toBe(before + 1);
  expect(lastPost()?.body).toEqual({
    assistantId: record.assistant_id,
    assistantOverrides: {
      ...voiceLanguages.es,
      analysisPlan: callAnalysisPlan('es'),
      maxDurationSeconds: record.max_call_seconds,
      metadata: { voiceCallId: expect.stringMatching(uuidPattern) },
    },
  });
  expect(voiceLanguages.es).toMatchObject({ transcriber: { language: 'es' }, voice: { voiceId: /^es-/ } });
  // The call host is unreachable, so the join fails: the error is in Spanish too.
  await expect(page.getByRole('alert')).toHaveText('No se ha podido conectar. Inténtelo de nuevo.', {
    timeout: 30_000,
  });

  await page.goto(`${siteUrl}/ai-phone-caller/${record.slug}`);
  before = posts();
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect.poll(posts, { timeout: 10_000 }).toBe(before + 1);
  expect(lastPost()?.body).toEqual({
    assistantId: record.assistant_id,
    assistantOverrides: {
      ...voiceLanguages.en,
      analysisPlan: callAnalysisPlan('en'),
      maxDurationSeconds: record.max_call_seconds,
      metadata: { voiceCallId: expect.stringMatching(uuidPattern) },
    },
  });
  await page.getByRole('button', { name: 'End' }).click();
});

test('without a slug the call uses the built-in assistant; End while it connects returns to the welcome view without an error', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await page.goto(`${siteUrl}/ai-phone-caller`);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  const postsBefore = provider.requests.filter((request) => request.method === 'POST').length;
  await expect
    .poll(() => provider.requests.filter((request) => request.method === 'POST').length, { timeout: 10_000 })
    .toBe(postsBefore + 1);
  expect(provider.requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
    assistantId: builtInAssistantId,
    assistantOverrides: { ...voiceLanguages.en, analysisPlan: callAnalysisPlan('en') },
  });
  await page.getByRole('button', { name: 'End' }).click();
  await expect(page.getByRole('button', { name: 'Start Conversation' })).toBeVisible();
  // The abandoned join would have failed about 6 s later; it must not surface as an error.
  await page.clock.runFor(8_000);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a voice SDK that fails to load while a restarted call waits for it says Unable to connect at once, not after the connect timeout', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The SDK's script hangs, then fails as offline: the first attempt asks for it, and after End the new call (started
  // once the second animation completes) waits on that same load.
  const sdk = held();
  let asked = 0;
  await page.route(sdkChunk, async (route) => {
    asked += 1;
    await sdk.released;
    await route.abort('internetdisconnected');
  });
  await page.goto(`${siteUrl}/ai-phone-caller`);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect.poll(() => asked).toBe(1);
  await page.getByRole('button', { name: 'End' }).click();
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page.locator('[data-stage="complete"]')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('status')).toContainText('Connecting');
  sdk.release();
  await expect(page.getByRole('alert')).toHaveText('Unable to connect. Please try again.', { timeout: 1000 });
});

test('the landing page never loads the voice SDK', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(siteUrl);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => sdkChunk.test(url))).toEqual([]);
});
