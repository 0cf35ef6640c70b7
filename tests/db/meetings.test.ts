import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminId, becomeCaller, callerUsersSql } from './support/callers';
import { openTestDatabase, type Query, type TestDatabase } from './support/test-database';

/** Meetings on the real server: no double booking under concurrency, round-robin, daylight saving, moves. */
let db: TestDatabase;

const otherHostId = '00000000-0000-4000-8000-00000000ad13';

type Booking = {
  outcome: 'booked' | 'already_booked' | 'taken';
  meeting?: { id: string; startsAt: string; sequence: number; hostName: string };
  nearest?: { startsAt: string; endsAt: string }[];
};

beforeAll(async () => {
  db = await openTestDatabase();
  await db.query(callerUsersSql);
  await db.query(
    `insert into auth.users (id, email, raw_app_meta_data) values ($1, 'other@example.com', '{"role":"admin"}')`,
    [otherHostId],
  );
  // Every day of the week, so the tests do not depend on the day they run.
  await db.query(`insert into public.meeting_hosts (user_id, display_name, time_zone) values ($1, 'Ada', 'UTC')`, [
    adminId,
  ]);
  await db.query(
    `insert into public.meeting_hours (user_id, weekday, starts, ends) select $1, d, '09:00', '17:00' from generate_series(1, 7) as d`,
    [adminId],
  );
});

afterAll(() => db?.close());

/** A demo request as the form stores it; answers its booking key (the request id). */
async function lead(query: Query): Promise<string> {
  const [row] = await query<{ request_id: string }>(
    `insert into public.contact_submissions (first_name, last_name, email, phone, business)
     values ('Grace', 'Hopper', $1, '+14155550100', 'Navy') returning request_id`,
    [`grace-${randomUUID()}@example.com`],
  );
  return row?.request_id ?? '';
}

async function firstFreeSlot(query: Query): Promise<string> {
  const [row] = await query<{ starts_at: Date }>(
    'select starts_at from public.booking_slots() order by starts_at limit 1',
  );
  return row?.starts_at.toISOString() ?? '';
}

async function book(query: Query, key: string, startsAt: string): Promise<Booking> {
  const [row] = await query<{ answer: Booking }>('select public.book_meeting($1, $2) as answer', [key, startsAt]);
  return row?.answer as Booking;
}

describe('booking a slot', () => {
  it('gives two visitors who pick the same slot at the same instant one meeting and the nearest free slots', async () => {
    const keys = [await lead(db.query), await lead(db.query)];
    const slot = await firstFreeSlot(db.query);
    const sessions = await Promise.all(keys.map(() => db.connect()));
    try {
      const answers = await Promise.all(
        sessions.map(async (session, i) => {
          await session.query('begin');
          await becomeCaller(session.query, 'anon');
          const answer = await book(session.query, keys[i] ?? '', slot);
          await session.query('commit');
          return answer;
        }),
      );
      expect(answers.map((answer) => answer.outcome).sort()).toEqual(['booked', 'taken']);
      const taken = answers.find((answer) => answer.outcome === 'taken');
      expect(taken?.nearest?.length).toBe(3);
      expect(taken?.nearest?.map((n) => new Date(n.startsAt).toISOString())).not.toContain(slot);
      const held = await db.query('select 1 from public.meetings where starts_at = $1 and status = $2', [
        slot,
        'booked',
      ]);
      expect(held).toHaveLength(1);
    } finally {
      await Promise.all(sessions.map((session) => session.close()));
      await db.query('delete from public.meetings');
    }
  });

  it('refuses a second booked meeting over the same time of one host, whoever writes it', async () => {
    await db.rolledBack(async (query) => {
      const slot = await firstFreeSlot(query);
      const first = await book(query, await lead(query), slot);
      expect(first.outcome).toBe('booked');
      const [other] = await query<{ id: string }>(
        `insert into public.contact_submissions (first_name, last_name, email, phone, business)
         values ('Alan', 'Turing', 'alan@example.com', '+14155550101', 'Bletchley') returning id`,
      );
      await expect(
        query(
          `insert into public.meetings (submission_id, host_id, starts_at, ends_at, held, booked_by)
           values ($1, $2, $3::timestamptz + interval '10 minutes', $3::timestamptz + interval '40 minutes',
                   tstzrange($3::timestamptz + interval '10 minutes', $3::timestamptz + interval '40 minutes'), 'staff')`,
          [other?.id, adminId, slot],
        ),
      ).rejects.toMatchObject({ code: '23P01' });
    });
  });

  it('gives a slot free for two hosts to the one with fewer meetings that week', async () => {
    await db.rolledBack(async (query) => {
      await query(`insert into public.meeting_hosts (user_id, display_name) values ($1, 'Bea')`, [otherHostId]);
      await query(
        `insert into public.meeting_hours (user_id, weekday, starts, ends) select $1, d, '09:00', '17:00' from generate_series(1, 7) as d`,
        [otherHostId],
      );
      const slot = await firstFreeSlot(query);
      // Ada already has a meeting that week (the slot after), so Bea gets this one.
      const [later] = await query<{ starts_at: Date }>(
        `select starts_at from public.booking_slots() where starts_at > $1 and date_trunc('week', starts_at) = date_trunc('week', $1::timestamptz) order by starts_at limit 1`,
        [slot],
      );
      const [leadOfAda] = await query<{ id: string }>(
        `insert into public.contact_submissions (first_name, last_name, email, phone, business)
         values ('Alan', 'Turing', 'alan@example.com', '+14155550101', 'Bletchley') returning id`,
      );
      await query(
        `insert into public.meetings (submission_id, host_id, starts_at, ends_at, held, booked_by)
         values ($1, $2, $3, $3::timestamptz + interval '30 minutes', tstzrange($3, $3::timestamptz + interval '30 minutes'), 'staff')`,
        [leadOfAda?.id, adminId, later?.starts_at],
      );
      const answer = await book(query, await lead(query), slot);
      expect(answer.meeting?.hostName).toBe('Bea');
    });
  });

  it('tells a lead that already has a meeting about it instead of booking another', async () => {
    await db.rolledBack(async (query) => {
      const key = await lead(query);
      const first = await book(query, key, await firstFreeSlot(query));
      const second = await book(query, key, await firstFreeSlot(query));
      expect(second.outcome).toBe('already_booked');
      expect(second.meeting?.id).toBe(first.meeting?.id);
    });
  });

  it('queues the invitation to the prospect and the host once, and the reminders 24 h and 1 h before', async () => {
    await db.rolledBack(async (query) => {
      const answer = await book(query, await lead(query), await firstFreeSlot(query));
      const rows = await query<{ kind: string; recipient: string; meeting_sequence: number; due: boolean }>(
        `select kind, recipient, meeting_sequence, next_attempt_at > now() as due from public.alert_deliveries
          where meeting_id = $1 order by kind, recipient`,
        [answer.meeting?.id],
      );
      const invitations = rows.filter((row) => row.kind === 'meeting_request');
      expect(invitations.map((row) => row.recipient)).toEqual(
        expect.arrayContaining(['admin@example.com', expect.stringMatching(/^grace-/)]),
      );
      expect(invitations).toHaveLength(2);
      expect(invitations.every((row) => row.meeting_sequence === 0)).toBe(true);
      // The first free slot is a few hours away at most: its 24 h reminder would already be late, so only the 1 h one.
      const reminders = rows.filter((row) => row.kind.startsWith('meeting_reminder'));
      expect(reminders.every((row) => row.due)).toBe(true);
    });
  });
});

describe('free slots', () => {
  it('keeps a host’s 09:00 at 09:00 local time across the spring daylight-saving change', async () => {
    await db.rolledBack(async (query) => {
      await query(`update public.meeting_hosts set time_zone = 'Europe/Berlin' where user_id = $1`, [adminId]);
      const rows = await query<{ starts_at: Date }>(
        `select starts_at from private.free_slots('2027-03-27T00:00Z', '2027-03-29T00:00Z', $1) order by starts_at`,
        [adminId],
      );
      const firstOfDay = (day: string) => rows.find((row) => row.starts_at.toISOString().startsWith(day))?.starts_at;
      expect(firstOfDay('2027-03-27')?.toISOString()).toBe('2027-03-27T08:00:00.000Z');
      expect(firstOfDay('2027-03-28')?.toISOString()).toBe('2027-03-28T07:00:00.000Z');
    });
  });

  it('hides the slots a busy time of the host’s calendar covers', async () => {
    await db.rolledBack(async (query) => {
      const slot = await firstFreeSlot(query);
      await query(
        `insert into private.meeting_busy (user_id, during) values ($1, tstzrange($2::timestamptz + interval '5 minutes', $2::timestamptz + interval '10 minutes'))`,
        [adminId, slot],
      );
      expect(await firstFreeSlot(query)).not.toBe(slot);
    });
  });

  it('never offers a slot sooner than the minimum notice (2 h) or beyond the horizon (14 days)', async () => {
    const [row] = await db.query<{ soonest: boolean; latest: boolean }>(
      `select min(starts_at) >= now() + interval '2 hours' as soonest, max(starts_at) < now() + interval '14 days' as latest
         from public.booking_slots()`,
    );
    expect(row).toEqual({ soonest: true, latest: true });
  });
});

describe('the prospect’s links', () => {
  it('moves the meeting under the same id with a higher sequence and new links, and cancels what was still waiting', async () => {
    await db.rolledBack(async (query) => {
      const booked = await book(query, await lead(query), await firstFreeSlot(query));
      const [tokens] = await query<{ reschedule_token: string; cancel_token: string }>(
        'select reschedule_token, cancel_token from public.meetings where id = $1',
        [booked.meeting?.id],
      );
      const [later] = await query<{ starts_at: Date }>(
        'select starts_at from public.booking_slots($1) order by starts_at offset 3 limit 1',
        [tokens?.reschedule_token],
      );
      const [moved] = await query<{ answer: Booking }>('select public.reschedule_meeting($1, $2) as answer', [
        tokens?.reschedule_token,
        later?.starts_at,
      ]);
      expect(moved?.answer.outcome).toBe('booked');
      expect(moved?.answer.meeting?.id).toBe(booked.meeting?.id);
      expect(moved?.answer.meeting?.sequence).toBe(1);
      // The old email's cancel link stopped working with the move.
      await query('savepoint old_link');
      await expect(query('select public.cancel_meeting($1)', [tokens?.cancel_token])).rejects.toMatchObject({
        code: 'P0002',
      });
      await query('rollback to savepoint old_link');
      const rows = await query<{ kind: string; meeting_sequence: number; status: string }>(
        `select kind, meeting_sequence, status from public.alert_deliveries where meeting_id = $1 and kind = 'meeting_request'`,
        [booked.meeting?.id],
      );
      expect(rows.filter((row) => row.meeting_sequence === 0).every((row) => row.status === 'cancelled')).toBe(true);
      expect(rows.filter((row) => row.meeting_sequence === 1 && row.status === 'pending')).toHaveLength(2);
    });
  });

  it('cancels the meeting, frees its slot and queues the cancellation to both sides', async () => {
    await db.rolledBack(async (query) => {
      const slot = await firstFreeSlot(query);
      const booked = await book(query, await lead(query), slot);
      expect(await firstFreeSlot(query)).not.toBe(slot);
      const [tokens] = await query<{ cancel_token: string }>('select cancel_token from public.meetings where id = $1', [
        booked.meeting?.id,
      ]);
      await query('select public.cancel_meeting($1)', [tokens?.cancel_token]);
      expect(await firstFreeSlot(query)).toBe(slot);
      const cancels = await query(
        `select 1 from public.alert_deliveries where meeting_id = $1 and kind = 'meeting_cancel' and meeting_sequence = 1`,
        [booked.meeting?.id],
      );
      expect(cancels).toHaveLength(2);
    });
  });
});
