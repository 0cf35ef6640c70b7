import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminId, becomeCaller, callerUsersSql } from './support/callers';
import { openTestDatabase, type Query, type TestDatabase } from './support/test-database';

/**
 * A visitor without a lead booking on /book, the meeting on the lead's inbox row and in Growth, and the meeting the
 * assistant booked as its voice page reads it, on the real server.
 */
let db: TestDatabase;

type Booking = { outcome: string; meeting?: { id: string; startsAt: string; hostName: string } };

beforeAll(async () => {
  db = await openTestDatabase();
  await db.query(callerUsersSql);
  await db.query(`insert into public.meeting_hosts (user_id, display_name, time_zone) values ($1, 'Ada', 'UTC')`, [
    adminId,
  ]);
  await db.query(
    `insert into public.meeting_hours (user_id, weekday, starts, ends) select $1, d, '09:00', '17:00' from generate_series(1, 7) as d`,
    [adminId],
  );
});

afterAll(() => db?.close());

async function firstFreeSlot(query: Query): Promise<string> {
  const [row] = await query<{ starts_at: Date }>(
    'select starts_at from public.booking_slots() order by starts_at limit 1',
  );
  return row?.starts_at.toISOString() ?? '';
}

/** What /book sends for a visitor without a lead: a name, an email, the page's language, and the time. */
async function requestAndBook(
  query: Query,
  details: { requestId?: string; email?: string; honeypot?: string; fillMs?: number; visit?: object },
  startsAt: string,
): Promise<Booking> {
  const [row] = await query<{ answer: Booking }>(
    'select public.request_and_book_meeting($1, $2, $3, $4, $5, $6, $7, $8, $9) as answer',
    [
      details.requestId ?? randomUUID(),
      ' Grace ',
      'Hopper',
      details.email ?? `grace-${randomUUID()}@example.com`,
      'es',
      details.honeypot ?? '',
      details.fillMs ?? 8000,
      JSON.stringify(details.visit ?? {}),
      startsAt,
    ],
  );
  return row?.answer as Booking;
}

describe('a visitor without a lead on the booking page', () => {
  it('becomes a lead from a name and an email, with the alerts a demo request gets, and has the meeting', async () => {
    await db.rolledBack(async (query) => {
      const slot = await firstFreeSlot(query);
      const requestId = randomUUID();
      await becomeCaller(query, 'anon');
      const answer = await requestAndBook(query, { requestId, visit: { utm_source: 'newsletter' } }, slot);
      expect(answer.outcome).toBe('booked');
      expect(answer.meeting?.hostName).toBe('Ada');
      await query('reset role');
      const [lead] = await query<Record<string, unknown>>(
        `select id, first_name, phone, business, origin, locale, spam, utm_source from public.contact_submissions
          where request_id = $1`,
        [requestId],
      );
      expect(lead).toMatchObject({
        first_name: 'Grace',
        phone: '',
        business: '',
        origin: 'booking_page',
        locale: 'es',
        spam: false,
        utm_source: 'newsletter',
      });
      const alerts = await query<{ kind: string }>(
        `select kind from public.alert_deliveries where submission_id = $1 and kind not like 'meeting%' order by kind`,
        [lead?.['id']],
      );
      expect(alerts.map((alert) => alert.kind)).toContain('acknowledgement');
      const meetings = await query('select 1 from public.meetings where submission_id = $1', [lead?.['id']]);
      expect(meetings).toHaveLength(1);
    });
  });

  it('makes no second lead when the visitor sends the same request again', async () => {
    await db.rolledBack(async (query) => {
      const slot = await firstFreeSlot(query);
      const requestId = randomUUID();
      await becomeCaller(query, 'anon');
      await requestAndBook(query, { requestId }, slot);
      const again = await requestAndBook(query, { requestId }, slot);
      expect(again.outcome).toBe('already_booked');
      await query('reset role');
      const leads = await query('select 1 from public.contact_submissions where request_id = $1', [requestId]);
      expect(leads).toHaveLength(1);
    });
  });

  it("is refused with the demo form's own limit per email address", async () => {
    await db.rolledBack(async (query) => {
      await query('update private.demo_request_settings set per_email_limit = 1, per_address_limit = null');
      const slot = await firstFreeSlot(query);
      await becomeCaller(query, 'anon');
      await requestAndBook(query, { email: 'limited@example.com' }, slot);
      await expect(requestAndBook(query, { email: 'limited@example.com' }, slot)).rejects.toMatchObject({
        code: 'PT429',
      });
    });
  });

  it("is flagged as spam by the demo form's checks, and a spam lead books nothing", async () => {
    await db.rolledBack(async (query) => {
      const slot = await firstFreeSlot(query);
      const requestId = randomUUID();
      await becomeCaller(query, 'anon');
      await query('savepoint spam');
      await expect(requestAndBook(query, { requestId, fillMs: 400 }, slot)).rejects.toMatchObject({ code: 'P0002' });
      await query('rollback to savepoint spam');
      await expect(requestAndBook(query, { honeypot: 'http://spam.example' }, slot)).rejects.toMatchObject({
        code: 'P0002',
      });
    });
  });

  it('leaves a demo form request still needing a phone number and a business', async () => {
    await db.rolledBack(async (query) => {
      await becomeCaller(query, 'anon');
      await expect(
        query(
          `insert into public.contact_submissions (first_name, last_name, email, phone, business)
           values ('Grace', 'Hopper', 'grace@example.com', '', '')`,
        ),
      ).rejects.toMatchObject({ code: '23514' });
    });
  });
});

describe("the lead's meeting", () => {
  it('shows on the inbox row while booked and goes when cancelled, leaving the status staff set', async () => {
    await db.rolledBack(async (query) => {
      const slot = await firstFreeSlot(query);
      const [lead] = await query<{ id: string; request_id: string }>(
        `insert into public.contact_submissions (first_name, last_name, email, phone, business, status)
         values ('Alan', 'Turing', 'alan@example.com', '+14155550101', 'Bletchley', 'contacted')
         returning id, request_id`,
      );
      const [booked] = await query<{ answer: Booking }>('select public.book_meeting($1, $2) as answer', [
        lead?.request_id,
        slot,
      ]);
      const row = () =>
        query<{
          meeting_starts_at: Date | null;
          meeting_host_name: string | null;
          meeting_host_time_zone: string | null;
          status: string;
        }>(
          `select meeting_starts_at, meeting_host_name, meeting_host_time_zone, status
             from public.contact_submissions where id = $1`,
          [lead?.id],
        );
      const [withMeeting] = await row();
      expect(withMeeting?.meeting_starts_at?.toISOString()).toBe(slot);
      expect(withMeeting?.meeting_host_name).toBe('Ada');
      expect(withMeeting?.meeting_host_time_zone).toBe('UTC');
      await query('select private.cancel_meeting($1)', [booked?.answer.meeting?.id]);
      expect(await row()).toEqual([
        { meeting_starts_at: null, meeting_host_name: null, meeting_host_time_zone: null, status: 'contacted' },
      ]);
    });
  });

  it("counts in Growth's Meeting booked step, for everyone and by source", async () => {
    await db.rolledBack(async (query) => {
      const slot = await firstFreeSlot(query);
      const [lead] = await query<{ request_id: string }>(
        `insert into public.contact_submissions (first_name, last_name, email, phone, business, utm_source)
         values ('Alan', 'Turing', 'alan@example.com', '+14155550101', 'Bletchley', 'Podcast') returning request_id`,
      );
      await query(
        `insert into public.contact_submissions (first_name, last_name, email, phone, business, utm_source)
         values ('Ada', 'Lovelace', 'ada@example.com', '+14155550102', 'Engines', 'podcast')`,
      );
      await query('select public.book_meeting($1, $2)', [lead?.request_id, slot]);
      await becomeCaller(query, 'admin');
      const today = new Date().toISOString().slice(0, 10);
      const [report] = await query<{ r: { funnel: Record<string, number>; breakdowns: { source: object[] } } }>(
        'select public.growth_report($1, $1) as r',
        [today],
      );
      expect(report?.r.funnel['meetingBooked']).toBe(1);
      expect(report?.r.breakdowns.source).toContainEqual(
        expect.objectContaining({ key: 'podcast', requests: 2, meetingBooked: 1 }),
      );
    });
  });
});

describe('the meeting the assistant booked, as the voice page reads it', () => {
  it('is there for the call it was booked in, and for no other call', async () => {
    await db.rolledBack(async (query) => {
      const slot = await firstFreeSlot(query);
      const [lead] = await query<{ id: string }>(
        `insert into public.contact_submissions (first_name, last_name, email, phone, business)
         values ('Alan', 'Turing', 'alan@example.com', '+14155550101', 'Bletchley') returning id`,
      );
      const [page] = await query<{ id: string }>(
        `insert into public.personalized_assistants (slug, name, submission_id) values ('alan', 'Alan', $1) returning id`,
        [lead?.id],
      );
      const [callId, otherCallId] = [randomUUID(), randomUUID()];
      await query('insert into private.voice_calls (id, page_id) values ($1, $3), ($2, $3)', [
        callId,
        otherCallId,
        page?.id,
      ]);
      const [booked] = await query<{ answer: Booking }>('select public.assistant_book_meeting($1, $2) as answer', [
        callId,
        slot,
      ]);
      expect(booked?.answer.outcome).toBe('booked');
      await becomeCaller(query, 'anon');
      const seen = async (id: string) =>
        (await query<{ m: Booking['meeting'] | null }>('select public.voice_call_meeting($1) as m', [id]))[0]?.m;
      expect(await seen(callId)).toMatchObject({ hostName: 'Ada', status: 'booked' });
      expect(await seen(otherCallId)).toBeNull();
    });
  });
});
