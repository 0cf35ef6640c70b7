import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffCredentials } from '../support/staff-sign-in';
import {
  createNonAdmin,
  createStaff,
  rest,
  signedInClient,
  standIn,
  submission,
  uniqueMarker,
} from './stand-in-fixtures';

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

const accessToken = async (credentials: StaffCredentials): Promise<string> =>
  (await signedInClient(credentials)).session.access_token;

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

/**
 * The site's events (migrations 20261124110100 and 20261124110200): anon may call ingest_event and nothing else;
 * admins read events, rollups, journeys, the growth report and the erasure log; nobody writes them through the API.
 *
 * | operation                      | anon       | non-admin       | admin                 |
 * |--------------------------------|------------|-----------------|-----------------------|
 * | rpc ingest_event (text/plain)  | 204        | 204             | 204                   |
 * | select site_events, site_daily | 401 42501  | 200 []          | 200, the rows         |
 * | (and site_daily_visits)        |            |                 |                       |
 * | insert/update/delete them      | 401 42501  | 403 42501       | 403 42501             |
 * | rpc growth_report, lead_journey| 401 42501  | 403 42501       | 200                   |
 * | rpc erase_lead                 | 401 42501  | 403 42501       | 404 PT404 (no lead)   |
 * | select erasure_log             | 401 42501  | 200 []          | 200                   |
 * | the salts and settings         | not exposed: 404 PGRST205 / PGRST202 for every caller |
 */
const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const eventTab = crypto.randomUUID();
const today = new Date().toISOString().slice(0, 10);
const nobody = '00000000-0000-4000-8000-00000000dead';

const siteRequests = {
  'rpc ingest_event': () => ({
    path: '/rest/v1/rpc/ingest_event',
    init: {
      method: 'POST',
      body: JSON.stringify({ kind: 'page_view', page: '/', tab: eventTab }),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': browserAgent },
    },
  }),
  'select site_events': () => ({ path: `/rest/v1/site_events?select=kind&tab_id=eq.${eventTab}`, init: {} }),
  'insert site_events': () => ({
    path: '/rest/v1/site_events',
    init: { method: 'POST', body: JSON.stringify({ kind: 'page_view', page: '/', visitor: nobody, tab_id: nobody }) },
  }),
  'update site_events': () => ({
    path: `/rest/v1/site_events?tab_id=eq.${eventTab}`,
    init: { method: 'PATCH', body: JSON.stringify({ page: '/roi' }) },
  }),
  'delete site_events': () => ({ path: `/rest/v1/site_events?tab_id=eq.${eventTab}`, init: { method: 'DELETE' } }),
  'select site_daily': () => ({ path: '/rest/v1/site_daily?select=day&limit=1', init: {} }),
  'delete site_daily': () => ({ path: '/rest/v1/site_daily?day=gte.2000-01-01', init: { method: 'DELETE' } }),
  'select site_daily_visits': () => ({ path: '/rest/v1/site_daily_visits?select=day&limit=1', init: {} }),
  'delete site_daily_visits': () => ({
    path: '/rest/v1/site_daily_visits?day=gte.2000-01-01',
    init: { method: 'DELETE' },
  }),
  'rpc growth_report': () => ({
    path: '/rest/v1/rpc/growth_report',
    init: { method: 'POST', body: JSON.stringify({ p_from: today, p_to: today }) },
  }),
  'rpc lead_journey': () => ({
    path: '/rest/v1/rpc/lead_journey',
    init: { method: 'POST', body: JSON.stringify({ p_id: nobody }) },
  }),
  'rpc erase_lead': () => ({
    path: '/rest/v1/rpc/erase_lead',
    init: { method: 'POST', body: JSON.stringify({ p_id: nobody }) },
  }),
  'select erasure_log': () => ({ path: '/rest/v1/erasure_log?select=id&limit=1', init: {} }),
  'select site_event_salts': () => ({ path: '/rest/v1/site_event_salts?select=*', init: {} }),
  'rpc site_event_maintenance': () => ({
    path: '/rest/v1/rpc/site_event_maintenance',
    init: { method: 'POST', body: '{}' },
  }),
} satisfies Record<string, () => { path: string; init: RequestInit & { headers?: Record<string, string> } }>;
type SiteOperation = keyof typeof siteRequests;

const refused = (status: number): Expected => ({ status, code: '42501' });
const siteMatrix: [Exclude<Caller, 'service_role'>, SiteOperation, Expected][] = [
  ...(['anon', 'non-admin', 'admin'] as const).flatMap((caller): [typeof caller, SiteOperation, Expected][] => {
    const denied = refused(caller === 'anon' ? 401 : 403);
    return [
      [caller, 'rpc ingest_event', { status: 204 }],
      [caller, 'insert site_events', denied],
      [caller, 'update site_events', denied],
      [caller, 'delete site_events', denied],
      [caller, 'delete site_daily', denied],
      [caller, 'delete site_daily_visits', denied],
      [caller, 'select site_event_salts', { status: 404, code: 'PGRST205' }],
      [caller, 'rpc site_event_maintenance', { status: 404, code: 'PGRST202' }],
    ];
  }),
  ['anon', 'select site_events', refused(401)],
  ['non-admin', 'select site_events', { status: 200, body: [] }],
  ['admin', 'select site_events', { status: 200, body: Array.from({ length: 3 }, () => ({ kind: 'page_view' })) }],
  ['anon', 'select site_daily', refused(401)],
  ['non-admin', 'select site_daily', { status: 200, body: [] }],
  ['admin', 'select site_daily', { status: 200 }],
  ['anon', 'select site_daily_visits', refused(401)],
  ['non-admin', 'select site_daily_visits', { status: 200, body: [] }],
  ['admin', 'select site_daily_visits', { status: 200 }],
  ['anon', 'rpc growth_report', refused(401)],
  ['non-admin', 'rpc growth_report', refused(403)],
  ['admin', 'rpc growth_report', { status: 200 }],
  ['anon', 'rpc lead_journey', refused(401)],
  ['non-admin', 'rpc lead_journey', refused(403)],
  ['admin', 'rpc lead_journey', { status: 200, body: [] }],
  ['anon', 'rpc erase_lead', refused(401)],
  ['non-admin', 'rpc erase_lead', refused(403)],
  ['admin', 'rpc erase_lead', { status: 404, code: 'PT404' }],
  ['anon', 'select erasure_log', refused(401)],
  ['non-admin', 'select erasure_log', { status: 200, body: [] }],
  ['admin', 'select erasure_log', { status: 200 }],
];

describe('RLS matrix of the site events over plain HTTP', () => {
  // Ordered: the three ingest calls come first, so the admin's read finds the events they stored (one is the
  // admin's own call: the database does not know who is staff, the tracker does).
  const ordered = [...siteMatrix].sort(
    ([, a], [, b]) => Number(b === 'rpc ingest_event') - Number(a === 'rpc ingest_event'),
  );
  it.each(ordered)('%s × %s', async (caller, operation, expected) => {
    const { path, init } = siteRequests[operation]();
    const response = await rest(path, { ...init, token: tokens[caller] });
    expect(response.status).toBe(expected.status);
    const text = await response.text();
    if (expected.code) expect(JSON.parse(text)).toMatchObject({ code: expected.code });
    if (expected.body) expect(JSON.parse(text)).toEqual(expected.body);
  });
});

/**
 * Staff alerts (migration 20261124100000): the ledger, the settings and the channels' health are for admins to
 * read; each admin reads and writes only their own preference; the worker's functions are the service role's.
 *
 * | caller       | select alert_deliveries / alert_settings | insert alert_deliveries | rpc save_alert_preference, send_test_alert, alert_channel_health | rpc claim_alert_deliveries, record_alert_delivery, next_alert_due_at |
 * |--------------|------------------------------------------|-------------------------|-------------------------------------------------------------------|---------------------------------------------------------------------|
 * | anon         | 401 42501                                | 401 42501               | 401 42501                                                         | 401 42501                                                           |
 * | non-admin    | 200 []                                   | 403 42501               | 403 42501                                                         | 403 42501                                                           |
 * | admin        | 200, the rows                            | 403 42501               | 200                                                               | 403 42501                                                           |
 * | service_role | 200, the rows                            | (bypasses; not probed)  | (no admin: not probed)                                            | 200                                                                 |
 */
const alertRequests = {
  'select alert_deliveries': () => ({ path: '/rest/v1/alert_deliveries?select=id,kind&limit=1', init: {} }),
  'select alert_settings': () => ({ path: '/rest/v1/alert_settings?select=escalate_after_minutes', init: {} }),
  'insert alert_deliveries': () => ({
    path: '/rest/v1/alert_deliveries',
    init: { method: 'POST', body: JSON.stringify({ kind: 'test', channel: 'chat', recipient: 'team chat' }) },
  }),
  'rpc save_alert_preference': () => ({
    path: '/rest/v1/rpc/save_alert_preference',
    init: { method: 'POST', body: JSON.stringify({ p_receive: 'all', p_time_zone: 'Europe/Paris' }) },
  }),
  'rpc send_test_alert': () => ({ path: '/rest/v1/rpc/send_test_alert', init: { method: 'POST', body: '{}' } }),
  'rpc alert_channel_health': () => ({
    path: '/rest/v1/rpc/alert_channel_health',
    init: { method: 'POST', body: '{}' },
  }),
  'rpc claim_alert_deliveries': () => ({
    path: '/rest/v1/rpc/claim_alert_deliveries',
    // No channel ready: the claim takes nothing, so the API tests' rows stay as they are.
    init: { method: 'POST', body: JSON.stringify({ p_worker: 'rls matrix', p_channels: {}, p_limit: 1 }) },
  }),
  'rpc record_alert_delivery': () => ({
    path: '/rest/v1/rpc/record_alert_delivery',
    init: {
      method: 'POST',
      body: JSON.stringify({ p_id: randomUuid(), p_attempt: 1, p_outcome: 'sent' }),
    },
  }),
  'rpc next_alert_due_at': () => ({ path: '/rest/v1/rpc/next_alert_due_at', init: { method: 'POST', body: '{}' } }),
  'rpc begin_alert_post': () => ({
    path: '/rest/v1/rpc/begin_alert_post',
    init: { method: 'POST', body: JSON.stringify({ p_id: randomUuid(), p_attempt: 1 }) },
  }),
} satisfies Record<string, () => { path: string; init: RequestInit }>;

const randomUuid = () => crypto.randomUUID();
const denied = (status: number): Expected => ({ status, code: '42501' });
const workerOnly = [
  'rpc claim_alert_deliveries',
  'rpc begin_alert_post',
  'rpc record_alert_delivery',
  'rpc next_alert_due_at',
] as const;
const adminReads = ['select alert_deliveries', 'select alert_settings'] as const;
const adminCalls = ['rpc save_alert_preference', 'rpc send_test_alert', 'rpc alert_channel_health'] as const;

const alertMatrix: [Caller, keyof typeof alertRequests, Expected][] = [
  ...[...adminReads, 'insert alert_deliveries' as const, ...adminCalls, ...workerOnly].map(
    (operation): [Caller, keyof typeof alertRequests, Expected] => ['anon', operation, denied(401)],
  ),
  ...adminReads.map((operation): [Caller, keyof typeof alertRequests, Expected] => [
    'non-admin',
    operation,
    { status: 200, body: [] },
  ]),
  ...['insert alert_deliveries' as const, ...adminCalls, ...workerOnly].map(
    (operation): [Caller, keyof typeof alertRequests, Expected] => ['non-admin', operation, denied(403)],
  ),
  ['admin', 'select alert_deliveries', { status: 200, body: [expect.objectContaining({ kind: expect.any(String) })] }],
  ['admin', 'select alert_settings', { status: 200, body: [{ escalate_after_minutes: 7 }] }],
  ['admin', 'insert alert_deliveries', denied(403)],
  ['admin', 'rpc save_alert_preference', { status: 200, body: expect.objectContaining({ receive: 'all' }) }],
  ['admin', 'rpc send_test_alert', { status: 200 }],
  ['admin', 'rpc alert_channel_health', { status: 200 }],
  ...workerOnly.map((operation): [Caller, keyof typeof alertRequests, Expected] => ['admin', operation, denied(403)]),
  ['service_role', 'select alert_deliveries', { status: 200 }],
  ['service_role', 'select alert_settings', { status: 200, body: [{ escalate_after_minutes: 7 }] }],
  ['service_role', 'rpc claim_alert_deliveries', { status: 200, body: [] }],
  // A claim it does not hold records nothing: a null result, which the stand-in answers 204 (PostgREST: 200 null).
  ['service_role', 'rpc record_alert_delivery', { status: 204 }],
  ['service_role', 'rpc next_alert_due_at', { status: 200 }],
  // A claim it does not hold may not begin a post.
  ['service_role', 'rpc begin_alert_post', { status: 200, body: false }],
];

describe('RLS matrix of the staff alerts', () => {
  it.each(alertMatrix)('%s × %s', async (caller, operation, expected) => {
    const { path, init } = alertRequests[operation]();
    const response = await rest(path, { ...init, token: tokens[caller] });
    const text = await response.text();
    expect(response.status, text).toBe(expected.status);
    if (expected.code) expect(JSON.parse(text)).toMatchObject({ code: expected.code });
    if (expected.body !== undefined) expect(text === '' ? null : JSON.parse(text)).toEqual(expected.body);
  });

  it('an admin reads and changes only their own preference', async () => {
    const otherToken = await accessToken(await createStaff('admin'));
    const saved = await rest('/rest/v1/rpc/save_alert_preference', {
      method: 'POST',
      token: otherToken,
      body: JSON.stringify({ p_receive: 'none', p_time_zone: 'Asia/Tokyo' }),
    });
    expect(saved.status).toBe(200);
    const seen = await rest('/rest/v1/alert_preferences?select=receive,time_zone', { token: tokens.admin });
    expect(await seen.json()).not.toContainEqual({ receive: 'none', time_zone: 'Asia/Tokyo' });
    // An update of every row changes only the caller's own.
    const changed = await rest('/rest/v1/alert_preferences', {
      method: 'PATCH',
      token: tokens.admin,
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ receive: 'escalations' }),
    });
    expect((await changed.json()).map((row: { user_id: string }) => row.user_id)).toHaveLength(1);
    const theirs = await rest('/rest/v1/alert_preferences?select=receive', { token: otherToken });
    expect(await theirs.json()).toEqual([{ receive: 'none' }]);
    const unknownZone = await rest('/rest/v1/rpc/save_alert_preference', {
      method: 'POST',
      token: otherToken,
      body: JSON.stringify({ p_receive: 'all', p_time_zone: 'Mars/Olympus' }),
    });
    expect(unknownZone.status).toBe(400);
  });
});
