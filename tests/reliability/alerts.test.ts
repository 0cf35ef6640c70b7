import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localAnonKey, localServiceRoleKey } from '../../supabase/local/jwt';
import { recordFigure } from './figures';
import { startStandInProcess, type StandInProcess } from './stand-in-process';
import { ms } from './writers';

/**
 * The alerts through outages, as a developer runs them: `npm run backend`'s process with its mail catcher and
 * worker. The two tests run at the same time, each on its own process and data, so the 30 s outage the first
 * waits out also covers the second.
 */
const section = 'alerts: outages, kill -9, Retry-After, hostile input';
const dataDirs: string[] = [];
const servers: StandInProcess[] = [];

afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

type Server = StandInProcess & { catcher: string };

async function start(dataDir: string): Promise<Server> {
  const server = await startStandInProcess({ dataDir, env: { SUPABASE_LOCAL_ALERT_WORKER: 'on' } });
  servers.push(server);
  const catcher = /mail catcher: (http:\/\/\S+)/.exec(server.output())?.[1];
  if (!catcher) throw new Error(`the stand-in printed no mail catcher:\n${server.output()}`);
  return { ...server, catcher };
}

const serviceHeaders = {
  apikey: localServiceRoleKey,
  Authorization: `Bearer ${localServiceRoleKey}`,
  'Content-Type': 'application/json',
};

async function rest<T>(url: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${url}/rest/v1/${path}`, { ...init, headers: { ...serviceHeaders, ...init.headers } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

type Row = { id: string; submission_id: string; kind: string; channel: string; status: string; attempts: number };

/** The ledger rows of the leads whose email starts with `prefix` (the stand-in speaks no embedding: two reads). */
async function ledgerOf(url: string, prefix: string): Promise<Row[]> {
  const leads = await rest<{ id: string }[]>(url, `contact_submissions?select=id&email=like.${prefix}*`);
  const rows: Row[] = [];
  for (let index = 0; index < leads.length; index += 50) {
    const ids = leads.slice(index, index + 50).map((lead) => lead.id);
    rows.push(
      ...(await rest<Row[]>(
        url,
        `alert_deliveries?select=id,submission_id,kind,channel,status,attempts&submission_id=in.(${ids.join(',')})`,
      )),
    );
  }
  return rows;
}

type CaughtEmail = { ID: string; To: { Address: string }[]; Subject: string; IdempotencyKey: string | null };
type ChatRequest = { IdempotencyKey: string | null; Body: unknown };
type Received = { At: string; Target: string; IdempotencyKey: string | null; Status: number };

const catcherGet = async <T>(catcher: string, path: string) => (await (await fetch(`${catcher}${path}`)).json()) as T;
const emailsOf = async (catcher: string) =>
  (await catcherGet<{ messages: CaughtEmail[] }>(catcher, '/api/v1/messages?limit=100000')).messages;

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const allSent = (rows: Row[], expected: number) =>
  rows.length === expected && rows.every((row) => row.status === 'sent');

/** Every row settled after a crash: sent, or (a chat message whose post was under way) uncertain. */
const allSettled = (rows: Row[], expected: number) =>
  rows.length === expected &&
  rows.every((row) => row.status === 'sent' || (row.channel === 'chat' && row.status === 'uncertain'));

/** Counts how often each ledger id reached the receiver, by the idempotency key it carried. */
function timesReceived(ids: string[], keys: (string | null)[]) {
  const counts = new Map(ids.map((id) => [id, 0]));
  for (const key of keys) if (key !== null && counts.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts.values()];
}

// The phone is not among them: the database takes only phone numbers there (contact_submissions_phone_shape).
const hostile = (index: number) => ({
  first_name: `<img src=x onerror=alert(${index})>`,
  last_name: 'Tables\r\nBcc: victim@example.com',
  business: `<script>alert("${index}")</script>\r\nSubject: injected\n${'x'.repeat(5_000 - 60)}`,
});

describe.concurrent('alerts', () => {
  it('the email API answers 500 for 30 s while 100 requests arrive: afterwards every message is delivered once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'reliability-alerts-outage-'));
    dataDirs.push(dataDir);
    const server = await start(dataDir);
    // A short backoff cap, so the suite waits seconds, not minutes, once the outage is over; a tiny first step, so
    // a retry two seconds after a 429 can only be its Retry-After.
    await rest(server.url, 'alert_settings?id=eq.true', {
      method: 'PATCH',
      body: JSON.stringify({ backoff_base_ms: 200, backoff_max_ms: 4000, max_attempts: 40 }),
    });
    const order = (fault: Record<string, unknown>) =>
      fetch(`${server.catcher}/api/v1/faults`, { method: 'POST', body: JSON.stringify(fault) });
    // Down until the 100 requests are in and at least 30 s have passed, however slow a loaded machine sends them.
    await order({ target: 'email', status: 500 });
    await order({ target: 'chat', status: 429, retryAfter: '2', times: 3 });
    const outageStarted = Date.now();

    const prefix = `outage-${Date.now()}`;
    const sent: number[] = [];
    for (let index = 0; index < 100; index++) {
      const email = `${prefix}-${index}@example.com`;
      const fields = { first_name: 'Ada', last_name: `Lovelace ${index}`, phone: '+1 555 0100', business: 'Dental' };
      const response = await fetch(`${server.url}/rest/v1/contact_submissions`, {
        method: 'POST',
        headers: { apikey: localAnonKey, Authorization: `Bearer ${localAnonKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...fields, ...(index % 10 === 0 ? hostile(index) : {}), email }),
      });
      expect(response.status).toBe(201);
      sent.push(Date.now());
      // 100 requests spread over the first 25 s of the outage.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, outageStarted + (index + 1) * 250 - Date.now())));
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, outageStarted + 30_000 - Date.now())));
    await fetch(`${server.catcher}/api/v1/faults?target=email`, { method: 'DELETE' });
    const outageEnded = Date.now();
    expect(sent).toHaveLength(100);

    let rows: Row[] = [];
    await waitUntil(
      async () => allSent((rows = await ledgerOf(server.url, prefix)), 300),
      150_000,
      'every alert, chat message and acknowledgement sent',
    );
    const drained = Date.now();

    const emails = (await emailsOf(server.catcher)).filter((email) =>
      email.To.some((to) => to.Address.startsWith(prefix) || to.Address === 'admin@example.com'),
    );
    const emailIds = rows.filter((row) => row.channel === 'email').map((row) => row.id);
    expect(
      timesReceived(
        emailIds,
        emails.map((email) => email.IdempotencyKey),
      ).every((count) => count === 1),
    ).toBe(true);
    expect(emails.filter((email) => email.To[0]?.Address.startsWith(prefix))).toHaveLength(100);
    const chats = await catcherGet<ChatRequest[]>(server.catcher, '/api/v1/chat/requests');
    const chatIds = rows.filter((row) => row.channel === 'chat').map((row) => row.id);
    expect(
      timesReceived(
        chatIds,
        chats.map((chat) => chat.IdempotencyKey),
      ).every((count) => count === 1),
    ).toBe(true);

    // Retry-After: 2 on the chat webhook: each refused message came back no sooner than 2 s later.
    const received = await catcherGet<Received[]>(server.catcher, '/api/v1/requests');
    const refused = received.filter((request) => request.Target === 'chat' && request.Status === 429);
    expect(refused).toHaveLength(3);
    const gaps = refused.map((request) => {
      const next = received.find(
        (later) => later.IdempotencyKey === request.IdempotencyKey && Date.parse(later.At) > Date.parse(request.At),
      );
      return Date.parse(next?.At ?? '') - Date.parse(request.At);
    });
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(2_000);

    // Hostile input arrives as text: no CR/LF in a subject or address, markup escaped in HTML, all 5,000 characters.
    for (const email of emails.filter((candidate) => candidate.Subject.includes('<img'))) {
      expect(email.Subject).not.toMatch(/[\r\n]/);
      const message = await catcherGet<{ Text: string; HTML: string }>(server.catcher, `/api/v1/message/${email.ID}`);
      expect(message.HTML).not.toMatch(/<script|<img/);
      expect(message.HTML).toContain('&lt;script&gt;alert(&quot;');
      expect(message.Text).toContain(`<script>alert("`);
      expect(message.Text).toContain('x'.repeat(5_000 - 60));
    }
    const hostileAlerts = emails.filter((email) => email.Subject.includes('<img'));
    expect(hostileAlerts).toHaveLength(10);

    const tries = rows.reduce((sum, row) => sum + row.attempts, 0);
    recordFigure(
      section,
      'outage: email API answering 500, while 100 requests arrived',
      ms(outageEnded - outageStarted),
    );
    recordFigure(
      section,
      'outage: messages delivered once each (by idempotency key)',
      `${emailIds.length + chatIds.length} of 300`,
    );
    recordFigure(section, 'outage: tries in all (300 messages)', tries);
    recordFigure(section, 'outage: end of outage to the last message sent', ms(drained - outageEnded));
    recordFigure(section, 'Retry-After: 2 → next try after (3 refusals)', `${gaps.map((gap) => ms(gap)).join(', ')}`);
  });

  it('kill -9 in the middle of delivering, then a restart: nothing lost, nothing twice, posts under way shown as uncertain', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'reliability-alerts-kill-'));
    dataDirs.push(dataDir);
    let server = await start(dataDir);
    const prefix = `killed-${Date.now()}`;
    const leads = Array.from({ length: 100 }, (_, index) => ({
      first_name: 'Ada',
      last_name: `Lovelace ${index}`,
      email: `${prefix}-${index}@example.com`,
      phone: '+1 555 0100',
      business: 'Dental',
    }));
    await rest(server.url, 'contact_submissions', { method: 'POST', body: JSON.stringify(leads) });
    // Killed once a first part of the 300 messages has gone out.
    await waitUntil(
      async () => (await catcherGet<ChatRequest[]>(server.catcher, '/api/v1/chat/requests')).length >= 10,
      60_000,
      'deliveries under way',
    );
    server.child.kill('SIGKILL');
    await server.exited;
    const before = keptByCatcher(dataDir);

    const restarted = performance.now();
    server = await start(dataDir);
    const restartMs = performance.now() - restarted;
    let rows: Row[] = [];
    await waitUntil(
      async () => allSettled((rows = await ledgerOf(server.url, prefix)), 300),
      120_000,
      'all 300 settled',
    );

    const emails = await emailsOf(server.catcher);
    const emailIds = rows.filter((row) => row.channel === 'email').map((row) => row.id);
    const emailCounts = timesReceived(
      emailIds,
      emails.map((email) => email.IdempotencyKey),
    );
    expect(
      emailCounts.filter((count) => count === 0),
      'emails lost',
    ).toEqual([]);
    expect(
      emailCounts.filter((count) => count > 1),
      'emails delivered twice',
    ).toEqual([]);
    // A chat webhook has no idempotency key. The worker marks each post as begun first, so a post under way at the
    // kill is never repeated: it is 'uncertain' (arrived once or not at all), and only the posts under way at once
    // (the worker's 8 lanes) can be; every other chat message arrived exactly once.
    const chats = await catcherGet<ChatRequest[]>(server.catcher, '/api/v1/chat/requests');
    const chatRows = rows.filter((row) => row.channel === 'chat');
    const received = (ids: string[]) =>
      timesReceived(
        ids,
        chats.map((chat) => chat.IdempotencyKey),
      );
    const sentChats = received(chatRows.filter((row) => row.status === 'sent').map((row) => row.id));
    const uncertain = chatRows.filter((row) => row.status === 'uncertain').map((row) => row.id);
    expect(
      sentChats.filter((count) => count !== 1),
      'chat messages recorded sent but not received exactly once',
    ).toEqual([]);
    expect(
      received(uncertain).filter((count) => count > 1),
      'uncertain chat messages posted twice',
    ).toEqual([]);
    expect(uncertain.length).toBeLessThanOrEqual(8);

    recordFigure(section, 'kill -9: messages the catcher had kept at the kill', `${before} of 300`);
    recordFigure(section, 'kill -9: emails after restart, each once', `${emailCounts.length} of 200`);
    recordFigure(
      section,
      'kill -9: chat messages left uncertain (posts under way), never posted twice',
      uncertain.length,
    );
    recordFigure(section, 'kill -9: restart to listening', ms(restartMs));
  });
});

/** How many messages the catcher had kept when its process was killed: its files outlive it. */
function keptByCatcher(dataDir: string): number {
  const lines = (file: string) => {
    const path = join(dataDir, 'mail-catcher', file);
    return existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean).length : 0;
  };
  return lines('emails.jsonl') + lines('chat.jsonl');
}
