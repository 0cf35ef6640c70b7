import { beforeAll, describe, expect, it } from 'vitest';
import { createNonAdmin, rest, standIn, submission, uniqueMarker } from './stand-in-fixtures';

/**
 * The access matrix the migrations promise, probed with plain HTTP exactly as a browser would send it.
 *
 * | caller        | insert contact_submissions | select contact_submissions | rpc get_personalized_assistant | select personalized_assistants |
 * |---------------|----------------------------|----------------------------|--------------------------------|--------------------------------|
 * | anon          | 201                        | 401 42501 (no privilege)   | 200, the row                   | 401 42501                      |
 * | non-admin     | 201                        | 200 [] (RLS hides all)     | 200, the row                   | 403 42501                      |
 * | admin         | 201                        | 200, every row             | 200, the row                   | 403 42501                      |
 * | service_role  | 201                        | 200, every row (bypasses)  | 200, the row                   | 200 (server-side key only)     |
 */
type Caller = 'anon' | 'non-admin' | 'admin' | 'service_role';
type Expected = { status: number; code?: string; body?: unknown };

const marker = uniqueMarker('rls matrix');
const dana = [{ slug: 'acme-dental', name: 'Dana', assistant_id: null, max_call_seconds: 300 }];
const seenRow = [expect.objectContaining({ business: marker, first_name: 'Matrix' })];

const requests = {
  'insert contact_submissions': () => ({
    path: '/rest/v1/contact_submissions',
    init: { method: 'POST', body: JSON.stringify(submission(uniqueMarker('rls insert'))) },
  }),
  'select contact_submissions': () => ({
    path: `/rest/v1/contact_submissions?select=*&business=eq.${encodeURIComponent(marker)}`,
    init: {},
  }),
  'rpc get_personalized_assistant': () => ({
    path: '/rest/v1/rpc/get_personalized_assistant',
    init: { method: 'POST', body: JSON.stringify({ p_slug: 'Acme-Dental' }) },
  }),
  'select personalized_assistants': () => ({ path: '/rest/v1/personalized_assistants?select=*', init: {} }),
} satisfies Record<string, () => { path: string; init: RequestInit }>;
type Operation = keyof typeof requests;

const matrix: [Caller, Operation, Expected][] = [
  ['anon', 'insert contact_submissions', { status: 201 }],
  ['anon', 'select contact_submissions', { status: 401, code: '42501' }],
  ['anon', 'rpc get_personalized_assistant', { status: 200, body: dana }],
  ['anon', 'select personalized_assistants', { status: 401, code: '42501' }],
  ['non-admin', 'insert contact_submissions', { status: 201 }],
  ['non-admin', 'select contact_submissions', { status: 200, body: [] }],
  ['non-admin', 'rpc get_personalized_assistant', { status: 200, body: dana }],
  ['non-admin', 'select personalized_assistants', { status: 403, code: '42501' }],
  ['admin', 'insert contact_submissions', { status: 201 }],
  ['admin', 'select contact_submissions', { status: 200, body: seenRow }],
  ['admin', 'rpc get_personalized_assistant', { status: 200, body: dana }],
  ['admin', 'select personalized_assistants', { status: 403, code: '42501' }],
  ['service_role', 'insert contact_submissions', { status: 201 }],
  ['service_role', 'select contact_submissions', { status: 200, body: seenRow }],
  ['service_role', 'rpc get_personalized_assistant', { status: 200, body: dana }],
  ['service_role', 'select personalized_assistants', { status: 200 }],
];

async function accessToken(credentials: { email: string; password: string }): Promise<string> {
  const response = await rest('/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify(credentials),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

const tokens = {} as Record<Caller, string>;

beforeAll(async () => {
  tokens.anon = standIn.anonKey;
  tokens.service_role = standIn.serviceRoleKey;
  tokens.admin = await accessToken(standIn.admin);
  tokens['non-admin'] = await accessToken(await createNonAdmin());
  const seeded = await rest('/rest/v1/contact_submissions', {
    method: 'POST',
    body: JSON.stringify(submission(marker, { first_name: 'Matrix' })),
  });
  expect(seeded.status).toBe(201);
});

describe('RLS matrix over plain HTTP', () => {
  it.each(matrix)('%s × %s', async (caller, operation, expected) => {
    const { path, init } = requests[operation]();
    const response = await rest(path, { ...init, token: tokens[caller] });
    expect(response.status).toBe(expected.status);
    const text = await response.text();
    if (expected.status === 201) expect(text).toBe('');
    if (expected.code) expect(JSON.parse(text)).toMatchObject({ code: expected.code, details: null, hint: null });
    if (expected.body) expect(JSON.parse(text)).toEqual(expected.body);
  });
});
