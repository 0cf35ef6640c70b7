import type { Page, Request } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { heartbeatIntervalMs } from '../../machines/voice-activity/voice-activity.machine';
import { createNodeClient } from '../../supabase/local/node-client';
import { signInAsAdmin } from './support/admin';
import { privateStandInPerTest } from './support/private-stand-in';
import { expect, test } from './support/test';
import { fakeMicrophoneLaunchOptions } from './support/voice-browser';
import { expectCallConnected } from './support/voice-call';

/**
 * A page that dies without a word (its renderer crashes: no pagehide, no keepalive request) still has its talk time
 * counted: the stand-in's sweep ends the call at its last heartbeat. The stand-in is the test's own, so the page may
 * fall silent for 2 s instead of production's 60 s.
 */
test.use({ launchOptions: fakeMicrophoneLaunchOptions() });

const standIn = privateStandInPerTest({ voiceCallSweep: { silentAfterSeconds: 2, everyMs: 500 } });

const pagehidesSeenBy = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('test.pagehides') ?? '[]') as string[]);

const isVoiceEnd = (request: Request) =>
  request.url().includes('/rpc/record_voice_event') && request.postData()?.includes('"ended"') === true;

test('a conversation whose page crashes still shows its talk time, up to the last heartbeat, in the voice pages list', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const slug = `crash-${randomUUID().slice(0, 8)}`;
  const service = createNodeClient(standIn.current().url, standIn.current().serviceRoleKey);
  const { error } = await service.from('personalized_assistants').insert({ slug, name: 'Quinn' });
  expect(error).toBeNull();

  // Every pagehide of the context's pages notes the page in the site's localStorage, which outlives the page.
  await context.addInitScript(() => {
    addEventListener('pagehide', () => {
      const noted: unknown = JSON.parse(localStorage.getItem('test.pagehides') ?? '[]');
      localStorage.setItem('test.pagehides', JSON.stringify([...(noted as string[]), location.pathname]));
    });
  });
  const endsSent: Request[] = [];
  context.on('request', (request) => {
    if (isVoiceEnd(request)) endsSent.push(request);
  });

  // The note is written when a voice page does go away normally: leaving it fires pagehide.
  const control = await context.newPage();
  await control.goto('/ai-phone-caller/no-such-page');
  await control.goto('/404-probe');
  expect(await pagehidesSeenBy(control)).toEqual(['/ai-phone-caller/no-such-page']);
  await control.close();

  await standIn.route(page);
  await page.goto(`/ai-phone-caller/${slug}`);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expectCallConnected(page);
  // One heartbeat's worth of conversation, and the database has heard it. Real time, not the page's clock: the
  // database counts no more talk than has passed on its own clock since the call began.
  const beat = page.waitForResponse((response) => response.url().includes('/rpc/record_voice_heartbeat'), {
    timeout: heartbeatIntervalMs + 15_000,
  });
  expect((await beat).status()).toBe(204);

  const cdp = await context.newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  void cdp.send('Page.crash').catch(() => {});
  await crashed;
  expect(endsSent).toEqual([]);

  const admin = await context.newPage();
  await standIn.route(admin);
  await signInAsAdmin(admin);
  await admin.goto('/admin/pages');
  const talkTime = admin.locator(`tr[data-slug="${slug}"] [data-column="talk-time"]`);
  // Counted from the click, a heartbeat comes every 15 s: the talk time up to the last one, a second or two more
  // than 15 s when the connection took that long.
  await expect(async () => {
    await admin.reload();
    await expect(talkTime).toHaveText(/0:1[5-9]$/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // The page never said goodbye: no pagehide, no end of its own.
  expect((await pagehidesSeenBy(admin)).filter((path) => path.includes(slug))).toEqual([]);
  expect(endsSent).toEqual([]);
});
