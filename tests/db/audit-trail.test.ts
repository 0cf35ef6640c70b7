import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminId, becomeCaller, callerUsersSql, salesId } from './support/callers';
import { openTestDatabase, type Query, type TestDatabase } from './support/test-database';

/**
 * The audit screen's and the team settings screen's functions on the real PostgreSQL server: what each leaves in the
 * trail, what they refuse and with which words, and the year the trail is kept.
 */
let db: TestDatabase;

beforeAll(async () => {
  db = await openTestDatabase();
  await db.query(callerUsersSql);
});

afterAll(() => db?.close());

type Row = { action: string; details: Record<string, unknown>; actor_email: string | null };
const trail = (query: Query) => query<Row>(`select action, details, actor_email from public.audit_events order by id`);

describe('the team settings', () => {
  it('an admin’s change is saved and leaves one row with the values before and after', async () => {
    const { saved, rows, settings } = await db.rolledBack(async (query) => {
      await becomeCaller(query, 'admin');
      const saved = await query(`select * from public.save_team_settings(false, 45)`);
      const settings = await query(`select * from public.team_settings()`);
      await query('reset role');
      return { saved, settings, rows: await trail(query) };
    });
    expect(saved).toEqual([{ two_step_required: false, idle_minutes: 45 }]);
    expect(settings).toEqual(saved);
    expect(rows).toEqual([
      {
        action: 'settings_changed',
        details: {
          before: { twoStepRequired: true, idleMinutes: 30 },
          after: { twoStepRequired: false, idleMinutes: 45 },
        },
        actor_email: 'admin@example.com',
      },
    ]);
  });

  it('saving what is already set changes nothing and leaves no row', async () => {
    const rows = await db.rolledBack(async (query) => {
      await becomeCaller(query, 'admin');
      await query(`select * from public.save_team_settings(true, 30)`);
      await query('reset role');
      return trail(query);
    });
    expect(rows).toEqual([]);
  });

  it.each([
    [4, 'Idle minutes must be a whole number from 5 to 480'],
    [481, 'Idle minutes must be a whole number from 5 to 480'],
    [null, 'Idle minutes must be a whole number from 5 to 480'],
  ])('idle minutes of %s are refused with a clear message', async (minutes, message) => {
    await expect(
      db.rolledBack(async (query) => {
        await becomeCaller(query, 'admin');
        await query(`select * from public.save_team_settings(true, $1)`, [minutes]);
      }),
    ).rejects.toMatchObject({ code: '22023', message });
  });

  it('sales may not change them', async () => {
    await expect(
      db.rolledBack(async (query) => {
        await becomeCaller(query, 'sales');
        await query(`select * from public.save_team_settings(false, 30)`);
      }),
    ).rejects.toMatchObject({ code: '42501', message: 'Only admins may change the team settings' });
  });
});

describe('exporting the audit trail', () => {
  it('leaves one row with how many rows the file holds', async () => {
    const rows = await db.rolledBack(async (query) => {
      await becomeCaller(query, 'admin');
      await query(`select public.record_audit_export(12)`);
      await query('reset role');
      return trail(query);
    });
    expect(rows).toEqual([{ action: 'audit_exported', details: { rows: 12 }, actor_email: 'admin@example.com' }]);
  });

  it('is refused to sales', async () => {
    await expect(
      db.rolledBack(async (query) => {
        await becomeCaller(query, 'sales');
        await query(`select public.record_audit_export(1)`);
      }),
    ).rejects.toMatchObject({ code: '42501' });
  });
});

describe('keeping the trail a year', () => {
  it('the sweep deletes the rows older than a year and keeps the rest', async () => {
    const { swept, left } = await db.rolledBack(async (query) => {
      await query(`insert into public.audit_events (occurred_at, action) values
                     (now() - interval '1 year 1 day', 'sign_in'),
                     (now() - interval '364 days', 'sign_in_failed'),
                     (now(), 'lead_erased')`);
      const [result] = await query<{ swept: number }>(`select private.sweep_audit_events() as swept`);
      const left = await query<{ action: string }>(`select action from public.audit_events order by id`);
      return { swept: result?.swept, left };
    });
    expect(swept).toBe(1);
    expect(left).toEqual([{ action: 'sign_in_failed' }, { action: 'lead_erased' }]);
  });
});

describe('a removed authenticator', () => {
  /** GoTrue's table as far as the trail needs it, there before the migrations as in production. */
  const gotrueFactors = `create table auth.mfa_factors (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references auth.users (id) on delete cascade,
    factor_type text not null,
    status text not null)`;

  it('leaves one row naming whose verified factor went; an unverified one leaves nothing', async () => {
    const withFactors = await openTestDatabase({ beforeMigrations: gotrueFactors });
    try {
      await withFactors.query(callerUsersSql);
      const { afterUnverified, afterVerified } = await withFactors.rolledBack(async (query) => {
        await query(`insert into auth.mfa_factors (user_id, factor_type, status)
                     select id, 'totp', s from auth.users, unnest(array['verified', 'unverified']) as s
                      where email = 'sales@example.com'`);
        const trail = `select action, actor_email, target_email, details from public.audit_events`;
        await query(`delete from auth.mfa_factors where status = 'unverified'`);
        const afterUnverified = await query(trail);
        await query(`delete from auth.mfa_factors`);
        return { afterUnverified, afterVerified: await query(trail) };
      });
      expect(afterUnverified).toEqual([]);
      expect(afterVerified).toEqual([
        { action: 'factor_removed', actor_email: null, target_email: 'sales@example.com', details: { factor: 'totp' } },
      ]);
    } finally {
      await withFactors.close();
    }
  });
});

describe('a reassignment', () => {
  it('leaves one row per hand-over: the lead, from whom, to whom, by whom; never the reason or the person', async () => {
    const { lead, rows } = await db.rolledBack(async (query) => {
      const [stored] = await query<{ id: string }>(
        `insert into public.contact_submissions (first_name, last_name, email, phone, business)
         values ('Grace', 'Audit', 'grace@example.com', '+1 555 0100', 'Audit') returning id`,
      );
      await becomeCaller(query, 'admin');
      await query(`select * from public.reassign_lead($1, $2, 'Knows the account')`, [stored?.id, salesId]);
      await query(`select * from public.reassign_lead($1, $2, 'Back from holiday')`, [stored?.id, adminId]);
      await query('reset role');
      return {
        lead: stored?.id,
        rows: await query(`select action, actor_email, target_id, target_email, details from public.audit_events
                            order by id`),
      };
    });
    const row = (from: string | null, to: string) => ({
      action: 'lead_reassigned',
      actor_email: 'admin@example.com',
      target_id: lead,
      target_email: null,
      details: { from_owner_id: from, to_owner_id: to },
    });
    expect(rows).toEqual([row(null, salesId), row(salesId, adminId)]);
  });
});
