import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  adminClient,
  anonClient,
  createNonAdmin,
  rest,
  rowsWithMarker,
  serviceClient,
  signedInClient,
  submission,
  uniqueMarker,
} from './stand-in-fixtures';

/** The form's submit: an upsert on request_id that ignores a repeat, as supabase-js sends it. */
const upsertOptions = { onConflict: 'request_id', ignoreDuplicates: true };

describe('idempotent demo requests', () => {
  it('a retried request id is stored once, and every attempt answers 201', async () => {
    const marker = uniqueMarker('retry');
    const row = { ...submission(marker), request_id: randomUUID() };
    const anon = anonClient();
    const attempts = [];
    for (let i = 0; i < 3; i++) attempts.push(await anon.from('contact_submissions').upsert(row, upsertOptions));

    expect(attempts.map(({ error, status }) => ({ error, status }))).toEqual(
      Array(3).fill({ error: null, status: 201 }),
    );
    expect(await rowsWithMarker(marker)).toEqual([expect.objectContaining({ request_id: row.request_id })]);
  });

  it('a new request id with the same values is a new request', async () => {
    const marker = uniqueMarker('changed');
    const anon = anonClient();
    await anon.from('contact_submissions').upsert({ ...submission(marker), request_id: randomUUID() }, upsertOptions);
    await anon.from('contact_submissions').upsert({ ...submission(marker), request_id: randomUUID() }, upsertOptions);
    expect(await rowsWithMarker(marker)).toHaveLength(2);
  });

  it('over plain HTTP the upsert answers 201 with the preference it applied, the repeat too', async () => {
    const marker = uniqueMarker('http upsert');
    const body = JSON.stringify({ ...submission(marker), request_id: randomUUID() });
    for (let i = 0; i < 2; i++) {
      const response = await rest('/rest/v1/contact_submissions?on_conflict=request_id', {
        method: 'POST',
        headers: { Prefer: 'resolution=ignore-duplicates' },
        body,
      });
      expect(response.status).toBe(201);
      expect(response.headers.get('Preference-Applied')).toBe('resolution=ignore-duplicates');
      expect(await response.text()).toBe('');
    }
    expect(await rowsWithMarker(marker)).toHaveLength(1);
  });

  it('a signed-in user who is not an admin may send the upsert too', async () => {
    const marker = uniqueMarker('staff upsert');
    const { client } = await signedInClient(await createNonAdmin());
    const row = { ...submission(marker), request_id: randomUUID() };
    const first = await client.from('contact_submissions').upsert(row, upsertOptions);
    const second = await client.from('contact_submissions').upsert(row, upsertOptions);
    expect([first.error, second.error]).toEqual([null, null]);
    expect(await rowsWithMarker(marker)).toHaveLength(1);
  });

  it('a visitor still reads nothing: no request ids, and no other column at all', async () => {
    const marker = uniqueMarker('no read');
    await anonClient()
      .from('contact_submissions')
      .upsert({ ...submission(marker), request_id: randomUUID() }, upsertOptions);
    const ids = await anonClient().from('contact_submissions').select('request_id');
    expect(ids).toMatchObject({ error: null, data: [] });
    const all = await anonClient().from('contact_submissions').select('*');
    expect(all.error).toMatchObject({ code: '42501' });
  });

  it('a repeated request id sent as a plain insert is a 409 conflict, as on PostgREST', async () => {
    const row = { ...submission(uniqueMarker('plain repeat')), request_id: randomUUID() };
    await anonClient().from('contact_submissions').insert(row);
    const { error, status } = await anonClient().from('contact_submissions').insert(row);
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505' });
  });

  it('on_conflict naming a column without a unique constraint is a 400 (42P10)', async () => {
    const { error, status } = await anonClient()
      .from('contact_submissions')
      .upsert(submission(uniqueMarker('bad target')), { onConflict: 'email', ignoreDuplicates: true });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42P10' });
  });

  it('a merging upsert is refused plainly (the stand-in only ignores duplicates)', async () => {
    const { error, status } = await serviceClient()
      .from('contact_submissions')
      .upsert({ ...submission(uniqueMarker('merge')), request_id: randomUUID() }, { onConflict: 'request_id' });
    expect(status).toBe(501);
    expect(error).toMatchObject({ code: 'PGRST501' });
  });
});

describe('spam flags through the API', () => {
  it('a request whose honeypot is filled is stored as spam, and the sender sees the normal 201', async () => {
    const marker = uniqueMarker('honeypot');
    const { status, error } = await anonClient()
      .from('contact_submissions')
      .upsert({ ...submission(marker), request_id: randomUUID(), honeypot: 'http://spam.example' }, upsertOptions);
    expect({ status, error }).toEqual({ status: 201, error: null });
    expect(await rowsWithMarker(marker)).toEqual([expect.objectContaining({ spam: true })]);
  });

  it('a visitor cannot set the spam flag itself', async () => {
    const { error } = await anonClient()
      .from('contact_submissions')
      .insert({ ...submission(uniqueMarker('self flag')), spam: false });
    expect(error).toMatchObject({ code: '42501' });
  });

  it('an admin clears the spam flag with a PATCH, as the inbox does', async () => {
    const marker = uniqueMarker('not spam');
    await anonClient()
      .from('contact_submissions')
      .upsert({ ...submission(marker), request_id: randomUUID(), honeypot: 'filled' }, upsertOptions);
    const [flagged] = await rowsWithMarker(marker);
    expect(flagged).toMatchObject({ spam: true });
    const { client } = await adminClient();
    const { error, status } = await client.from('contact_submissions').update({ spam: false }).eq('id', flagged?.id);
    expect({ error, status }).toEqual({ error: null, status: 204 });
    expect(await rowsWithMarker(marker)).toEqual([expect.objectContaining({ spam: false })]);
  });
});
