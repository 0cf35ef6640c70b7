import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../supabase/local/database';
import { adminClient, rest } from './stand-in-fixtures';

/**
 * A conversation whose page dies without a word is ended by the sweep at its last heartbeat's talk time, and a
 * call is counted exactly once whichever of the page and the sweep ends it first.
 */
describe('the silent-call sweep (in the database itself)', () => {
  let db: PGlite;

  beforeAll(async () => {
    ({ db } = await openDatabase(null));
  });
  afterAll(() => db.close());

  const freshPage = async () => {
    const slug = `sweep-${randomUUID().slice(0, 8)}`;
    await db.query(`insert into public.personalized_assistants (slug, name) values ($1, 'Sam')`, [slug]);
    return slug;
  };
  const event = async (slug: string, kind: string, callId: string, seconds?: number, endedBy?: string) => {
    await db.query('select public.record_voice_event($1, $2, $3, $4, $5)', [
      slug,
      kind,
      seconds ?? null,
      endedBy ?? null,
      callId,
    ]);
    // Talk time never exceeds the time since the start, so a call of these tests began long enough ago.
    if (kind === 'started') {
      await db.query(`update private.voice_calls set started_at = now() - interval '1 hour' where id = $1`, [callId]);
    }
  };
  const heartbeat = (slug: string, callId: string, seconds: number) =>
    db.query('select public.record_voice_heartbeat($1, $2, $3)', [slug, callId, seconds]);
  /** The page fell silent `seconds` ago (its last heartbeat moved back in time). */
  const silentFor = (callId: string, seconds: number) =>
    db.query(`update private.voice_calls set heartbeat_at = now() - make_interval(secs => $2) where id = $1`, [
      callId,
      seconds,
    ]);
  const sweep = async () =>
    (await db.query<{ closed: number }>('select private.close_silent_voice_calls() as closed')).rows[0]?.closed;
  /** The page's ends, and its talk time as the admins' summary adds it up. */
  const endsOf = async (slug: string) => {
    const { rows } = await db.query<{ ended_by: string; duration_s: number }>(
      `select ve.ended_by, ve.duration_s from public.voice_events as ve
         join public.personalized_assistants as pa on pa.id = ve.page_id
        where pa.slug = $1 and ve.kind = 'ended' order by ve.created_at`,
      [slug],
    );
    return { ends: rows, talkSeconds: rows.reduce((sum, row) => sum + row.duration_s, 0) };
  };

  it('ends a call silent for longer than the limit at its last heartbeat, once however often it runs', async () => {
    const slug = await freshPage();
    const callId = randomUUID();
    await event(slug, 'started', callId);
    await heartbeat(slug, callId, 15);
    await heartbeat(slug, callId, 30);
    await silentFor(callId, 61);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    expect(await endsOf(slug)).toEqual({ ends: [{ ended_by: 'lost', duration_s: 30 }], talkSeconds: 30 });
  });

  it('leaves a call alone while its heartbeat is within the limit', async () => {
    const slug = await freshPage();
    const callId = randomUUID();
    await event(slug, 'started', callId);
    await heartbeat(slug, callId, 15);
    await silentFor(callId, 59);
    await sweep();
    expect(await endsOf(slug)).toEqual({ ends: [], talkSeconds: 0 });
  });

  it("an end the page sends after the sweep counts no second time: the one end takes the page's longer length", async () => {
    const slug = await freshPage();
    const callId = randomUUID();
    await event(slug, 'started', callId);
    await heartbeat(slug, callId, 30);
    await silentFor(callId, 120);
    await sweep();
    await event(slug, 'ended', callId, 42, 'visitor');
    expect(await endsOf(slug)).toEqual({ ends: [{ ended_by: 'visitor', duration_s: 42 }], talkSeconds: 42 });
    // A shorter measure never lowers it.
    await event(slug, 'ended', callId, 5, 'visitor');
    expect((await endsOf(slug)).talkSeconds).toBe(42);
  });

  it('a heartbeat after the sweep (a tab that slept and woke) raises the same end, and the call is not swept again', async () => {
    const slug = await freshPage();
    const callId = randomUUID();
    await event(slug, 'started', callId);
    await heartbeat(slug, callId, 15);
    await silentFor(callId, 90);
    await sweep();
    await heartbeat(slug, callId, 75);
    await silentFor(callId, 90);
    expect(await sweep()).toBe(0);
    expect(await endsOf(slug)).toEqual({ ends: [{ ended_by: 'lost', duration_s: 75 }], talkSeconds: 75 });
  });

  it('a call its page ended is never swept', async () => {
    const slug = await freshPage();
    const callId = randomUUID();
    await event(slug, 'started', callId);
    await heartbeat(slug, callId, 15);
    await event(slug, 'ended', callId, 20, 'assistant');
    await silentFor(callId, 600);
    expect(await sweep()).toBe(0);
    expect(await endsOf(slug)).toEqual({ ends: [{ ended_by: 'assistant', duration_s: 20 }], talkSeconds: 20 });
  });

  it('the limit is the settings row: a shorter one ends a call sooner', async () => {
    const slug = await freshPage();
    const callId = randomUUID();
    await event(slug, 'started', callId);
    await heartbeat(slug, callId, 12);
    await silentFor(callId, 10);
    await sweep();
    expect((await endsOf(slug)).talkSeconds).toBe(0);
    await db.query(`update private.voice_call_settings set silent_after = interval '5 seconds'`);
    try {
      await sweep();
    } finally {
      await db.query(`update private.voice_call_settings set silent_after = interval '60 seconds'`);
    }
    expect((await endsOf(slug)).talkSeconds).toBe(12);
  });
});

const call = (fn: string, body: Record<string, unknown>) =>
  rest(`/rest/v1/rpc/${fn}`, { method: 'POST', body: JSON.stringify(body) });

describe('heartbeats over plain HTTP, as a visitor sends them', () => {
  const freshPage = async () => {
    const slug = `beat-${randomUUID().slice(0, 8)}`;
    const { client } = await adminClient();
    const { error } = await client.from('personalized_assistants').insert({ slug, name: 'Sam' });
    expect(error).toBeNull();
    return slug;
  };
  const start = async (slug: string) => {
    const callId = randomUUID();
    expect((await call('record_voice_event', { p_slug: slug, p_kind: 'started', p_call_id: callId })).status).toBe(204);
    return callId;
  };

  it('anon keeps its own call alive', async () => {
    const slug = await freshPage();
    const callId = await start(slug);
    const response = await call('record_voice_heartbeat', { p_slug: slug, p_call_id: callId, p_talk_seconds: 15 });
    expect(response.status).toBe(204);
  });

  it("anon cannot keep alive or end another page's call, nor a call nobody started", async () => {
    const mine = await freshPage();
    const theirs = await freshPage();
    const theirCall = await start(theirs);
    for (const body of [
      { p_slug: mine, p_call_id: theirCall, p_talk_seconds: 15 },
      { p_slug: mine, p_call_id: randomUUID(), p_talk_seconds: 15 },
    ]) {
      const response = await call('record_voice_heartbeat', body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe('No such call on this page');
    }
    const end = await call('record_voice_event', {
      p_slug: mine,
      p_kind: 'ended',
      p_duration_s: 9,
      p_ended_by: 'visitor',
      p_call_id: theirCall,
    });
    expect(end.status).toBe(400);
    // Nor start a second call under an id already taken.
    expect((await call('record_voice_event', { p_slug: theirs, p_kind: 'started', p_call_id: theirCall })).status).toBe(
      400,
    );
  });

  it('anon refuses a talk time outside 0 to 7,200 s', async () => {
    const slug = await freshPage();
    const callId = await start(slug);
    for (const seconds of [-1, 7201]) {
      const response = await call('record_voice_heartbeat', {
        p_slug: slug,
        p_call_id: callId,
        p_talk_seconds: seconds,
      });
      expect(response.status).toBe(400);
    }
  });

  it('anon can neither read the calls nor run the sweep', async () => {
    expect((await rest('/rest/v1/voice_calls?select=*')).status).toBe(404);
    expect((await call('close_silent_voice_calls', {})).status).toBe(404);
  });

  it("an end from the page that started the call counts once in the admins' summary", async () => {
    const slug = await freshPage();
    const callId = await start(slug);
    // 1 s: an end never counts more than the time since its call started (here, a moment ago).
    const end = { p_slug: slug, p_kind: 'ended', p_duration_s: 1, p_ended_by: 'visitor', p_call_id: callId };
    expect((await call('record_voice_event', end)).status).toBe(204);
    expect((await call('record_voice_event', end)).status).toBe(204);
    const { client } = await adminClient();
    const { data } = await client.rpc('voice_page_activity');
    const pages: Array<{ slug: string }> = data ?? [];
    expect(pages.find((page) => page.slug === slug)).toMatchObject({ conversation_count: 1, talk_seconds: 1 });
  });
});
