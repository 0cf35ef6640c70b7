import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/database.types';
import { adminClient, anonClient, createNonAdmin, rest, serviceClient, signedInClient } from './stand-in-fixtures';

type PageActivity = Database['public']['Functions']['voice_page_activity']['Returns'][number];

const freshSlug = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

async function createPage(slug: string, fields: Record<string, unknown> = {}) {
  const { client } = await adminClient();
  const { error } = await client.from('personalized_assistants').insert({ slug, name: 'Sam', ...fields });
  expect(error).toBeNull();
  return client;
}

async function activityOf(slug: string) {
  const { client } = await adminClient();
  const { data, error } = await client.rpc('voice_page_activity');
  expect(error).toBeNull();
  const pages: PageActivity[] = data ?? [];
  return pages.find((page) => page.slug === slug);
}

const record = (body: Record<string, unknown>) =>
  rest('/rest/v1/rpc/record_voice_event', { method: 'POST', body: JSON.stringify(body) });

describe('voice pages over plain HTTP', () => {
  it('anon cannot list pages', async () => {
    const response = await rest('/rest/v1/personalized_assistants?select=*');
    expect(response.status).toBe(401);
  });

  it('anon cannot list voice events', async () => {
    const response = await rest('/rest/v1/voice_events?select=*');
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('42501');
  });

  it('anon cannot read the activity summary', async () => {
    const response = await rest('/rest/v1/rpc/voice_page_activity', { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
  });

  it('anon cannot create a page, and none is created', async () => {
    const slug = freshSlug('anon-made');
    const response = await rest('/rest/v1/personalized_assistants', {
      method: 'POST',
      body: JSON.stringify({ slug, name: 'Mallory' }),
    });
    expect(response.status).toBe(401);
    const { data } = await anonClient().rpc('get_personalized_assistant', { p_slug: slug });
    expect(data).toEqual([]);
  });

  it('a signed-in non-admin can neither create a page nor read events nor the summary', async () => {
    const { client, session } = await signedInClient(await createNonAdmin());
    const insert = await client.from('personalized_assistants').insert({ slug: freshSlug('staff-made') });
    expect(insert.status).toBe(403);
    const events = await rest('/rest/v1/voice_events?select=*', { token: session.access_token });
    expect(await events.json()).toEqual([]);
    const summary = await client.rpc('voice_page_activity');
    expect(summary.status).toBe(403);
  });
});

describe('voice pages for admins', () => {
  it('an admin creates a page with its own maximum call length, and a visitor reads it', async () => {
    const slug = freshSlug('made');
    await createPage(slug, { max_call_seconds: 120 });
    const { data } = await anonClient().rpc('get_personalized_assistant', { p_slug: slug });
    expect(data).toEqual([{ slug, name: 'Sam', assistant_id: null, max_call_seconds: 120 }]);
  });

  it('a new page allows 300 s calls by default and refuses a length outside 30 to 3,600 s', async () => {
    const slug = freshSlug('default-length');
    const client = await createPage(slug);
    expect((await activityOf(slug))?.max_call_seconds).toBe(300);
    for (const maxCallSeconds of [29, 3601]) {
      const { error } = await client
        .from('personalized_assistants')
        .insert({ slug: freshSlug('bad-length'), max_call_seconds: maxCallSeconds });
      expect(error?.code).toBe('23514');
    }
  });

  it('a slug taken in another case is a 409 unique violation', async () => {
    const slug = freshSlug('taken');
    const client = await createPage(slug);
    const { error, status } = await client.from('personalized_assistants').insert({ slug: slug.toUpperCase() });
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
  });
});

async function pageId(slug: string) {
  const id = (await activityOf(slug))?.id;
  expect(id).toEqual(expect.any(String));
  return id ?? '';
}

describe('editing and deleting pages (PATCH, DELETE)', () => {
  it('an admin edits a page with .update().eq(), and a visitor reads the new values', async () => {
    const slug = freshSlug('edited');
    const client = await createPage(slug);
    const id = await pageId(slug);
    const { error, status } = await client
      .from('personalized_assistants')
      .update({ name: 'Samantha', assistant_id: 'asst-1', max_call_seconds: 600 })
      .eq('id', id);
    expect(error).toBeNull();
    expect(status).toBe(204);
    const { data } = await anonClient().rpc('get_personalized_assistant', { p_slug: slug });
    expect(data).toEqual([{ slug, name: 'Samantha', assistant_id: 'asst-1', max_call_seconds: 600 }]);
  });

  it('an edit to a slug taken in another case is a 409 and changes nothing', async () => {
    const taken = freshSlug('taken-edit');
    const mine = freshSlug('mine-edit');
    await createPage(taken);
    const client = await createPage(mine);
    const { error, status } = await client
      .from('personalized_assistants')
      .update({ slug: taken.toUpperCase(), name: 'Changed' })
      .eq('id', await pageId(mine));
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
    expect((await activityOf(mine))?.name).toBe('Sam');
  });

  it('an admin deletes a page with .delete().eq(): 204, its events go with it, and its link finds nothing', async () => {
    const slug = freshSlug('deleted');
    const client = await createPage(slug);
    expect((await record({ p_slug: slug, p_kind: 'opened' })).status).toBe(204);
    const id = await pageId(slug);
    const { error, status } = await client.from('personalized_assistants').delete().eq('id', id);
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(await activityOf(slug)).toBeUndefined();
    const { data } = await anonClient().rpc('get_personalized_assistant', { p_slug: slug });
    expect(data).toEqual([]);
    const events = await serviceClient().from('voice_events').select('id').eq('page_id', id);
    expect(events.data).toEqual([]);
  });

  it('a DELETE answers the deleted rows with return=representation, and the range of rows it touched', async () => {
    const slug = freshSlug('deleted-rep');
    await createPage(slug);
    const id = await pageId(slug);
    const { session } = await adminClient();
    const response = await rest(`/rest/v1/personalized_assistants?id=eq.${id}&select=id`, {
      method: 'DELETE',
      token: session.access_token,
      headers: { Prefer: 'return=representation, count=exact' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Range')).toBe('0-0/1');
    expect(await response.json()).toEqual([{ id }]);
  });

  it('a DELETE that matches nothing is a 204 with no rows touched, and the other pages stay', async () => {
    const slug = freshSlug('bystander');
    await createPage(slug);
    const { session } = await adminClient();
    const response = await rest(`/rest/v1/personalized_assistants?id=eq.${randomUUID()}`, {
      method: 'DELETE',
      token: session.access_token,
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Content-Range')).toBe('*/*');
    expect(await activityOf(slug)).toMatchObject({ slug });
  });

  it('a .single() DELETE that matches nothing is a 406 and deletes nothing', async () => {
    const { client } = await adminClient();
    const { error, status } = await client
      .from('personalized_assistants')
      .delete()
      .eq('id', randomUUID())
      .select('id')
      .single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
  });

  it('anon can neither edit nor delete a page, and the page stays', async () => {
    const slug = freshSlug('anon-target');
    await createPage(slug);
    const id = await pageId(slug);
    const patch = await rest(`/rest/v1/personalized_assistants?id=eq.${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ name: 'Mallory' }),
    });
    expect(patch.status).toBe(401);
    const remove = await rest(`/rest/v1/personalized_assistants?id=eq.${id}`, { method: 'DELETE' });
    expect(remove.status).toBe(401);
    expect(await activityOf(slug)).toMatchObject({ slug, name: 'Sam' });
  });

  it('a signed-in non-admin edits and deletes nothing, and the page stays', async () => {
    const slug = freshSlug('staff-target');
    await createPage(slug);
    const id = await pageId(slug);
    const { client } = await signedInClient(await createNonAdmin());
    const update = await client.from('personalized_assistants').update({ name: 'Mallory' }).eq('id', id).select('id');
    expect(update.data ?? []).toEqual([]);
    const remove = await client.from('personalized_assistants').delete().eq('id', id).select('id');
    expect(remove.data ?? []).toEqual([]);
    expect(await activityOf(slug)).toMatchObject({ slug, name: 'Sam' });
  });
});

describe('record_voice_event', () => {
  it('records opened, started and ended, and the summary counts them', async () => {
    const slug = freshSlug('activity');
    await createPage(slug);
    expect((await record({ p_slug: slug, p_kind: 'opened' })).status).toBe(204);
    expect((await record({ p_slug: slug, p_kind: 'started' })).status).toBe(204);
    const ended = await record({
      p_slug: slug.toUpperCase(),
      p_kind: 'ended',
      p_duration_s: 192,
      p_ended_by: 'visitor',
    });
    expect(ended.status).toBe(204);
    expect(await activityOf(slug)).toMatchObject({ opened_count: 1, conversation_count: 1, talk_seconds: 192 });
    expect((await activityOf(slug))?.last_activity_at).toEqual(expect.any(String));
  });

  it('refuses an unknown slug with a 400 and stores nothing', async () => {
    const response = await record({ p_slug: freshSlug('nobody'), p_kind: 'opened' });
    expect(response.status).toBe(400);
  });

  it.each([
    ['an unknown kind', { p_kind: 'clicked' }],
    ['a negative duration', { p_kind: 'ended', p_duration_s: -1, p_ended_by: 'visitor' }],
    ['a duration over 7,200 s', { p_kind: 'ended', p_duration_s: 7201, p_ended_by: 'visitor' }],
    ['an end without who ended it', { p_kind: 'ended', p_duration_s: 10 }],
    ['an unknown ender', { p_kind: 'ended', p_duration_s: 10, p_ended_by: 'cat' }],
    ['an opening with a duration', { p_kind: 'opened', p_duration_s: 10 }],
  ])('refuses %s with a 400 and stores nothing', async (_label, body) => {
    const slug = freshSlug('refused');
    await createPage(slug);
    expect((await record({ p_slug: slug, ...body })).status).toBe(400);
    expect(await activityOf(slug)).toMatchObject({ opened_count: 0, conversation_count: 0, talk_seconds: 0 });
    expect((await activityOf(slug))?.last_activity_at).toBeNull();
  });
});
