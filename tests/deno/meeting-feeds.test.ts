// The meeting-feeds Edge Function, its entrypoint imported by Deno as Supabase runs it (ical.js by npm: specifier,
// Deno's resolver), against the stand-in that tests/support/deno-tests.ts starts from Node.
import { handlerServedBy } from './served-handler.ts';

/** Deno's own test runner has no assertions and jsr.io is out of reach here, so failures are thrown by hand. */
function expect(condition: boolean, failure: string): asserts condition {
  if (!condition) throw new Error(failure);
}

const secret = Deno.env.get('MEETING_FEEDS_SECRET');
if (!secret)
  throw new Error('MEETING_FEEDS_SECRET is not set: run this file through npm test (tests/support/deno-tests.ts).');

const handler = await handlerServedBy('meeting-feeds', () => import('../../supabase/functions/meeting-feeds/index.ts'));

const call = (method: string, headers: Record<string, string> = {}) =>
  handler(new Request('http://127.0.0.1/functions/v1/meeting-feeds', { method, headers }));

Deno.test('meeting-feeds refuses a call without its secret, with a wrong one, and a GET', async () => {
  const none = await call('POST');
  expect(none.status === 401, `no secret: ${none.status} ${await none.text()}`);
  const wrong = await call('POST', { Authorization: 'Bearer not-the-secret' });
  expect(wrong.status === 401, `wrong secret: ${wrong.status} ${await wrong.text()}`);
  const get = await call('GET', { Authorization: `Bearer ${secret}` });
  expect(get.status === 405, `GET: ${get.status} ${await get.text()}`);
});

Deno.test('meeting-feeds with its secret reads the feeds through the stand-in and says how it went', async () => {
  const answer = await call('POST', { Authorization: `Bearer ${secret}` });
  const body = await answer.text();
  expect(answer.status === 200, `with the secret: ${answer.status} ${body}`);
  const report = JSON.parse(body) as { fetched?: unknown; failed?: unknown };
  expect(typeof report.fetched === 'number' && typeof report.failed === 'number', `the report: ${body}`);
});
