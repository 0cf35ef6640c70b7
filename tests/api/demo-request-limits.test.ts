import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../support/staff-sign-in';
import { startStandIn, type StandIn } from '../../supabase/local/server';
import { createNodeClient } from '../../supabase/local/node-client';
import type { Database } from '../../src/lib/database.types';
import { submission, uniqueMarker } from './stand-in-fixtures';

/**
 * The demo-request limits over HTTP, on a server of this file's own with the migration's real limits
 * (the shared server relaxes them). Every request here comes from 127.0.0.1, so the tests run in order.
 */
let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, dataDir: null, quiet: true, parallelSignIns: true });
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

const adminClient = async () => {
  const admin = createNodeClient(standIn.url, standIn.anonKey);
  await signInStaff(admin, standIn.admin);
  return admin;
};

const refusedRequests = async () => {
  const { data, error } = await (await adminClient()).rpc('refused_demo_requests', { p_days: 7 });
  if (error) throw error;
  return data as Database['public']['Functions']['refused_demo_requests']['Returns'];
};

const noteRefusal = (email: string) =>
  createNodeClient(standIn.url, standIn.anonKey).rpc('note_refused_demo_request', { p_email: email });

describe('demo request limits over HTTP', () => {
  it('a note of a refusal that did not happen (no limit is full) is not listed', async () => {
    expect((await noteRefusal(`ghost-${randomUUID()}@example.com`)).error).toBeNull();
    expect(await refusedRequests()).toEqual([]);
  });

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

  it('admins see a refused visitor once an hour, with the address they typed and how often they tried', async () => {
    const local = `refused-${randomUUID().slice(0, 8)}`;
    const refused = await post(request());
    expect(refused.status).toBe(429);
    expect((await noteRefusal(`${local.toUpperCase()}+first@Example.com`)).error).toBeNull();
    expect((await noteRefusal(`${local}@example.com`)).error).toBeNull();
    const listed = (await refusedRequests()).filter((row) => row.email.startsWith(local));
    expect(listed).toEqual([
      expect.objectContaining({ limit_kind: 'address', email: `${local}@example.com`, attempts: 2 }),
    ]);
  });

  it('a note without an email address is refused with a clear error', async () => {
    const { error } = await noteRefusal('not an address');
    expect(error).toMatchObject({ code: '22023' });
  });

  it('members of staff who are not admins cannot read the refused requests', async () => {
    const member = createNodeClient(standIn.url, standIn.anonKey);
    const email = `member-${randomUUID()}@example.com`;
    const service = createNodeClient(standIn.url, standIn.serviceRoleKey);
    const created = await service.auth.admin.createUser({ email, password: 'member-password-1', email_confirm: true });
    expect(created.error).toBeNull();
    expect((await member.auth.signInWithPassword({ email, password: 'member-password-1' })).error).toBeNull();
    const { error } = await member.rpc('refused_demo_requests', { p_days: 7 });
    expect(error).toMatchObject({ code: '42501' });
  });

  it('erasing a person removes their refused requests from the list', async () => {
    const email = `erased-${randomUUID().slice(0, 8)}@example.com`;
    const service = createNodeClient(standIn.url, standIn.serviceRoleKey);
    const { data: lead, error } = await service
      .from('contact_submissions')
      .insert(submission(uniqueMarker('erased'), { email }))
      .select('id')
      .single();
    expect(error).toBeNull();
    expect((await noteRefusal(email.replace('@', '+again@'))).error).toBeNull();
    expect((await refusedRequests()).map((row) => row.email)).toContain(email);

    const erased = await (await adminClient()).rpc('erase_lead', { p_id: lead?.id ?? '' });
    expect(erased.error).toBeNull();
    expect((await refusedRequests()).map((row) => row.email)).not.toContain(email);
  });

  it('a flood of made-up addresses from one full sender lists at most 20 lines an hour', async () => {
    for (let i = 0; i < 25; i++) expect((await noteRefusal(`flood-${i}-${randomUUID()}@example.com`)).error).toBeNull();
    const listed = await refusedRequests();
    expect(listed).toHaveLength(20);
    expect(listed[0]?.attempts).toBeGreaterThan(1);
  });

  it('the service role (server-side imports) is never limited', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post(request(), { key: standIn.serviceRoleKey })).status).toBe(201);
    }
  });
});
