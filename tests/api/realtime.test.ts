import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, type StaffCredentials } from '../support/staff-sign-in';
import WebSocket from 'ws';
import { signJwt } from '../../supabase/local/jwt';
import { businessOf, listenToLeads, type LeadChange } from '../../supabase/local/lead-listener';
import { createNodeClient } from '../../supabase/local/node-client';
import { anonClient, createNonAdmin, serviceClient, standIn, submission, uniqueMarker } from './stand-in-fixtures';

// Realtime through real supabase-js (realtime-js 2.109 over ws), against the stand-in's /realtime/v1/websocket.

type Frame = { direction: 'sent' | 'received'; message: [string | null, string | null, string, string, any] }; // eslint-disable-line @typescript-eslint/no-explicit-any -- frames are asserted field by field

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** ws, recording every frame realtime-js sends and receives: what the protocol looks like on the wire. */
function recordingTransport(frames: Frame[]): RealtimeTransport {
  class RecordingSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols);
      this.on('message', (data) => frames.push({ direction: 'received', message: JSON.parse(String(data)) }));
    }
    override send(data: string, ...rest: unknown[]) {
      frames.push({ direction: 'sent', message: JSON.parse(data) });
      (super.send as (...args: unknown[]) => void)(data, ...rest);
    }
  }
  return RecordingSocket as unknown as RealtimeTransport;
}

/** A supabase-js client (tracked for clean-up) whose websocket records its frames into `frames`. */
function recordingClient(frames: Frame[]) {
  return track(
    createClient(standIn.url, standIn.anonKey, {
      realtime: { transport: recordingTransport(frames) },
      auth: { persistSession: false, autoRefreshToken: false },
    }),
  );
}

const signIn = (client: SupabaseClient, credentials: StaffCredentials) => signInStaff(client, credentials);

async function submitLead(marker: string) {
  const { error } = await anonClient().from('contact_submissions').insert(submission(marker));
  if (error) throw error;
}

const byMarker = (marker: string) => (change: LeadChange) => businessOf(change) === marker;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const clients: SupabaseClient[] = [];
function track<T extends SupabaseClient>(client: T): T {
  clients.push(client);
  return client;
}
afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
});

let admin: SupabaseClient;
let nonAdminCredentials: { email: string; password: string };
beforeAll(async () => {
  admin = track(createNodeClient(standIn.url, standIn.anonKey));
  await signIn(admin, standIn.admin);
  nonAdminCredentials = await createNonAdmin();
});

describe('what realtime-js sends and the stand-in answers (captured frames)', () => {
  it('join with the postgres_changes config and the token, a reply with an id per binding, then the change', async () => {
    const frames: Frame[] = [];
    const client = recordingClient(frames);
    const session = await signIn(client, standIn.admin);
    const listener = await listenToLeads(client, { topic: 'captured' });

    const join = frames.find((frame) => frame.direction === 'sent' && frame.message[3] === 'phx_join')?.message;
    expect(join).toEqual([
      expect.any(String),
      expect.any(String),
      'realtime:captured',
      'phx_join',
      {
        config: {
          broadcast: { ack: false, self: false },
          presence: { key: '', enabled: false },
          postgres_changes: [
            { event: 'INSERT', schema: 'public', table: 'contact_submissions' },
            { event: 'UPDATE', schema: 'public', table: 'contact_submissions' },
          ],
          private: false,
        },
        access_token: session.access_token,
      },
    ]);
    const [joinRef, ref] = join ?? [];
    const received = frames.filter((frame) => frame.direction === 'received').map((frame) => frame.message);
    expect(received[0]).toEqual([
      joinRef,
      ref,
      'realtime:captured',
      'phx_reply',
      {
        status: 'ok',
        response: {
          postgres_changes: [
            { event: 'INSERT', schema: 'public', table: 'contact_submissions', id: expect.any(Number) },
            { event: 'UPDATE', schema: 'public', table: 'contact_submissions', id: expect.any(Number) },
          ],
        },
      },
    ]);
    expect(received[1]).toEqual([
      joinRef,
      null,
      'realtime:captured',
      'system',
      { channel: 'captured', extension: 'postgres_changes', message: 'Subscribed to PostgreSQL', status: 'ok' },
    ]);

    const marker = uniqueMarker('captured insert');
    await submitLead(marker);
    await listener.waitFor(byMarker(marker));
    const insertId = received[0]?.[4].response.postgres_changes[0].id;
    const change = frames.find((frame) => frame.message[3] === 'postgres_changes')?.message;
    expect(change).toEqual([
      null,
      null,
      'realtime:captured',
      'postgres_changes',
      {
        ids: [insertId],
        data: {
          schema: 'public',
          table: 'contact_submissions',
          type: 'INSERT',
          commit_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          columns: expect.arrayContaining([
            { name: 'id', type: 'uuid' },
            { name: 'created_at', type: 'timestamptz' },
            { name: 'spam', type: 'bool' },
          ]),
          record: expect.objectContaining({ business: marker, status: 'new', spam: false, first_response_at: null }),
          errors: null,
        },
      },
    ]);
  });
});

describe('postgres_changes on contact_submissions', () => {
  it('an admin sees a demo request sent from the public form within 1 s, as the full row', async () => {
    const listener = await listenToLeads(admin);
    const marker = uniqueMarker('live arrival');
    await submitLead(marker);
    const sent = performance.now();
    const change = await listener.waitFor(byMarker(marker), 1000);

    expect(performance.now() - sent).toBeLessThan(1000);
    const { data: stored } = await serviceClient()
      .from('contact_submissions')
      .select('*')
      .eq('business', marker)
      .single();
    expect(change).toMatchObject({ eventType: 'INSERT', schema: 'public', table: 'contact_submissions', old: {} });
    expect(change.new).toEqual(stored);
  });

  it('another admin’s status change reaches every admin, with the new status and first response', async () => {
    const listener = await listenToLeads(admin);
    const otherAdmin = track(createNodeClient(standIn.url, standIn.anonKey));
    await signIn(otherAdmin, standIn.admin);
    const marker = uniqueMarker('status change');
    await submitLead(marker);
    const inserted = await listener.waitFor(byMarker(marker));

    const { error } = await otherAdmin
      .from('contact_submissions')
      .update({ status: 'contacted' })
      .eq('id', (inserted.new as { id: string }).id);
    if (error) throw error;
    const change = await listener.waitFor(
      (candidate) => candidate.eventType === 'UPDATE' && byMarker(marker)(candidate),
      1000,
    );

    expect(change.new).toMatchObject({ status: 'contacted', first_response_at: expect.any(String) });
    // Default replica identity: the old row carries only its primary key, as on Supabase.
    expect(change.old).toEqual({ id: (inserted.new as { id: string }).id });
  });

  it('a signed-in non-admin and a visitor can subscribe but receive nothing', async () => {
    const nonAdmin = track(createNodeClient(standIn.url, standIn.anonKey));
    await signIn(nonAdmin, nonAdminCredentials);
    const [adminListener, nonAdminListener, visitorListener] = await Promise.all([
      listenToLeads(admin),
      listenToLeads(nonAdmin),
      listenToLeads(track(createNodeClient(standIn.url, standIn.anonKey))),
    ]);
    const marker = uniqueMarker('hidden');
    await submitLead(marker);
    const inserted = await adminListener.waitFor(byMarker(marker));
    await admin
      .from('contact_submissions')
      .update({ status: 'won' })
      .eq('id', (inserted.new as { id: string }).id);
    await adminListener.waitFor((change) => change.eventType === 'UPDATE' && byMarker(marker)(change));
    await settle(300);

    expect(nonAdminListener.changes).toEqual([]);
    expect(visitorListener.changes).toEqual([]);
    expect(nonAdminListener.statuses).toEqual(['SUBSCRIBED']);
  });

  it('a binding filter (id=eq.…) receives only that lead’s changes', async () => {
    const [first, second] = [uniqueMarker('filtered'), uniqueMarker('not filtered')];
    await Promise.all([submitLead(first), submitLead(second)]);
    const { data } = await serviceClient()
      .from('contact_submissions')
      .select('id, business')
      .in('business', [first, second]);
    const id = data?.find((row) => row.business === first)?.id;
    const listener = await listenToLeads(admin, { filter: `id=eq.${id}` });
    const everything = await listenToLeads(admin);

    await admin.from('contact_submissions').update({ status: 'lost' }).in('business', [first, second]);
    await everything.waitFor((change) => byMarker(second)(change));
    await listener.waitFor(byMarker(first));
    await settle(200);
    expect(listener.changes.map(businessOf)).toEqual([first]);
  });

  it('a table outside the supabase_realtime publication gets Realtime’s error notice', async () => {
    const notices: { status?: string; message?: string }[] = [];
    admin
      .channel('events-table')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'lead_events' }, () => {})
      .on('system', {}, (payload: { status?: string; message?: string }) => notices.push(payload))
      .subscribe();
    await expect
      .poll(() => notices)
      .toEqual([
        expect.objectContaining({
          status: 'error',
          message: expect.stringContaining('Unable to subscribe to changes'),
        }),
      ]);
  });
});

describe('channel lifecycle', () => {
  it('a refreshed session’s token is sent as access_token and the channel keeps delivering', async () => {
    const frames: Frame[] = [];
    const client = recordingClient(frames);
    await signIn(client, standIn.admin);
    const listener = await listenToLeads(client);
    await settle(1100); // a token issued within the same second as the first would be identical, and not sent
    const { data, error } = await client.auth.refreshSession();
    if (error) throw error;

    await expect
      .poll(() => frames.find((frame) => frame.direction === 'sent' && frame.message[3] === 'access_token')?.message[4])
      .toEqual({ access_token: data.session?.access_token });
    const marker = uniqueMarker('after refresh');
    await submitLead(marker);
    await listener.waitFor(byMarker(marker), 1000);
  });

  it('a new token is applied to later changes: swapped for a non-admin’s, deliveries stop', async () => {
    const client = track(createNodeClient(standIn.url, standIn.anonKey));
    await signIn(client, standIn.admin);
    const listener = await listenToLeads(client);
    const witness = await listenToLeads(admin);
    const nonAdmin = track(createNodeClient(standIn.url, standIn.anonKey));
    const nonAdminSession = await signIn(nonAdmin, nonAdminCredentials);

    await client.realtime.setAuth(nonAdminSession.access_token);
    await settle(100);
    const marker = uniqueMarker('demoted');
    await submitLead(marker);
    await witness.waitFor(byMarker(marker));
    await settle(300);
    expect(listener.changes.filter(byMarker(marker))).toEqual([]);
  });

  it('an expired token closes the channel with Realtime’s error', async () => {
    const client = track(createNodeClient(standIn.url, standIn.anonKey));
    const session = await signIn(client, standIn.admin);
    const notices: { message?: string }[] = [];
    const listener = await listenToLeads(client);
    listener.channel.on('system', {}, (payload: { message?: string }) => notices.push(payload));
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString());
    const expired = await signJwt(standIn.jwtSecret, { ...claims, exp: Math.floor(Date.now() / 1000) - 5 });

    await client.realtime.setAuth(expired);
    await expect.poll(() => listener.statuses).toContain('CLOSED');
    expect(notices).toContainEqual(expect.objectContaining({ message: expect.stringMatching(/^Token has expired/) }));
  });

  it('after leaving a channel nothing more arrives on it, while another channel of the client goes on', async () => {
    const client = track(createNodeClient(standIn.url, standIn.anonKey));
    await signIn(client, standIn.admin);
    const leaving = await listenToLeads(client);
    const staying = await listenToLeads(client);

    expect(await leaving.channel.unsubscribe()).toBe('ok');
    const marker = uniqueMarker('after leave');
    await submitLead(marker);
    await staying.waitFor(byMarker(marker));
    await settle(200);
    expect(leaving.changes).toEqual([]);
  });

  it('a heartbeat is answered', async () => {
    const client = track(createNodeClient(standIn.url, standIn.anonKey));
    await listenToLeads(client);
    const beats: string[] = [];
    client.realtime.onHeartbeat((status) => beats.push(status));
    await client.realtime.sendHeartbeat();
    await expect.poll(() => beats).toEqual(['sent', 'ok']);
  });
});

describe('the websocket itself', () => {
  const socketUrl = (apikey: string) =>
    `${standIn.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=2.0.0`;

  function open(url: string) {
    const ws = new WebSocket(url);
    const messages: unknown[][] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    return { ws, messages, opened: new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject)) };
  }

  it('refuses a connection whose apikey is not signed with the project secret', async () => {
    const forged = await signJwt('another-secret-of-at-least-thirty-two-characters', { role: 'anon', exp: 1983812996 });
    await expect(open(socketUrl(forged)).opened).rejects.toThrow(/403/);
  });

  it('ignores frames that are not Phoenix messages, answers an unjoined topic, and stays up', async () => {
    const socket = open(socketUrl(standIn.anonKey));
    await socket.opened;
    socket.ws.send('not json');
    socket.ws.send(JSON.stringify({ unexpected: true }));
    socket.ws.send(JSON.stringify([null, '7', 'realtime:nowhere', 'access_token', { access_token: 'x' }]));
    socket.ws.send(JSON.stringify([null, '8', 'phoenix', 'heartbeat', {}]));
    await expect
      .poll(() => socket.messages)
      .toEqual([
        [null, '7', 'realtime:nowhere', 'phx_reply', { status: 'error', response: { reason: 'unmatched topic' } }],
        [null, '8', 'phoenix', 'phx_reply', { status: 'ok', response: {} }],
      ]);
    socket.ws.close();
  });

  it('refuses a join with a bad token, then closes that channel', async () => {
    const socket = open(socketUrl(standIn.anonKey));
    await socket.opened;
    socket.ws.send(JSON.stringify(['1', '1', 'realtime:bad', 'phx_join', { config: {}, access_token: 'potato' }]));
    await expect
      .poll(() => socket.messages)
      .toEqual([
        ['1', '1', 'realtime:bad', 'phx_reply', { status: 'error', response: { reason: expect.any(String) } }],
        ['1', null, 'realtime:bad', 'phx_close', {}],
      ]);
    socket.ws.close();
  });
});
