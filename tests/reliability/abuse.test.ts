import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localAnonKey, localServiceRoleKey } from '../../supabase/local/jwt';
import { recordFigure } from './figures';
import { startStandInProcess, type StandInProcess } from './stand-in-process';
import { ms } from './writers';

/**
 * The demo-request defences over plain HTTP, against `npm run backend`'s server with the migration's real
 * limits: at most 5 requests per client address per 10 minutes and 3 per email address per hour, a forged
 * X-Forwarded-For changing nothing, spam kept and flagged, a retried request id stored once.
 */
const section = 'demo-request limits and spam (real limits, plain HTTP)';
const dataDir = mkdtempSync(join(tmpdir(), 'reliability-abuse-'));
let server: StandInProcess;

beforeAll(async () => {
  server = await startStandInProcess({ dataDir, env: { SUPABASE_LOCAL_DEMO_REQUEST_LIMITS: 'on' } });
});

afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

type Sent = { status: number; body: { code?: string; details?: string }; ms: number };

/** One request as the form sends it: an upsert on request_id that ignores a repeat. */
async function send(fields: Record<string, unknown>, { key = localAnonKey, forwardedFor = '' } = {}): Promise<Sent> {
  const started = performance.now();
  const response = await fetch(`${server.url}/rest/v1/contact_submissions?on_conflict=request_id`, {
    method: 'POST',
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      Prefer: 'resolution=ignore-duplicates',
      ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
    },
    body: JSON.stringify({
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+1 555 0100',
      business: 'Reliability: abuse',
      request_id: randomUUID(),
      fill_ms: 9000,
      ...fields,
    }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, ms: performance.now() - started };
}

async function stored(email: string): Promise<Array<{ spam: boolean; request_id: string }>> {
  const response = await fetch(
    `${server.url}/rest/v1/contact_submissions?select=spam,request_id&email=eq.${encodeURIComponent(email)}`,
    { headers: { apikey: localServiceRoleKey, Authorization: `Bearer ${localServiceRoleKey}` } },
  );
  return response.json();
}

const email = (label: string) => `${label}-${randomUUID()}@example.com`;

it('spam is kept and flagged, the fourth request for one email and the sixth from one address are refused with 429, retries and the service role pass', async () => {
  const lead = email('lead');
  const honeypot = await send({ email: lead, honeypot: 'https://cheap-pills.example' });
  const quick = await send({ email: lead, fill_ms: 1200 });
  const person = await send({ email: lead, fill_ms: 8000 });
  expect([honeypot.status, quick.status, person.status]).toEqual([201, 201, 201]);
  expect((await stored(lead)).map((row) => row.spam).sort()).toEqual([false, true, true]);

  const fourthForEmail = await send({ email: lead }, { forwardedFor: '198.51.100.4' });
  expect(fourthForEmail.status).toBe(429);
  expect(fourthForEmail.body).toMatchObject({
    code: 'PT429',
    details: 'At most 3 demo requests per 01:00:00 from one email address.',
  });

  // Each claims another address; the server counts the socket's, which X-Forwarded-For cannot replace.
  const forged = [
    await send({ email: email('forged') }, { forwardedFor: '203.0.113.1' }),
    await send({ email: email('forged') }, { forwardedFor: '203.0.113.2' }),
  ];
  expect(forged.map((sent) => sent.status)).toEqual([201, 201]);
  const sixthFromAddress = await send({ email: email('sixth') }, { forwardedFor: '203.0.113.3' });
  expect(sixthFromAddress.status).toBe(429);
  expect(sixthFromAddress.body.details).toBe('At most 5 demo requests per 00:10:00 from one address.');

  const [first] = await stored(lead);
  const retry = await send({ email: lead, request_id: first?.request_id });
  expect(retry.status).toBe(201);
  expect(await stored(lead)).toHaveLength(3);

  const imported = await send({ email: email('import') }, { key: localServiceRoleKey });
  expect(imported.status).toBe(201);

  const accepted = (sent: Sent[]) => sent.filter(({ status }) => status === 201).length;
  recordFigure(
    section,
    'accepted from one address in 10 min (then 429)',
    accepted([honeypot, quick, person, ...forged]),
  );
  recordFigure(section, 'accepted for one email in 1 h (then 429)', accepted([honeypot, quick, person]));
  recordFigure(
    section,
    'refused with a forged X-Forwarded-For',
    `${sixthFromAddress.status} ${ms(sixthFromAddress.ms)}`,
  );
  recordFigure(section, 'spam flag: honeypot / 1.2 s fill / 8 s fill', 'spam / spam / kept in inbox');
  recordFigure(section, 'retried request id over the limit', `${retry.status}, stored once`);
  recordFigure(section, 'service role over the limit', imported.status);
});
