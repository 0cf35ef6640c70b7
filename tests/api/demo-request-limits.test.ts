import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../../supabase/local/server';
import { createNodeClient } from '../../supabase/local/node-client';
import { submission, uniqueMarker } from './stand-in-fixtures';

/**
 * The demo-request limits over HTTP, on a server of this file's own with the migration's real limits
 * (the shared server relaxes them). Every request here comes from 127.0.0.1, so the tests run in order.
 */
let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, dataDir: null, quiet: true });
});

afterAll(async () => {
  await standIn.stop();
});

function post(body: unknown, { key = standIn.anonKey, headers = {} as Record<string, string> } = {}) {
  return fetch(`${standIn.url}/rest/v1/contact_submissions`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const request = () => submission(uniqueMarker('limits'), { email: `lead-${randomUUID()}@example.com` });

describe('demo request limits over HTTP', () => {
  it('a sixth request from one address within 10 minutes is refused with 429, however X-Forwarded-For is forged', async () => {
    for (let i = 1; i <= 5; i++) {
      const response = await post(request(), { headers: { 'X-Forwarded-For': `198.51.100.${i}` } });
      expect(response.status).toBe(201);
    }
    const refused = await post(request(), { headers: { 'X-Forwarded-For': '198.51.100.6' } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: 'PT429',
      message: 'Too many requests',
      details: 'At most 5 demo requests per 00:10:00 from one address.',
      hint: 'Try again in a few minutes.',
    });
  });

  it('supabase-js hands the form the refusal as code PT429 with status 429', async () => {
    const anon = createNodeClient(standIn.url, standIn.anonKey);
    const { error, status } = await anon
      .from('contact_submissions')
      .upsert({ ...request(), request_id: randomUUID() }, { onConflict: 'request_id', ignoreDuplicates: true });
    expect(status).toBe(429);
    expect(error).toMatchObject({ code: 'PT429', message: 'Too many requests' });
  });

  it('the service role (server-side imports) is never limited', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post(request(), { key: standIn.serviceRoleKey })).status).toBe(201);
    }
  });
});
