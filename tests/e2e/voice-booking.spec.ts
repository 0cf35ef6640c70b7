import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localVapiWebhookSecret } from '../../supabase/functions/_shared/voice/vapi-webhook-handler';
import { createNodeClient } from '../../supabase/local/node-client';
import { uniqueTag } from './support/admin';
import { privateStandInPerTest } from './support/private-stand-in';
import { expect, test } from './support/test';
import { fakeMicrophoneLaunchOptions, toneWav } from './support/voice-browser';

// The visitor speaks once every few seconds (a tone the level meter hears as speech), so the offline voice's turns
// come round: the greeting, the offered time, the booking. Launch flags are per browser, hence a file of its own.
const speechWav = join(tmpdir(), 'ringwise-e2e-booking-speech.wav');
writeFileSync(
  speechWav,
  toneWav([
    [0.5, 0],
    [1.2, 0.4],
    [5, 0],
  ]),
);
test.use({ launchOptions: fakeMicrophoneLaunchOptions([`--use-file-for-fake-audio-capture=${speechWav}`]) });

// A stand-in of its own: the voice offers the first free time, which no other spec may take meanwhile.
const api = privateStandInPerTest();

/** The provider's tool-calls message asking for the free slots, in a call of the page with this call id. */
const listSlots = (voiceCallId: string) => ({
  message: {
    type: 'tool-calls',
    call: { id: 'provider-call', metadata: { voiceCallId } },
    toolCallList: [{ id: 'tool-1', type: 'function', function: { name: 'list_free_slots', arguments: '{}' } }],
  },
});

test('the assistant books a meeting in the conversation through the webhook (a wrong secret gets 401) and the voice page shows it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('voice-booking');
  const email = `${tag}@example.com`;
  await api.submit({ first_name: 'Priya', last_name: 'Natarajan', email, phone: '+1 555 0101', business: tag });
  const { url, serviceRoleKey } = api.current();
  const service = createNodeClient(url, serviceRoleKey);
  const { data: lead } = await service.from('contact_submissions').select('id').eq('email', email).single();
  const slug = `booking-${randomUUID().slice(0, 8)}`;
  await service.from('personalized_assistants').insert({ slug, name: 'Priya', submission_id: lead?.id ?? null });

  const refused = await fetch(`${url}/functions/v1/vapi-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Vapi-Secret': `not-${localVapiWebhookSecret}` },
    body: JSON.stringify(listSlots(randomUUID())),
  });
  expect(refused.status).toBe(401);

  await api.route(page);
  await page.goto(`/ai-phone-caller/${slug}`);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  const caption = page.getByLabel('Live caption');
  await expect(caption).toContainText('The first free time is', { timeout: 45_000 });
  await expect(caption).toContainText('your demo is booked', { timeout: 30_000 });
  // The page shows it on screen while the conversation goes on.
  const shown = page.getByTestId('voice-meeting');
  await expect(shown).toContainText('Your demo is booked:', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'End' })).toBeVisible();

  const { data: meetings } = await service
    .from('meetings')
    .select('booked_by, status, starts_at')
    .eq('submission_id', lead?.id ?? '');
  expect(meetings).toEqual([expect.objectContaining({ booked_by: 'assistant', status: 'booked' })]);
  await page.getByRole('button', { name: 'End' }).click();
  await expect(shown).toBeVisible();
});
