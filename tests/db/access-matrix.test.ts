import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomeCaller, callerUsersSql, type Caller } from './support/callers';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { visitorFunctions } from './visitor-functions';

/**
 * Who may do what, for every table and every function of the API's schema and the private one: first by the
 * privileges Postgres holds, then by running the statement as the caller, the way PostgREST runs a request.
 */

/** The lead work: sales and admins run these (signed in with both steps); each refuses anyone else itself. */
const salesFunctions = [
  'public.add_lead_note(uuid, text)',
  'public.lead_counts(text, integer, text, text)',
  'public.lead_journey(uuid)',
  'public.lead_owner_choices(uuid)',
  'public.lead_response_by_owner(integer)',
  'public.lead_response_stats(integer)',
  'public.my_meeting_hours()',
  'public.reassign_lead(uuid, uuid, text)',
  'public.save_alert_preference(text, text)',
  'public.save_my_meeting_hours(text, text, jsonb, text)',
  'public.set_taking_leads(boolean, text)',
  'public.staff_book_meeting(uuid, timestamp with time zone)',
  'public.staff_cancel_meeting(uuid)',
  'public.staff_move_meeting(uuid, timestamp with time zone)',
  'public.voice_page_activity()',
];
/** Admins only: channels, Growth, erasure, export, the refused requests, test alerts, the team's settings. */
const adminFunctions = [
  'public.alert_channel_health()',
  'public.erase_lead(uuid)',
  'public.growth_report(date, date)',
  'public.record_lead_export(integer)',
  'public.refused_demo_requests(integer)',
  'public.send_test_alert()',
  'public.team_admin()',
];
/** Before the second step: the team's settings (anyone signed in), and the sign-in's note (any staff member). */
const signInFunctions = ['public.team_settings()', 'public.record_sign_in(boolean, boolean)'];
const staffFunctions = [...salesFunctions, ...adminFunctions, ...signInFunctions];
/** Policies and the invoker staff functions evaluate the role check as the caller. */
const roleCheck = 'private.has_role(text)';
/** The alert worker's functions, for the service role only. */
const workerFunctions = [
  'public.begin_alert_post(uuid, integer)',
  'public.claim_alert_deliveries(text, jsonb, integer)',
  'public.lead_booking_key(uuid)',
  'public.meeting_email(uuid)',
  'public.next_alert_due_at()',
  'public.record_alert_delivery(uuid, integer, text, text, integer, text)',
];
/** The voice provider's webhook, the team function and the calendar feeds' fetcher write with the service role only. */
const webhookFunctions = [
  'public.assistant_book_meeting(text, timestamp with time zone)',
  'public.meeting_feeds_due()',
  'public.record_meeting_feed(uuid, text, jsonb, text)',
  'public.record_voice_call_report(jsonb)',
  // The team Edge Function's audit row of a change it made for an admin.
  'public.record_team_action(uuid, text, uuid, jsonb)',
];

type Privilege = 'select' | 'insert' | 'update' | 'delete';
/** Table privileges (whole table or some columns) of anon and authenticated; none means none. */
const tableGrants: Record<string, { anon?: Privilege[]; authenticated?: Privilege[] }> = {
  'public.contact_submissions': { anon: ['select', 'insert'], authenticated: ['select', 'insert', 'update'] },
  'public.personalized_assistants': { authenticated: ['select', 'insert', 'update', 'delete'] },
  'public.lead_events': { authenticated: ['select'] },
  'public.voice_events': { authenticated: ['select'] },
  'public.alert_settings': { authenticated: ['select'] },
  'public.alert_preferences': { authenticated: ['select', 'insert', 'update'] },
  'public.alert_deliveries': { authenticated: ['select'] },
  'public.alert_worker_state': { authenticated: ['select'] },
  'public.site_events': { authenticated: ['select'] },
  'public.site_daily': { authenticated: ['select'] },
  'public.site_daily_visits': { authenticated: ['select'] },
  'public.erasure_log': { authenticated: ['select'] },
  'public.audit_events': { authenticated: ['select'] },
  'public.voice_call_reports': { authenticated: ['select'] },
  'public.unmatched_voice_call_reports': { authenticated: ['select'] },
  'public.meeting_settings': { authenticated: ['select', 'update'] },
  'public.meeting_hosts': { authenticated: ['select', 'insert', 'update'] },
  'public.meeting_hours': { authenticated: ['select', 'insert', 'delete'] },
  'public.meetings': { authenticated: ['select'] },
};
/** Tables that hold rows here (the fixture's demo request, its history and alerts, a voice page, settings). */
const seenByAdmins = [
  'public.meeting_settings',
  'public.contact_submissions',
  'public.lead_events',
  'public.personalized_assistants',
  'public.alert_settings',
  'public.alert_worker_state',
  'public.alert_deliveries',
];

let db: TestDatabase;
let functions: { signature: string; nullCall: string }[];
let tables: string[];

beforeAll(async () => {
  db = await openTestDatabase();
  await db.query(callerUsersSql);
  await db.query(`insert into public.contact_submissions (first_name, last_name, email, phone, business)
                  values ('Ada', 'Matrix', 'ada@example.com', '+1 555 0100', 'Access matrix')`);
  await db.query(`update public.contact_submissions set status = 'contacted'`);
  await db.query(`insert into public.personalized_assistants (slug, name) values ('access-matrix', 'Mia')`);
  functions = await db.query(
    `select format('%s.%s(%s)', n.nspname, p.proname, pg_catalog.oidvectortypes(p.proargtypes)) as signature,
            format('select %I.%I(%s)', n.nspname, p.proname,
                   (select string_agg(format('null::%s', pg_catalog.format_type(t, null)), ', ')
                      from unnest(p.proargtypes::oid[]) as t)) as "nullCall"
       from pg_catalog.pg_proc as p join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') order by 1`,
  );
  tables = (
    await db.query<{ name: string }>(
      `select format('%s.%s', n.nspname, c.relname) as name from pg_catalog.pg_class as c
         join pg_catalog.pg_namespace as n on n.oid = c.relnamespace
        where n.nspname in ('public', 'private') and c.relkind in ('r', 'p', 'v', 'm') order by 1`,
    )
  ).map((row) => row.name);
});

afterAll(() => db?.close());

const mayExecute = (role: 'anon' | 'authenticated', signature: string) =>
  role === 'anon'
    ? (visitorFunctions as readonly string[]).includes(signature)
    : [...visitorFunctions, ...staffFunctions, roleCheck].includes(signature);

describe('function privileges', () => {
  it('lists the functions the matrix speaks of', () => {
    const names = functions.map((fn) => fn.signature);
    for (const signature of [
      ...visitorFunctions,
      ...staffFunctions,
      roleCheck,
      ...workerFunctions,
      ...webhookFunctions,
    ])
      expect(names).toContain(signature);
  });

  it.each(['anon', 'authenticated'] as const)('%s may execute only what its callers need', async (role) => {
    const held = await db.query<{ signature: string; executable: boolean }>(
      `select format('%s.%s(%s)', n.nspname, p.proname, pg_catalog.oidvectortypes(p.proargtypes)) as signature,
              has_function_privilege($1, p.oid, 'execute') as executable
         from pg_catalog.pg_proc as p join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') order by 1`,
      [role],
    );
    expect(held).toEqual(held.map(({ signature }) => ({ signature, executable: mayExecute(role, signature) })));
  });

  it('the service role may run the alert worker and store the webhook’s reports', async () => {
    for (const signature of [...workerFunctions, ...webhookFunctions]) {
      const [row] = await db.query<{ ok: boolean }>(
        `select has_function_privilege('service_role', $1, 'execute') as ok`,
        [signature],
      );
      expect(row?.ok, signature).toBe(true);
    }
  });
});

describe('one role check', () => {
  it('no policy or function but the helper reads the role from the JWT itself', async () => {
    const readers = await db.query<{ name: string }>(
      `select format('%s.%s', n.nspname, p.proname) as name
         from pg_catalog.pg_proc as p join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
        where p.prosrc like '%app_metadata%'
       union all
       select format('policy %s on %s', policyname, tablename) from pg_catalog.pg_policies
        where concat(qual, with_check) like '%app_metadata%'`,
    );
    expect(readers.map((row) => row.name)).toEqual(['private.has_role']);
  });

  it("every policy but the demo form's asks the helper", async () => {
    const without = await db.query<{ name: string }>(
      `select format('%s: %s', tablename, policyname) as name from pg_catalog.pg_policies
        where concat(qual, with_check) not like '%private.has_role(%' order by 1`,
    );
    expect(without.map((row) => row.name)).toEqual([
      'contact_submissions: Signed-in users can see the request they are sending',
      'contact_submissions: Signed-in users can submit a demo request',
      'contact_submissions: Visitors can see the request they are sending',
      'contact_submissions: Visitors can submit a demo request',
    ]);
  });
});

type CallOutcome = 'refused' | 'role check refuses' | 'runs';

/** Runs `sql` as the caller and says whether Postgres refused it, the function's own check refused it, or it ran. */
async function outcomeAs(caller: Caller, sql: string): Promise<CallOutcome> {
  try {
    await db.rolledBack(async (query) => {
      await becomeCaller(query, caller);
      await query(sql);
    });
    return 'runs';
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code !== '42501') return 'runs';
    return /^permission denied for/.test(message ?? '') ? 'refused' : 'role check refuses';
  }
}

/** Who passes the role check of each kind of function: the roles, with both steps of the sign-in. */
const passes: Record<Exclude<Caller, 'anon' | 'service_role'>, string[]> = {
  'non-admin': ['public.team_settings()'],
  sales: [...salesFunctions, ...signInFunctions],
  admin: staffFunctions,
  'password-only admin': signInFunctions,
};

function expectedCall(caller: Exclude<Caller, 'service_role'>, signature: string): CallOutcome {
  const role = caller === 'anon' ? 'anon' : 'authenticated';
  if (!mayExecute(role, signature)) return 'refused';
  if (caller === 'anon' || !staffFunctions.includes(signature)) return 'runs';
  return passes[caller].includes(signature) ? 'runs' : 'role check refuses';
}

const apiCallers = ['anon', 'non-admin', 'sales', 'admin', 'password-only admin'] as const;

describe('calling every function as each caller', () => {
  it.each(apiCallers)('%s', async (caller) => {
    const outcomes: Record<string, CallOutcome> = {};
    const expected: Record<string, CallOutcome> = {};
    for (const fn of functions) {
      outcomes[fn.signature] = await outcomeAs(caller, fn.nullCall);
      expected[fn.signature] = expectedCall(caller, fn.signature);
    }
    expect(outcomes).toEqual(expected);
  });
});

const mayUse = (role: 'anon' | 'authenticated', table: string, privilege: Privilege) =>
  tableGrants[table]?.[role]?.includes(privilege) ?? false;

describe('table privileges', () => {
  it('covers every table', () => {
    expect(tables.filter((table) => table.startsWith('public.'))).toEqual(Object.keys(tableGrants).sort());
  });

  it.each(['anon', 'authenticated'] as const)('%s holds only the grants the screens need', async (role) => {
    const held: Record<string, Privilege[]> = {};
    const expected: Record<string, Privilege[]> = {};
    for (const table of tables) {
      const [row] = await db.query<Record<Privilege, boolean>>(
        `select has_table_privilege($1, $2, 'select') or has_any_column_privilege($1, $2, 'select') as select,
                has_table_privilege($1, $2, 'insert') or has_any_column_privilege($1, $2, 'insert') as insert,
                has_table_privilege($1, $2, 'update') or has_any_column_privilege($1, $2, 'update') as update,
                has_table_privilege($1, $2, 'delete') as delete`,
        [role, table],
      );
      const privileges = ['select', 'insert', 'update', 'delete'] as const;
      held[table] = privileges.filter((privilege) => row?.[privilege]);
      expected[table] = privileges.filter((privilege) => mayUse(role, table, privilege));
    }
    expect(held).toEqual(expected);
  });
});

type ReadOutcome = 'refused' | 'nothing' | 'rows';

async function readAs(caller: Caller, table: string): Promise<ReadOutcome> {
  try {
    const rows = await db.rolledBack(async (query) => {
      await becomeCaller(query, caller);
      return query<{ n: number }>(`select count(*)::int as n from ${table}`);
    });
    return (rows[0]?.n ?? 0) > 0 ? 'rows' : 'nothing';
  } catch (error) {
    if ((error as { code?: string }).code === '42501') return 'refused';
    throw error;
  }
}

/** Of the tables with rows here, what sales see: the leads, their history, the voice pages, the meeting settings. */
const seenBySales = [
  'public.meeting_settings',
  'public.contact_submissions',
  'public.lead_events',
  'public.personalized_assistants',
];

describe('reading every table as each caller', () => {
  it.each(apiCallers)('%s', async (caller) => {
    const role = caller === 'anon' ? 'anon' : 'authenticated';
    const seen = caller === 'admin' ? seenByAdmins : caller === 'sales' ? seenBySales : [];
    const outcomes: Record<string, ReadOutcome> = {};
    const expected: Record<string, ReadOutcome> = {};
    for (const table of tables) {
      outcomes[table] = await readAs(caller, table);
      if (!mayUse(role, table, 'select')) expected[table] = 'refused';
      else if (seen.includes(table)) expected[table] = 'rows';
      // Row-level security hides every row from a visitor, a non-admin and a password-only session; staff find
      // the other tables empty.
      else expected[table] = 'nothing';
    }
    expect(outcomes).toEqual(expected);
  });
});

describe('the audit trail is append-only', () => {
  it.each(['admin', 'sales', 'service_role'] as const)('%s can neither change nor delete a row', async (caller) => {
    await db.query(`select private.record_audit('settings_changed')`);
    for (const sql of ['update public.audit_events set action = $$sign_in$$', 'delete from public.audit_events']) {
      await expect(
        db.rolledBack(async (query) => {
          await becomeCaller(query, caller);
          await query(sql);
        }),
        sql,
      ).rejects.toMatchObject({ code: '42501' });
    }
  });

  it('an erasure and an export leave one row each, with counts only', async () => {
    const rows = await db.rolledBack(async (query) => {
      const [lead] = await query<{ id: string }>(`select id from public.contact_submissions limit 1`);
      await becomeCaller(query, 'admin');
      await query(`select public.record_lead_export(3)`);
      await query(`select public.erase_lead($1)`, [lead?.id]);
      await query('reset role');
      return query<{ action: string; details: Record<string, number>; actor_email: string }>(
        `select action, details, actor_email from public.audit_events
          where action in ('leads_exported', 'lead_erased') order by id`,
      );
    });
    expect(rows).toEqual([
      { action: 'leads_exported', details: { rows: 3 }, actor_email: 'admin@example.com' },
      {
        action: 'lead_erased',
        details: { siteEvents: 0, voicePages: 0, voiceEvents: 0, historyEntries: 1 },
        actor_email: 'admin@example.com',
      },
    ]);
  });
});

describe('two-step sign-in', () => {
  it('with the team setting off, a password-only admin session counts again', async () => {
    const outcome = await db.rolledBack(async (query) => {
      await query('update private.team_settings set two_step_required = false');
      await becomeCaller(query, 'password-only admin');
      return query<{ n: number }>('select count(*)::int as n from public.contact_submissions');
    });
    expect(outcome[0]?.n).toBeGreaterThan(0);
  });
});
