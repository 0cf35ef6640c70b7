import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomeCaller, callerUsersSql } from './support/callers';
import { openTestDatabase, type Query, type TestDatabase } from './support/test-database';

// What the migrations wire up on hosted Supabase, where pg_cron, pg_net and Vault exist. None of them can be
// installed here (the npm registry ships no pg_cron or pg_net build), so this database on the tests' PostgreSQL server
// gets look-alikes before the migrations run: cron.schedule and cron.job with pg_cron's shape (a name scheduled
// again replaces its job), net.http_post with pg_net's signature recording each request, and Vault's
// decrypted_secrets view. They prove what the guarded blocks create and what their statements do; they do not prove
// that a real pg_cron accepts the schedules (docs/deploy.md says how to check that on the project).
const extensionLookalikes = `
  create schema cron;
  create table cron.job (
    jobid bigint generated always as identity primary key,
    jobname text not null unique,
    schedule text not null,
    command text not null
  );
  create function cron.schedule(job_name text, schedule text, command text) returns bigint
  language sql as $$
    insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
    on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
    returning jobid
  $$;

  create schema net;
  create table net.requests (
    id bigint generated always as identity primary key,
    url text,
    body jsonb,
    params jsonb,
    headers jsonb,
    timeout_milliseconds integer
  );
  create function net.http_post(
    url text,
    body jsonb default '{}',
    params jsonb default '{}',
    headers jsonb default '{"Content-Type": "application/json"}',
    timeout_milliseconds integer default 5000
  ) returns bigint
  language sql as $$
    insert into net.requests (url, body, params, headers, timeout_milliseconds)
    values (url, body, params, headers, timeout_milliseconds)
    returning id
  $$;

  create schema vault;
  create table vault.secrets (name text primary key, secret text not null);
  create view vault.decrypted_secrets as select name, secret as decrypted_secret from vault.secrets;
`;

let wired: TestDatabase;
let plain: TestDatabase;

beforeAll(async () => {
  [wired, plain] = await Promise.all([openTestDatabase({ beforeMigrations: extensionLookalikes }), openTestDatabase()]);
}, 120_000);

afterAll(async () => {
  await wired?.close();
  await plain?.close();
});

async function setVaultSecrets(secrets: Record<string, string>) {
  await wired.query('delete from vault.secrets');
  for (const [name, secret] of Object.entries(secrets)) {
    await wired.query('insert into vault.secrets (name, secret) values ($1, $2)', [name, secret]);
  }
}

async function requestsDuring(work: () => Promise<unknown>) {
  await wired.query('delete from net.requests');
  await work();
  return wired.query<{ url: string; headers: Record<string, string>; timeout: number }>(
    'select url, headers, timeout_milliseconds as timeout from net.requests order by id',
  );
}

const queueTwoTestAlerts = (query: Query) =>
  query(`insert into public.alert_deliveries (kind, channel, recipient)
    values ('test', 'chat', 'team chat'), ('test', 'email', 'admin@example.com')`);

describe('where pg_cron, pg_net and Vault exist (look-alikes)', () => {
  it('the migrations schedule the alert worker every 5 s, the site events hourly, the silent-call sweep every 15 s, the calendar feeds every 15 minutes, and the voice report and audit trail sweeps daily', async () => {
    expect(await wired.query('select jobname, schedule, command from cron.job order by jobname')).toEqual([
      { jobname: 'audit-retention', schedule: '41 3 * * *', command: 'select private.sweep_audit_events()' },
      {
        jobname: 'close-silent-voice-calls',
        schedule: '15 seconds',
        command: 'select private.close_silent_voice_calls()',
      },
      { jobname: 'lead-alerts', schedule: '5 seconds', command: 'select private.kick_lead_alerts()' },
      { jobname: 'meeting-feeds', schedule: '*/15 * * * *', command: 'select private.kick_meeting_feeds()' },
      { jobname: 'site-event-maintenance', schedule: '17 * * * *', command: 'select private.site_event_maintenance()' },
      {
        jobname: 'sweep-voice-call-reports',
        schedule: '41 3 * * *',
        command: 'select private.sweep_voice_call_reports()',
      },
    ]);
  });

  it('each scheduled command runs as the database owner', async () => {
    const jobs = await wired.query<{ command: string }>('select command from cron.job order by jobname');
    for (const { command } of jobs) await expect(wired.query(command)).resolves.toBeDefined();
  });

  it('a statement that queues messages wakes the lead-alerts function once, at the Vault address with the Vault secret', async () => {
    await setVaultSecrets({ project_url: 'https://abcd.supabase.co/', alert_worker_secret: 'worker-secret' });
    const triggers = await wired.query(
      `select tgname from pg_trigger where tgrelid = 'public.alert_deliveries'::regclass and tgname = 'alert_deliveries_kick'`,
    );
    expect(triggers).toHaveLength(1);

    const requests = await requestsDuring(() => queueTwoTestAlerts(wired.query));
    expect(requests).toEqual([
      {
        url: 'https://abcd.supabase.co/functions/v1/lead-alerts',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer worker-secret' },
        timeout: 30000,
      },
    ]);
  });

  it('the feeds job, and a staff member saving a new calendar address, call meeting-feeds with its Vault secret', async () => {
    await setVaultSecrets({ project_url: 'https://abcd.supabase.co', meeting_feeds_secret: 'feeds-secret' });
    const wakeUp = {
      url: 'https://abcd.supabase.co/functions/v1/meeting-feeds',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer feeds-secret' },
      timeout: 60000,
    };
    expect(await requestsDuring(() => wired.query('select private.kick_meeting_feeds()'))).toEqual([wakeUp]);

    await wired.query(callerUsersSql);
    const session = await wired.connect();
    const saved = await requestsDuring(async () => {
      await session.query('begin');
      await becomeCaller(session.query, 'sales');
      await session.query(
        `select public.save_my_meeting_hours('Sam', 'UTC', '[]'::jsonb, 'https://calendar.example/s.ics')`,
      );
      await session.query('commit');
    });
    await session.close();
    expect(saved).toEqual([wakeUp]);
    await setVaultSecrets({ project_url: 'https://abcd.supabase.co' });
    expect(await requestsDuring(() => wired.query('select private.kick_meeting_feeds()'))).toEqual([]);
  });

  it('the 5-second job makes the same call', async () => {
    await setVaultSecrets({ project_url: 'https://abcd.supabase.co', alert_worker_secret: 'worker-secret' });
    const requests = await requestsDuring(() => wired.query('select private.kick_lead_alerts()'));
    expect(requests.map((request) => request.url)).toEqual(['https://abcd.supabase.co/functions/v1/lead-alerts']);
  });

  it('until both Vault secrets are set nothing is called, and the messages are stored all the same', async () => {
    const partial: Record<string, string>[] = [
      {},
      { project_url: 'https://abcd.supabase.co' },
      { alert_worker_secret: 'worker-secret' },
    ];
    for (const secrets of partial) {
      await setVaultSecrets(secrets);
      expect(await requestsDuring(() => queueTwoTestAlerts(wired.query))).toEqual([]);
    }
  });

  it('a wake-up call that cannot be queued never loses the message', async () => {
    await setVaultSecrets({ project_url: 'https://abcd.supabase.co', alert_worker_secret: 'worker-secret' });
    const added = await wired.rolledBack(async (query) => {
      await query(`create or replace function net.http_post(
          url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}',
          timeout_milliseconds integer default 5000
        ) returns bigint language plpgsql as $$ begin raise exception 'the request queue is full'; end $$`);
      const stored = async () =>
        (await query<{ count: number }>('select count(*)::int as count from public.alert_deliveries'))[0]?.count ?? 0;
      const before = await stored();
      await queueTwoTestAlerts(query);
      return (await stored()) - before;
    });
    expect(added).toBe(2);
  });
});

describe('where they do not exist (the stand-in, a PostgreSQL server without them)', () => {
  it('the migrations create no job, no wake-up call and no trigger, and apply without error', async () => {
    const found = await plain.query(`select
      to_regnamespace('cron') as cron,
      to_regnamespace('net') as net,
      to_regprocedure('private.kick_lead_alerts()') as kick,
      to_regprocedure('private.kick_lead_alerts_on_insert()') as kick_on_insert,
      to_regprocedure('private.kick_meeting_feeds()') as kick_feeds,
      (select count(*)::int from pg_trigger where tgname = 'alert_deliveries_kick') as triggers`);
    expect(found).toEqual([{ cron: null, net: null, kick: null, kick_on_insert: null, kick_feeds: null, triggers: 0 }]);
  });
});
