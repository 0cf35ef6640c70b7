import { describe, expect, it } from 'vitest';
import { readAlertConfig } from '../../supabase/functions/_shared/alerts/alert-config';
import { createAlertHandler } from '../../supabase/functions/_shared/alerts/alert-handler';
import type { AlertJob } from '../../supabase/functions/_shared/alerts/alert-job';
import type { AlertStore, RecordedOutcome } from '../../supabase/functions/_shared/alerts/alert-store';
import { createAlertWorker } from '../../supabase/functions/_shared/alerts/alert-worker';
import { backoffMs, retryAfterMs } from '../../supabase/functions/_shared/alerts/retry-policy';

const env: Record<string, string> = {
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_SERVICE_ROLE_KEY: 'a.b.c',
  ALERT_SITE_URL: 'https://www.example.com/',
  RESEND_API_KEY: 're_test',
  ALERT_EMAIL_FROM: 'Ringwise <alerts@example.com>',
  ALERT_CHAT_WEBHOOK_URL: 'https://hooks.slack.com/services/T/B/X',
};
const read = (change: Record<string, string | undefined> = {}) =>
  readAlertConfig((name) => (name in change ? change[name] : env[name]));

const job = (change: Partial<AlertJob> = {}): AlertJob => ({
  id: 'd1',
  kind: 'new_lead',
  channel: 'email',
  recipient: 'admin@example.com',
  attempt: 1,
  maxAttempts: 12,
  backoffBaseMs: 2000,
  backoffMaxMs: 300_000,
  timeZone: 'UTC',
  lead: {
    id: 'l1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+1 555 0100',
    business: 'Acme',
    createdAt: '2026-11-24T17:32:00.000Z',
    replyDueAt: '2026-11-24T17:42:00.000Z',
    locale: 'en',
    repeatOf: null,
  },
  ...change,
});

/**
 * A store that hands out the given jobs once and keeps what the worker records, and the order of posts begun
 * and webhook requests (`log`). `claimLost` lists jobs whose claim is gone by the time their post would begin.
 */
function fakeStore(jobs: AlertJob[], log: string[] = [], claimLost: string[] = []) {
  const recorded: { id: string; outcome: RecordedOutcome }[] = [];
  let waiting = [...jobs];
  const store: AlertStore = {
    claim: async (_worker, channels, limit) => {
      const taken = waiting.filter((candidate) => channels[candidate.channel].ready).slice(0, limit);
      waiting = waiting.filter((candidate) => !taken.includes(candidate));
      return taken;
    },
    meetingEmail: async () => null,
    bookingKey: async () => null,
    beginPost: async (claimed) => {
      log.push(`begin ${claimed.id}`);
      return !claimLost.includes(claimed.id);
    },
    record: async (claimed, outcome) => {
      recorded.push({ id: claimed.id, outcome });
      return outcome.outcome === 'retry' ? 'pending' : outcome.outcome;
    },
    nextDueAt: async () => null,
  };
  return { store, recorded };
}

type Sent = { url: string; headers: Record<string, string>; body: Record<string, unknown> };

function fakeFetch(answer: (request: Sent) => Response | Promise<Response>) {
  const requests: Sent[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = {
      url: String(input),
      headers: init?.headers as Record<string, string>,
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    };
    requests.push(request);
    return answer(request);
  }) as typeof fetch;
  return { fetcher, requests };
}

const now = Date.parse('2026-11-24T17:32:01.000Z');

async function runWith(jobs: AlertJob[], answer: (request: Sent) => Response | Promise<Response>, random = 0.5) {
  const { store, recorded } = fakeStore(jobs);
  const { fetcher, requests } = fakeFetch(answer);
  const worker = createAlertWorker(read().config, 'test', {
    fetch: fetcher,
    now: () => now,
    random: () => random,
    store,
  });
  const report = await worker.runOnce();
  return { report, recorded, requests };
}

describe('the alert worker', () => {
  it('sends an email to Resend’s shape with the ledger id as Idempotency-Key and the lead as Reply-To, and records it sent', async () => {
    const { report, recorded, requests } = await runWith([job()], () => Response.json({ id: 'resend-1' }));
    expect(requests[0]?.url).toBe('https://api.resend.com/emails');
    expect(requests[0]?.headers).toMatchObject({ Authorization: 'Bearer re_test', 'Idempotency-Key': 'd1' });
    expect(requests[0]?.body).toMatchObject({
      from: 'Ringwise <alerts@example.com>',
      to: ['admin@example.com'],
      reply_to: 'ada@example.com',
    });
    expect(recorded).toEqual([{ id: 'd1', outcome: { outcome: 'sent', providerId: 'resend-1' } }]);
    expect(report).toMatchObject({ claimed: 1, sent: 1 });
  });

  it('honours a 429’s Retry-After, and backs off exponentially with jitter otherwise', async () => {
    const limited = await runWith([job()], () => new Response('{}', { status: 429, headers: { 'Retry-After': '2' } }));
    expect(limited.recorded[0]?.outcome).toMatchObject({ outcome: 'retry', retryInMs: 2000 });

    const down = await runWith([job({ attempt: 3 })], () => new Response('boom', { status: 500 }), 1);
    expect(down.recorded[0]?.outcome).toEqual({
      outcome: 'retry',
      detail: 'The email API answered 500: boom',
      retryInMs: 8000,
    });
    const offline = await runWith([job()], () => Promise.reject(new TypeError('fetch failed')), 0);
    expect(offline.recorded[0]?.outcome).toEqual({
      outcome: 'retry',
      detail: 'Could not reach the email API: fetch failed',
      retryInMs: 1000,
    });
  });

  it('sends a waiting alert within 10 s of the email API answering again after an outage of minutes', async () => {
    const created = Date.parse(job().lead?.createdAt ?? '');
    /** When the alert goes out after an outage that began 8 s before the lead and lasted `outageMs`. */
    async function lateness(outageMs: number, random: number): Promise<number> {
      const outageEnds = created - 8000 + outageMs;
      let clock = created;
      for (let attempt = 1; ; attempt++) {
        const { store, recorded } = fakeStore([job({ attempt })]);
        const worker = createAlertWorker(read().config, 'test', {
          fetch: fakeFetch(() =>
            clock < outageEnds ? new Response('down', { status: 503 }) : Response.json({ id: 'resend-1' }),
          ).fetcher,
          now: () => clock,
          random: () => random,
          store,
        });
        await worker.runOnce();
        const outcome = recorded[0]?.outcome;
        if (outcome?.outcome !== 'retry') return clock - outageEnds;
        clock += outcome.retryInMs;
      }
    }
    for (const minutes of [1, 2.5, 4, 6.5, 9]) {
      for (const random of [0, 0.5, 1]) {
        expect(await lateness(minutes * 60_000, random), `${minutes} min, jitter ${random}`).toBeLessThanOrEqual(
          10_000,
        );
      }
    }
  });

  it('parks a refusal (4xx but 408 and 429) as failed with the receiver’s reason; a bad address never leaves', async () => {
    const refused = await runWith([job()], () =>
      Response.json({ statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' }, { status: 422 }),
    );
    expect(refused.recorded[0]?.outcome).toEqual({
      outcome: 'failed',
      detail: 'The email API answered 422: Invalid `to` field.',
    });
    const crafted = await runWith([job({ kind: 'acknowledgement', recipient: '"x"<victim@example.com>' })], () =>
      Response.json({ id: 'never' }),
    );
    expect(crafted.requests).toEqual([]);
    expect(crafted.recorded[0]?.outcome.outcome).toBe('failed');
  });

  it('posts chat to the webhook, and takes no message of a channel that is not configured', async () => {
    const chat = await runWith([job({ channel: 'chat', recipient: 'team chat' })], () => new Response('ok'));
    expect(chat.requests[0]?.url).toBe('https://hooks.slack.com/services/T/B/X');
    expect(chat.requests[0]?.body).toHaveProperty('blocks');

    const { store, recorded } = fakeStore([job({ channel: 'chat', recipient: 'team chat' })]);
    const { fetcher, requests } = fakeFetch(() => new Response('ok'));
    const off = read({ ALERT_CHAT_WEBHOOK_URL: 'off' }).config;
    await createAlertWorker(off, 'test', { fetch: fetcher, now: () => now, random: Math.random, store }).runOnce();
    expect(requests).toEqual([]);
    expect(recorded).toEqual([]);
  });

  it('marks a chat post as begun in the ledger before posting, and posts nothing when the claim is lost', async () => {
    const log: string[] = [];
    const { store, recorded } = fakeStore(
      [
        job({ id: 'c1', channel: 'chat', recipient: 'team chat' }),
        job({ id: 'c2', channel: 'chat', recipient: 'team chat' }),
      ],
      log,
      ['c2'],
    );
    const fetcher = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      log.push(`post ${String((init?.headers as Record<string, string>)['Idempotency-Key'])}`);
      return new Response('ok');
    }) as typeof fetch;
    await createAlertWorker(read().config, 'test', {
      fetch: fetcher,
      now: () => now,
      random: Math.random,
      store,
    }).runOnce({
      concurrency: 1,
    });
    expect(log).toEqual(['begin c1', 'post c1', 'begin c2']);
    expect(recorded.map((entry) => entry.id)).toEqual(['c1']);
  });

  it('posts nothing and retries later when the ledger cannot be told a post begins', async () => {
    const { store, recorded } = fakeStore([job({ channel: 'chat', recipient: 'team chat' })]);
    store.beginPost = () => Promise.reject(new Error('begin_alert_post answered 503'));
    const { fetcher, requests } = fakeFetch(() => new Response('ok'));
    await createAlertWorker(read().config, 'test', {
      fetch: fetcher,
      now: () => now,
      random: () => 0.5,
      store,
    }).runOnce();
    expect(requests).toEqual([]);
    expect(recorded[0]?.outcome).toMatchObject({ outcome: 'retry', detail: expect.stringContaining('503') });
  });
});

describe('retry policy', () => {
  it('doubles the step up to the cap; the wait is half the step plus jitter', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, 2000, 5000, () => 0))).toEqual([1000, 2000, 2500, 2500]);
    expect(backoffMs(2, 2000, 300_000, () => 1)).toBe(4000);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('2', 0)).toBe(2000);
    expect(retryAfterMs(new Date(90_000).toUTCString(), 30_000)).toBe(60_000);
    expect(retryAfterMs('soon', 0)).toBeNull();
    expect(retryAfterMs(null, 0)).toBeNull();
  });
});

describe('configuration', () => {
  it('a complete configuration has no problem and both channels ready', () => {
    const { config, problems } = read();
    expect(problems).toEqual([]);
    expect(config.email.ready && config.chat.ready).toBe(true);
    expect(config.siteUrl).toBe('https://www.example.com');
    expect(config.brand).toBe('Ringwise');
  });

  it('names every missing or malformed value', () => {
    const { problems, config } = read({
      RESEND_API_KEY: undefined,
      ALERT_CHAT_WEBHOOK_URL: 'http://hooks.example.com/x',
      ALERT_EMAIL_FROM: 'Ringwise <not an address>',
      ALERT_CHAT_FORMAT: 'discord',
    });
    expect(problems).toEqual([
      'RESEND_API_KEY is not set: alert emails cannot be sent.',
      'ALERT_EMAIL_FROM is not "Name <address>" or an address: "Ringwise <not an address>".',
      'ALERT_CHAT_WEBHOOK_URL must be an https address (http only on this machine): "http://hooks.example.com/x".',
      'ALERT_CHAT_FORMAT must be slack or teams, not "discord".',
    ]);
    expect(config.email.ready || config.chat.ready).toBe(false);
  });
});

describe('the Edge Function’s handler', () => {
  const handler = (extra: Record<string, string>) =>
    createAlertHandler((name) => ({ ...env, ...extra })[name], {
      fetch: (async () => Response.json([])) as unknown as typeof fetch,
      now: () => now,
      random: Math.random,
      log: () => {},
    });

  it('refuses a call without the worker secret, and every call when none is configured', async () => {
    const post = (authorization?: string) =>
      new Request('http://x/', { method: 'POST', headers: authorization ? { authorization } : {} });
    expect((await handler({ ALERT_WORKER_SECRET: 's3cret' })(post('Bearer wrong'))).status).toBe(401);
    expect((await handler({ ALERT_WORKER_SECRET: 's3cret' })(post())).status).toBe(401);
    expect((await handler({})(post('Bearer '))).status).toBe(500);
    expect((await handler({ ALERT_WORKER_SECRET: 's3cret' })(new Request('http://x/'))).status).toBe(405);
    const ran = await handler({ ALERT_WORKER_SECRET: 's3cret' })(post('Bearer s3cret'));
    expect(ran.status).toBe(200);
    expect(await ran.json()).toMatchObject({ claimed: 0, problems: [] });
  });
});
