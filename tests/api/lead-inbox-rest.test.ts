import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  anonClient,
  createNonAdmin,
  rest,
  serviceClient,
  signedInClient,
  standIn,
  submission,
  uniqueMarker,
} from './stand-in-fixtures';

// The inbox's calls (docs/admin.md, "Lead inbox API"), through real supabase-js and, for the refusals, plain HTTP.

async function newLead(marker: string, overrides: Record<string, string> = {}) {
  const { data, error } = await serviceClient()
    .from('contact_submissions')
    .insert(submission(marker, overrides))
    .select()
    .single();
  if (error) throw error;
  return data as { id: string; status: string };
}

async function storedLead(id: string) {
  const { data, error } = await serviceClient().from('contact_submissions').select('*').eq('id', id).single();
  if (error) throw error;
  return data as Record<string, unknown>;
}

async function eventsOf(id: string) {
  const { data, error } = await serviceClient()
    .from('lead_events')
    .select('*')
    .eq('submission_id', id)
    .order('created_at');
  if (error) throw error;
  return data as Record<string, unknown>[];
}

let admin: Awaited<ReturnType<typeof adminClient>>;
let nonAdmin: Awaited<ReturnType<typeof signedInClient>>;
beforeAll(async () => {
  admin = await adminClient();
  nonAdmin = await signedInClient(await createNonAdmin());
});

describe('changing a lead’s status (PATCH)', () => {
  it('an admin marks a lead contacted and gets the updated row back, first response stamped', async () => {
    const lead = await newLead(uniqueMarker('patch representation'));
    const { data, error, status } = await admin.client
      .from('contact_submissions')
      .update({ status: 'contacted' })
      .eq('id', lead.id)
      .select();

    expect({ error, status }).toEqual({ error: null, status: 200 });
    expect(data).toEqual([expect.objectContaining({ id: lead.id, status: 'contacted', spam: false })]);
    expect(data?.[0]?.first_response_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });

  it('without .select() the update answers 204 with no body and still changes the row', async () => {
    const lead = await newLead(uniqueMarker('patch minimal'));
    const result = await admin.client.from('contact_submissions').update({ spam: true }).eq('id', lead.id);

    expect(result).toMatchObject({ error: null, data: null, status: 204 });
    expect(await storedLead(lead.id)).toMatchObject({ spam: true, status: 'new' });
  });

  it('.single() on an update that matches no row is refused with PGRST116', async () => {
    const { status, error } = await admin.client
      .from('contact_submissions')
      .update({ status: 'won' })
      .eq('id', '00000000-0000-0000-0000-000000000000')
      .select()
      .single();
    expect({ status, code: error?.code }).toEqual({ status: 406, code: 'PGRST116' });
  });

  it('an unknown status is refused with 400 23514 and the lead keeps its status', async () => {
    const lead = await newLead(uniqueMarker('patch invalid'));
    const { status, error } = await admin.client
      .from('contact_submissions')
      .update({ status: 'archived' })
      .eq('id', lead.id)
      .select();

    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: '23514',
      message: expect.stringContaining('contact_submissions_status_known'),
    });
    expect(await storedLead(lead.id)).toMatchObject({ status: 'new', first_response_at: null });
    expect(await eventsOf(lead.id)).toEqual([]);
  });

  it('a column admins may not update is refused with 403 42501', async () => {
    const lead = await newLead(uniqueMarker('patch column'));
    const { status, error } = await admin.client
      .from('contact_submissions')
      .update({ first_name: 'Mallory' })
      .eq('id', lead.id);
    expect({ status, code: error?.code }).toEqual({ status: 403, code: '42501' });
  });

  it('a body key that is not a column is refused with PGRST204', async () => {
    const { status, error } = await admin.client.from('contact_submissions').update({ colour: 'red' }).eq('spam', true);
    expect({ status, code: error?.code }).toEqual({ status: 400, code: 'PGRST204' });
  });

  it('a signed-in non-admin changes nothing: 200 with no rows', async () => {
    const lead = await newLead(uniqueMarker('patch non-admin'));
    const { data, error, status } = await nonAdmin.client
      .from('contact_submissions')
      .update({ status: 'won' })
      .eq('id', lead.id)
      .select();

    expect({ data, error, status }).toEqual({ data: [], error: null, status: 200 });
    expect(await storedLead(lead.id)).toMatchObject({ status: 'new' });
  });

  it('a visitor is refused with 401 42501 and changes nothing', async () => {
    const lead = await newLead(uniqueMarker('patch anon'));
    const response = await rest(`/rest/v1/contact_submissions?id=eq.${lead.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'won' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: '42501' });
    expect(await storedLead(lead.id)).toMatchObject({ status: 'new' });
  });

  it('the filters choose the rows: an or= filter updates exactly the matching leads', async () => {
    const marker = uniqueMarker('patch or');
    const [ada, grace, alan] = await Promise.all([
      newLead(marker, { first_name: 'Ada' }),
      newLead(marker, { first_name: 'Grace' }),
      newLead(marker, { first_name: 'Alan' }),
    ]);
    const { data, error } = await admin.client
      .from('contact_submissions')
      .update({ status: 'qualified' })
      .eq('business', marker)
      .or('first_name.eq.Ada,first_name.eq.Alan')
      .select('id');

    expect(error).toBeNull();
    expect(data?.map((row) => row.id).sort()).toEqual([ada?.id, alan?.id].sort());
    expect(await storedLead(grace?.id ?? '')).toMatchObject({ status: 'new' });
  });
});

describe('the inbox list query', () => {
  const marker = uniqueMarker('inbox list');
  const leads = [
    { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@engines.example', status: 'new', spam: false },
    { first_name: 'Grace', last_name: 'Hopper', email: 'grace@navy.example', status: 'contacted', spam: false },
    { first_name: 'Alan', last_name: 'Turing', email: 'alan@bletchley.example', status: 'won', spam: false },
    { first_name: 'Spam', last_name: 'Bot', email: 'ada@spam.example', status: 'new', spam: true },
    // A comma in a searched value (an email address may hold none: the database takes plain addresses only).
    { first_name: 'Edsger', last_name: 'Dijkstra e,w', email: 'ew@d.example', status: 'new', spam: false },
  ];
  beforeAll(async () => {
    const { error } = await serviceClient()
      .from('contact_submissions')
      .insert(leads.map((lead) => ({ ...submission(marker), ...lead })));
    if (error) throw error;
  });

  const list = () =>
    admin.client.from('contact_submissions').select('first_name', { count: 'exact' }).eq('business', marker);
  const search = (q: string) =>
    ['first_name', 'last_name', 'email', 'phone', 'business'].map((field) => `${field}.ilike."*${q}*"`).join(',');
  const names = (rows: { first_name: string }[] | null) => (rows ?? []).map((row) => row.first_name).sort();

  it('the dashboard query: not spam, status in a set, a case-insensitive search over five fields, counted', async () => {
    const { data, count, error } = await list()
      .is('spam', false)
      .in('status', ['new', 'contacted'])
      .or(search('ADA'))
      .order('created_at', { ascending: false })
      .range(0, 49);
    expect(error).toBeNull();
    expect({ names: names(data), count }).toEqual({ names: ['Ada'], count: 1 });
  });

  it.each([
    ['is false', () => list().is('spam', false), ['Ada', 'Alan', 'Edsger', 'Grace']],
    ['is true', () => list().is('spam', true), ['Spam']],
    ['is null', () => list().is('first_response_at', null).is('spam', true), ['Spam']],
    ['in', () => list().in('status', ['won', 'contacted']), ['Alan', 'Grace']],
    ['or with * wildcards', () => list().or('first_name.ilike.a*,last_name.ilike.*OPP*'), ['Ada', 'Alan', 'Grace']],
    [
      'nested and inside or',
      () => list().or('and(status.eq.new,spam.is.false),first_name.eq.Alan'),
      ['Ada', 'Alan', 'Edsger'],
    ],
    ['not.or', () => list().not('status', 'eq', 'new').or('first_name.eq.Grace,first_name.eq.Alan'), ['Alan', 'Grace']],
    ['a quoted value with a comma', () => list().or(search('e,w')), ['Edsger']],
    ['in inside or', () => list().or('status.in.(won,contacted),first_name.eq.Ada'), ['Ada', 'Alan', 'Grace']],
  ] as const)('filter: %s', async (_, build, expected) => {
    const { data, error } = await build();
    expect(error).toBeNull();
    expect(names(data)).toEqual(expected);
  });

  it('a malformed or= tree is a 400 PGRST100, not a server error', async () => {
    const response = await rest('/rest/v1/contact_submissions?or=(first_name.eq.Ada', {
      token: admin.session.access_token,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST100' });
  });
});

describe('lead history and notes', () => {
  it('each status change is recorded with its author, oldest first', async () => {
    const lead = await newLead(uniqueMarker('history'));
    for (const status of ['contacted', 'qualified']) {
      const { error } = await admin.client.from('contact_submissions').update({ status }).eq('id', lead.id);
      if (error) throw error;
    }
    const { data, error } = await admin.client
      .from('lead_events')
      .select('*')
      .eq('submission_id', lead.id)
      .order('created_at', { ascending: true });

    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({ kind: 'status', from_status: 'new', to_status: 'contacted', body: null }),
      expect.objectContaining({ kind: 'status', from_status: 'contacted', to_status: 'qualified' }),
    ]);
    expect(data?.[0]).toMatchObject({ author_id: admin.session.user.id, author_email: standIn.admin.email });
  });

  it('setting the same status again records nothing', async () => {
    const lead = await newLead(uniqueMarker('same status'));
    await admin.client.from('contact_submissions').update({ status: 'new' }).eq('id', lead.id);
    expect(await eventsOf(lead.id)).toEqual([]);
  });

  it('an admin adds a note and gets the stored event back, trimmed, with author and time', async () => {
    const lead = await newLead(uniqueMarker('note'));
    const { data, error, status } = await admin.client.rpc('add_lead_note', {
      p_submission_id: lead.id,
      p_body: '  Called back, wants a demo on Friday  ',
    });

    expect({ error, status }).toEqual({ error: null, status: 200 });
    expect(data).toEqual({
      id: expect.any(String),
      submission_id: lead.id,
      kind: 'note',
      from_status: null,
      to_status: null,
      from_owner: null,
      to_owner: null,
      body: 'Called back, wants a demo on Friday',
      author_id: admin.session.user.id,
      author_email: standIn.admin.email,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*\+00:00$/),
    });
  });

  it.each([
    ['empty', ''],
    ['blank', '   \n  '],
    ['5,001 characters', 'x'.repeat(5001)],
  ])('a %s note is refused with 400 23514 and nothing is stored', async (_, body) => {
    const lead = await newLead(uniqueMarker('bad note'));
    const { status, error } = await admin.client.rpc('add_lead_note', { p_submission_id: lead.id, p_body: body });
    expect({ status, code: error?.code }).toEqual({ status: 400, code: '23514' });
    expect(await eventsOf(lead.id)).toEqual([]);
  });

  it('a note of exactly 5,000 characters is kept', async () => {
    const lead = await newLead(uniqueMarker('long note'));
    const { error } = await admin.client.rpc('add_lead_note', { p_submission_id: lead.id, p_body: 'x'.repeat(5000) });
    expect(error).toBeNull();
  });

  it('a note on a lead that does not exist is refused with 409 23503', async () => {
    const { status, error } = await admin.client.rpc('add_lead_note', {
      p_submission_id: '00000000-0000-0000-0000-000000000000',
      p_body: 'hello',
    });
    expect({ status, code: error?.code }).toEqual({ status: 409, code: '23503' });
  });
});

describe('visitors and non-admins get nothing (plain HTTP)', () => {
  let leadId = '';
  beforeAll(async () => {
    const lead = await newLead(uniqueMarker('probes'));
    leadId = lead.id;
    await admin.client.from('contact_submissions').update({ status: 'contacted' }).eq('id', leadId);
  });

  const probes = {
    'read lead_events': () => ({ path: `/rest/v1/lead_events?submission_id=eq.${leadId}`, init: {} }),
    'add a note': () => ({
      path: '/rest/v1/rpc/add_lead_note',
      init: { method: 'POST', body: JSON.stringify({ p_submission_id: leadId, p_body: 'sneaky' }) },
    }),
    lead_counts: () => ({ path: '/rest/v1/rpc/lead_counts', init: { method: 'POST', body: '{}' } }),
    lead_response_stats: () => ({
      path: '/rest/v1/rpc/lead_response_stats',
      init: { method: 'POST', body: JSON.stringify({ p_days: 7 }) },
    }),
    'change a status': () => ({
      path: `/rest/v1/contact_submissions?id=eq.${leadId}`,
      init: { method: 'PATCH', body: JSON.stringify({ status: 'lost' }), headers: { Prefer: 'return=representation' } },
    }),
  } satisfies Record<string, () => { path: string; init: RequestInit }>;

  it.each([
    ['anon', 'read lead_events', 401, { code: '42501' }],
    ['anon', 'add a note', 401, { code: '42501' }],
    ['anon', 'lead_counts', 401, { code: '42501' }],
    ['anon', 'lead_response_stats', 401, { code: '42501' }],
    ['anon', 'change a status', 401, { code: '42501' }],
    ['non-admin', 'read lead_events', 200, []],
    ['non-admin', 'add a note', 403, { code: '42501' }],
    ['non-admin', 'lead_counts', 403, { code: '42501' }],
    ['non-admin', 'lead_response_stats', 403, { code: '42501' }],
    ['non-admin', 'change a status', 200, []],
  ] as const)('%s: %s → %i', async (caller, probe, status, body) => {
    const { path, init } = probes[probe]();
    const token = caller === 'anon' ? standIn.anonKey : nonAdmin.session.access_token;
    const response = await rest(path, { ...init, token });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject(body);
  });

  it('after every probe the lead is unchanged and its history has the one admin change only', async () => {
    expect(await storedLead(leadId)).toMatchObject({ status: 'contacted' });
    expect(await eventsOf(leadId)).toEqual([expect.objectContaining({ kind: 'status', to_status: 'contacted' })]);
  });
});

it('a visitor’s client has no way to write history: lead_events refuses inserts', async () => {
  const { status, error } = await anonClient()
    .from('lead_events')
    .insert({ submission_id: '00000000-0000-0000-0000-000000000000', kind: 'note', body: 'x' });
  expect({ status, code: error?.code }).toEqual({ status: 401, code: '42501' });
});
