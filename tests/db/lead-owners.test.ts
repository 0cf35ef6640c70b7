import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { becomeCaller, becomeStaff } from './support/callers';
import { openTestDatabase, type Query, type Session, type TestDatabase } from './support/test-database';

/**
 * Lead owners on the real PostgreSQL server: the round-robin among staff taking leads, the alerts it routes, who may
 * hand a lead on, and two requests stored at the same moment from two connections.
 */
const ada = { id: '00000000-0000-4000-8000-00000000a001', email: 'ada@staff.example', role: 'admin' } as const;
const bob = { id: '00000000-0000-4000-8000-00000000a002', email: 'bob@staff.example', role: 'sales' } as const;
const cy = { id: '00000000-0000-4000-8000-00000000a003', email: 'cy@staff.example', role: 'admin' } as const;
const staff = [ada, bob, cy];
/** Staff who join later. */
const carol = { id: '00000000-0000-4000-8000-00000000a004', email: 'carol@staff.example', role: 'sales' } as const;

let db: TestDatabase;

beforeAll(async () => {
  db = await openTestDatabase();
  for (const member of staff)
    await db.query(`insert into auth.users (id, email, raw_app_meta_data) values ($1, $2, $3)`, [
      member.id,
      member.email,
      JSON.stringify({ role: member.role }),
    ]);
  // A signed-in user without a staff role is never an owner, nor alerted.
  await db.query(`insert into auth.users (id, email) values (gen_random_uuid(), 'member@example.com')`);
});

afterAll(() => db?.close());

/** Ada and Bob take new leads; Cy receives every alert but takes none. */
beforeEach(async () => {
  await db.query(`delete from public.contact_submissions`);
  await db.query(`update auth.users set banned_until = null`);
  await db.query(`update private.lead_rotation set last_owner_id = null`);
  await db.query(`delete from public.alert_preferences`);
  await db.query(
    `insert into public.alert_preferences (user_id, taking_leads) values ($1, true), ($2, true), ($3, false)`,
    [ada.id, bob.id, cy.id],
  );
});

let leadNumber = 0;

/** One demo request stored as the form stores it (its own transaction), with an address of its own. */
async function storeLead(query: Query = db.query, email = `lead${++leadNumber}@example.com`): Promise<string> {
  const [row] = await query<{ id: string }>(
    `insert into public.contact_submissions (first_name, last_name, email, phone, business)
     values ('Lead', $1, $2, '+1 555 0100', 'Owners') returning id`,
    [String(leadNumber), email],
  );
  if (!row) throw new Error('no lead stored');
  return row.id;
}

const emailOf = (id: string | null) => [...staff, carol].find((member) => member.id === id)?.email ?? null;

async function ownerOf(lead: string): Promise<string | null> {
  const [row] = await db.query<{ owner_id: string | null; owner_email: string | null }>(
    `select owner_id, owner_email from public.contact_submissions where id = $1`,
    [lead],
  );
  expect(row?.owner_email ?? null).toBe(emailOf(row?.owner_id ?? null));
  return row?.owner_id ?? null;
}

async function emailed(lead: string, kind: string): Promise<string[]> {
  const rows = await db.query<{ recipient: string }>(
    `select recipient from public.alert_deliveries
      where submission_id = $1 and kind = $2 and channel = 'email' order by recipient`,
    [lead, kind],
  );
  return rows.map((row) => row.recipient);
}

async function chatted(lead: string, kind: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from public.alert_deliveries where submission_id = $1 and kind = $2 and channel = 'chat'`,
    [lead, kind],
  );
  return row?.n ?? 0;
}

/** The worker's claim with no channel ready: it queues the escalations that are due and sends nothing. */
async function queueEscalations(): Promise<void> {
  await db.query('begin');
  try {
    await becomeCaller(db.query, 'service_role');
    await db.query(`select * from public.claim_alert_deliveries('test', '{}'::jsonb, 1)`);
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

describe('the round-robin', () => {
  it('two staff taking leads receive new leads alternately (ten leads: five each); each new-lead alert goes to that lead’s owner only; the escalation reaches both', async () => {
    const leads: string[] = [];
    for (let i = 0; i < 10; i++) leads.push(await storeLead());

    const owners = await Promise.all(leads.map(ownerOf));
    const first = owners[0];
    const second = first === ada.id ? bob.id : ada.id;
    expect(owners).toEqual(owners.map((_, i) => (i % 2 === 0 ? first : second)));
    expect(owners.filter((owner) => owner === ada.id)).toHaveLength(5);
    expect(owners.filter((owner) => owner === bob.id)).toHaveLength(5);

    for (const [i, lead] of leads.entries()) {
      expect(await emailed(lead, 'new_lead')).toEqual([emailOf(owners[i] ?? null)]);
      expect(await chatted(lead, 'new_lead')).toBe(1);
    }

    await db.query(`update public.contact_submissions set created_at = now() - interval '8 minutes'`);
    await queueEscalations();
    for (const lead of leads) {
      expect(await emailed(lead, 'escalation')).toEqual([ada.email, bob.email, cy.email]);
      expect(await chatted(lead, 'escalation')).toBe(1);
    }
  });

  it('with nobody taking leads a lead has no owner and everyone who wants new leads is alerted, as before owners', async () => {
    await db.query(`update public.alert_preferences set taking_leads = false`);
    const lead = await storeLead();
    expect(await ownerOf(lead)).toBeNull();
    expect(await emailed(lead, 'new_lead')).toEqual([ada.email, bob.email, cy.email]);
  });

  it('skips a deactivated member of staff and takes them back once reactivated', async () => {
    await db.query(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [bob.id]);
    const whileAway = [await storeLead(), await storeLead(), await storeLead()];
    expect(await Promise.all(whileAway.map(ownerOf))).toEqual([ada.id, ada.id, ada.id]);

    await db.query(`update auth.users set banned_until = now() - interval '1 second' where id = $1`, [bob.id]);
    expect(await ownerOf(await storeLead())).toBe(bob.id);
  });

  it('gives suspected spam and an import of old leads no owner, and does not move the turn for them', async () => {
    await db.query(
      `insert into public.contact_submissions (first_name, last_name, email, phone, business, spam, created_at)
       values ('Spam', 'Bot', 'bot@example.com', '+1 555 0100', 'Owners', true, now()),
              ('Old', 'Lead', 'old@example.com', '+1 555 0100', 'Owners', false, now() - interval '1 hour')`,
    );
    const unowned = await db.query<{ owner_id: string | null }>(`select owner_id from public.contact_submissions`);
    expect(unowned).toEqual([{ owner_id: null }, { owner_id: null }]);
    expect(await ownerOf(await storeLead())).toBe(ada.id);
  });

  it('a repeat request keeps the first request’s owner', async () => {
    const first = await storeLead(db.query, 'again@example.com');
    const firstOwner = await ownerOf(first);
    const repeat = await db.rolledBack(async (query) => {
      await becomeCaller(query, 'anon');
      await query(
        `insert into public.contact_submissions (first_name, last_name, email, phone, business)
         values ('Lead', 'Again', 'Again@example.com', '+1 555 0100', 'Owners')`,
      );
      await query('reset role');
      const [row] = await query<{ owner_id: string; repeat_of: string }>(
        `select owner_id, repeat_of from public.contact_submissions where repeat_of is not null`,
      );
      const [alert] = await query<{ recipient: string }>(
        `select recipient from public.alert_deliveries d join public.contact_submissions cs on cs.id = d.submission_id
          where cs.repeat_of is not null and d.kind = 'new_lead' and d.channel = 'email'`,
      );
      return { ...row, alerted: alert?.recipient };
    });
    expect(repeat).toEqual({ owner_id: firstOwner, repeat_of: first, alerted: emailOf(firstOwner) });
  });
});

describe('two requests stored at the same moment', () => {
  let other: Session;
  beforeAll(async () => {
    other = await db.connect();
  });
  afterAll(() => other?.close());

  /** How many other connections to this database wait for a lock (the second request, once it reached the turn). */
  const waitingForALock = async () => {
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_catalog.pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    return row?.n;
  };

  it('the second waits for the first’s turn and takes the next person', async () => {
    await db.query('begin');
    let secondLead: Promise<string> | undefined;
    try {
      const firstLead = await storeLead(db.query);
      // The other connection's request arrives while the first still holds the turn.
      secondLead = storeLead(other.query);
      await expect.poll(waitingForALock).toBe(1);
      await db.query('commit');
      const owners = [await ownerOf(firstLead), await ownerOf(await secondLead)];
      expect(new Set(owners)).toEqual(new Set([ada.id, bob.id]));
    } catch (error) {
      await db.query('rollback');
      await secondLead?.catch(() => undefined);
      throw error;
    }
  });
});

describe('handing a lead on', () => {
  const reassign = (query: Query, lead: string, to: string, reason: string) =>
    query(`select * from public.reassign_lead($1, $2, $3)`, [lead, to, reason]);

  async function refusal(work: () => Promise<unknown>): Promise<string | undefined> {
    try {
      await work();
      return undefined;
    } catch (error) {
      return (error as { code?: string }).code;
    }
  }

  it('the owner or an admin may reassign with a reason, kept in the history; another salesperson may not', async () => {
    await db.query(`update public.alert_preferences set taking_leads = (user_id = $1)`, [bob.id]);
    const lead = await storeLead();
    expect(await ownerOf(lead)).toBe(bob.id);

    await db.query(`insert into auth.users (id, email, raw_app_meta_data) values ($1, $2, '{"role": "sales"}')`, [
      carol.id,
      carol.email,
    ]);
    expect(
      await refusal(() =>
        db.rolledBack(async (query) => {
          await becomeStaff(query, carol);
          await reassign(query, lead, carol.id, 'I know them');
        }),
      ),
    ).toBe('42501');
    // Nor does she see whom it could go to: the panel offers her no Reassign.
    expect(
      await db.rolledBack(async (query) => {
        await becomeStaff(query, carol);
        return query(`select * from public.lead_owner_choices($1)`, [lead]);
      }),
    ).toEqual([]);

    await db.query('begin');
    try {
      await becomeStaff(db.query, bob);
      const choices = await db.query<{ email: string }>(`select email from public.lead_owner_choices($1)`, [lead]);
      expect(choices.map((choice) => choice.email)).toEqual([ada.email, bob.email, carol.email, cy.email]);
      expect(await refusal(() => reassign(db.query, lead, cy.id, '   '))).toBe('22023');
      await db.query('rollback');
      await db.query('begin');
      await becomeStaff(db.query, bob);
      await reassign(db.query, lead, cy.id, '  Cy speaks German  ');
      await db.query('commit');
    } catch (error) {
      await db.query('rollback');
      throw error;
    }
    expect(await ownerOf(lead)).toBe(cy.id);

    await db.query('begin');
    await becomeStaff(db.query, ada);
    await reassign(db.query, lead, carol.id, 'Back from holiday');
    await db.query('commit');
    expect(await ownerOf(lead)).toBe(carol.id);

    const history = await db.query(
      `select kind, from_owner, to_owner, body, author_email from public.lead_events
        where submission_id = $1 order by created_at, id`,
      [lead],
    );
    expect(history).toEqual([
      { kind: 'owner', from_owner: bob.email, to_owner: cy.email, body: 'Cy speaks German', author_email: bob.email },
      {
        kind: 'owner',
        from_owner: cy.email,
        to_owner: carol.email,
        body: 'Back from holiday',
        author_email: ada.email,
      },
    ]);
  });

  it('a lead goes only to an active member of staff', async () => {
    const lead = await storeLead();
    await db.query(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [cy.id]);
    expect(
      await refusal(() =>
        db.rolledBack(async (query) => {
          await becomeStaff(query, ada);
          await reassign(query, lead, cy.id, 'On leave?');
        }),
      ),
    ).toBe('22023');
  });

  it('a deleted owner’s leads become unassigned', async () => {
    const lead = await storeLead();
    const owner = await ownerOf(lead);
    await db.rolledBack(async (query) => {
      await query(`delete from public.alert_preferences where user_id = $1`, [owner]);
      await query(`delete from auth.users where id = $1`, [owner]);
      const [row] = await query(`select owner_id, owner_email from public.contact_submissions where id = $1`, [lead]);
      expect(row).toEqual({ owner_id: null, owner_email: null });
    });
  });
});
