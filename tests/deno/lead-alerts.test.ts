// The lead-alerts Edge Function, its entrypoint imported by Deno as Supabase runs it, against the stand-in and the
// mail catcher that tests/support/deno-tests.ts starts from Node and names in the environment a deployed function
// gets. The stand-in runs the same worker module under Node; here it runs in the runtime Supabase deploys it to.
import { handlerServedBy } from './served-handler.ts';

/** Deno's own test runner has no assertions and jsr.io is out of reach here, so failures are thrown by hand. */
function expect(condition: boolean, failure: string): asserts condition {
  if (!condition) throw new Error(failure);
}

const env = (name: string) => Deno.env.get(name);
const need = (name: string) => {
  const value = env(name);
  if (!value) throw new Error(`${name} is not set: run this file through npm test (tests/support/deno-tests.ts).`);
  return value;
};
const supabaseUrl = need('SUPABASE_URL');
const anonKey = need('SUPABASE_ANON_KEY');
const catcherUrl = need('MAIL_CATCHER_URL');
const adminEmail = need('LOCAL_ADMIN_EMAIL');
const secret = need('ALERT_WORKER_SECRET');

const handler = await handlerServedBy('lead-alerts', () => import('../../supabase/functions/lead-alerts/index.ts'));

const call = async (init: RequestInit) => await handler(new Request('http://127.0.0.1/functions/v1/lead-alerts', init));
const runWorker = () => call({ method: 'POST', headers: { Authorization: `Bearer ${secret}` } });

/** A demo request as the landing page's form sends it, as a visitor (the anon key). */
async function sendDemoRequest(email: string, firstName: string) {
  const response = await fetch(`${supabaseUrl}/rest/v1/contact_submissions?on_conflict=request_id`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      'Content-Type': 'application/json',
      Prefer: 'resolution=ignore-duplicates,return=minimal',
    },
    body: JSON.stringify({
      first_name: firstName,
      last_name: 'Hopper',
      email,
      phone: '+1 555 0199',
      business: 'Harbour Dental',
      request_id: crypto.randomUUID(),
      fill_ms: 8000,
    }),
  });
  expect(response.status === 201, `the demo request answered ${response.status}: ${await response.text()}`);
}

type CaughtEmail = { To: { Address: string }[]; Subject: string };
async function caughtEmails(): Promise<CaughtEmail[]> {
  const response = await fetch(`${catcherUrl}/api/v1/messages?limit=500`);
  return ((await response.json()) as { messages: CaughtEmail[] }).messages;
}
async function caughtChats(): Promise<string[]> {
  const response = await fetch(`${catcherUrl}/api/v1/chat`);
  return ((await response.json()) as unknown[]).map((body) => JSON.stringify(body));
}
const emailsTo = async (address: string, subject: string) =>
  (await caughtEmails()).filter((email) => email.To.some((to) => to.Address === address) && email.Subject === subject);

Deno.test('lead-alerts refuses a call without the worker secret and a call that is not a POST', async () => {
  const unsigned = await call({ method: 'POST' });
  const { error } = (await unsigned.json()) as { error: string };
  expect(unsigned.status === 401 && error.includes('ALERT_WORKER_SECRET'), `no secret: ${unsigned.status} ${error}`);

  const wrong = await call({ method: 'POST', headers: { Authorization: `Bearer not-${secret}` } });
  await wrong.body?.cancel();
  expect(wrong.status === 401, `a wrong secret: ${wrong.status}`);

  const read = await call({ method: 'GET', headers: { Authorization: `Bearer ${secret}` } });
  await read.body?.cancel();
  expect(read.status === 405, `a GET: ${read.status}`);
});

Deno.test(
  'a demo request reaches the admin, the team chat and the prospect once, by the function in Deno',
  async () => {
    const firstName = `Grace${crypto.randomUUID().slice(0, 8)}`;
    const prospect = `deno-${crypto.randomUUID()}@example.com`;
    await sendDemoRequest(prospect, firstName);

    const first = await runWorker();
    const report = (await first.json()) as { sent: number; failed: number; problems: string[] };
    expect(first.status === 200, `the run answered ${first.status}: ${JSON.stringify(report)}`);
    expect(report.problems.length === 0 && report.failed === 0, `the run reported ${JSON.stringify(report)}`);

    const staffSubject = `New demo request: ${firstName} Hopper, Harbour Dental`;
    const deliveredOnce = async () => {
      const staff = (await emailsTo(adminEmail, staffSubject)).length;
      const acknowledgements = (await emailsTo(prospect, 'We got your demo request')).length;
      const chats = (await caughtChats()).filter((chat) => chat.includes(firstName)).length;
      const counts = `staff alerts ${staff}, acknowledgements ${acknowledgements}, chat posts ${chats}`;
      expect(staff === 1 && acknowledgements === 1 && chats === 1, `expected one of each, got ${counts}`);
    };
    await deliveredOnce();

    // A second run finds nothing due for this lead and sends nothing again.
    const second = await runWorker();
    await second.body?.cancel();
    expect(second.status === 200, `the second run answered ${second.status}`);
    await deliveredOnce();
  },
);
