import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFeedsSecret } from '../../supabase/functions/_shared/meeting-feeds/feed-handler';
import { createStaff, signedInClient, standIn } from './stand-in-fixtures';

/**
 * A staff member's calendar feed on the stand-in: saved through supabase-js, fetched by the stand-in at once (the
 * save's wake-up), and its outcome shown to its host. The host keeps no hours here, so the shared stand-in's slots
 * are untouched.
 */
const calendar = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Ringwise tests//Feed//EN',
  'BEGIN:VEVENT',
  'UID:busy@tests',
  'DTSTAMP:20261101T000000Z',
  `DTSTART:${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '')}T100000Z`,
  `DTEND:${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '')}T110000Z`,
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/to-metadata') {
      response.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' });
      response.end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/calendar' });
    response.end(calendar);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type StaffClient = Awaited<ReturnType<typeof signedInClient>>['client'];
type Calendar = { url: string; fetched_at: string | null; last_error: string | null; busy_count: number };

async function saveFeed(client: StaffClient, url: string) {
  const { error } = await client.rpc('save_my_meeting_hours', {
    p_display_name: 'Feed Tester',
    p_time_zone: 'UTC',
    p_hours: [],
    p_calendar_url: url,
  });
  if (error) throw error;
}

async function calendarOf(client: StaffClient): Promise<Calendar | null> {
  const { data, error } = await client.rpc('my_meeting_hours');
  if (error) throw error;
  return (data as { calendar: Calendar | null }).calendar;
}

describe('calendar feeds on the stand-in', () => {
  it('a saved address is fetched at once, and its host sees when and how many busy times', async () => {
    const { client } = await signedInClient(await createStaff('sales'));
    await saveFeed(client, `${base}/calendar.ics`);
    await expect.poll(async () => (await calendarOf(client))?.fetched_at ?? null, { timeout: 10_000 }).not.toBeNull();
    expect(await calendarOf(client)).toMatchObject({ last_error: null, busy_count: 1 });
  });

  it('a private address is refused and the host is told why', async () => {
    const { client } = await signedInClient(await createStaff('sales'));
    await saveFeed(client, 'https://10.0.0.5/calendar.ics');
    await expect
      .poll(async () => (await calendarOf(client))?.last_error ?? null, { timeout: 10_000 })
      .toBe(
        'The calendar address leads to 10.0.0.5, a private or local network address, which the server never fetches.',
      );
    expect((await calendarOf(client))?.fetched_at).toBeNull();
  });

  it('a redirect to the cloud metadata address is refused and its host is told why', async () => {
    const { client } = await signedInClient(await createStaff('sales'));
    await saveFeed(client, `${base}/to-metadata`);
    await expect
      .poll(async () => (await calendarOf(client))?.last_error ?? null, { timeout: 10_000 })
      .toMatch(/169\.254\.169\.254/);
  });

  it('the function refuses a call without its secret and runs with it', async () => {
    const call = (secret?: string) =>
      fetch(`${standIn.url}/functions/v1/meeting-feeds`, {
        method: 'POST',
        headers: secret ? { Authorization: `Bearer ${secret}` } : {},
      });
    expect((await call()).status).toBe(401);
    const answer = await call(localFeedsSecret);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ fetched: expect.any(Number), failed: expect.any(Number) });
  });
});
