-- Staff alerts for every live demo request: an email to each admin who wants it and a team-chat message, an
-- escalation while the lead is still New some minutes before the 10-minute promise runs out, and one
-- acknowledgement to the prospect.
--
-- alert_deliveries is both the outbox and the delivery ledger. The trigger on contact_submissions writes a lead's
-- messages in the transaction that stores the lead (so a lead never exists without its alerts, nor an alert
-- without its lead); one row per (lead, channel, kind, recipient), unique, so a message is queued once whatever
-- retries. The sending worker (supabase/functions/_shared/alerts) claims due rows with `for update skip locked`
-- and a lease through claim_alert_deliveries(), sends them with the row id as the idempotency key, and records
-- each outcome through record_alert_delivery(). Everything the worker calls is for the service role only.
--
-- Admins read the ledger (the delivery log, a lead's history), the channels' health and the settings; each admin
-- reads and writes only their own alert preference.

create table public.alert_settings (
  id boolean primary key default true,
  escalate_after_minutes integer not null default 7,
  max_attempts integer not null default 12,
  backoff_base_ms integer not null default 2000,
  backoff_max_ms integer not null default 300000,
  lease_seconds integer not null default 60,
  time_zone text not null default 'UTC',
  constraint alert_settings_single_row check (id),
  -- An escalation before the 10-minute promise runs out, never at or after it.
  constraint alert_settings_escalate_range check (escalate_after_minutes between 1 and 9),
  constraint alert_settings_max_attempts_range check (max_attempts between 1 and 100),
  constraint alert_settings_backoff_range check (backoff_base_ms between 100 and backoff_max_ms and backoff_max_ms <= 3600000),
  constraint alert_settings_lease_range check (lease_seconds between 10 and 3600)
);

comment on table public.alert_settings is 'The one row of alert settings; change it with SQL to tune escalation, retries and the lease.';
comment on column public.alert_settings.escalate_after_minutes is 'Minutes after a lead arrives at which it is escalated while still New.';
comment on column public.alert_settings.max_attempts is 'Tries per message before it is parked as failed.';
comment on column public.alert_settings.backoff_base_ms is 'Wait before the second try; it doubles each try (with jitter) up to backoff_max_ms.';
comment on column public.alert_settings.lease_seconds is 'How long a claimed message is reserved for the worker that claimed it.';
comment on column public.alert_settings.time_zone is 'Time zone of the chat channel, and of admins who have not chosen one.';

insert into public.alert_settings default values;

alter table public.alert_settings enable row level security;
revoke all on table public.alert_settings from anon, authenticated;
grant select on table public.alert_settings to authenticated;

create policy "Admins can read alert settings"
  on public.alert_settings for select to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

-- What each admin receives. No row means every new lead, so a new admin is alerted until they choose otherwise.
create table public.alert_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  receive text not null default 'all',
  time_zone text not null default 'UTC',
  updated_at timestamptz not null default now(),
  constraint alert_preferences_receive_known check (receive in ('all', 'escalations', 'none')),
  constraint alert_preferences_time_zone_length check (char_length(time_zone) between 1 and 64)
);

comment on table public.alert_preferences is 'Per admin: every new lead (all), escalations only, or nothing; and the time zone of their alerts.';

alter table public.alert_preferences enable row level security;
revoke all on table public.alert_preferences from anon, authenticated;
grant select on table public.alert_preferences to authenticated;
grant insert (receive, time_zone) on table public.alert_preferences to authenticated;
grant update (receive, time_zone, updated_at) on table public.alert_preferences to authenticated;

create policy "Admins can read their own alert preference"
  on public.alert_preferences for select to authenticated
  using (user_id = (select auth.uid()) and (select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

create policy "Admins can create their own alert preference"
  on public.alert_preferences for insert to authenticated
  with check (user_id = (select auth.uid()) and (select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

create policy "Admins can change their own alert preference"
  on public.alert_preferences for update to authenticated
  using (user_id = (select auth.uid()) and (select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'))
  with check (user_id = (select auth.uid()) and (select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

create table public.alert_deliveries (
  -- Also the idempotency key the email API receives, so a retried send is delivered once.
  id uuid primary key default gen_random_uuid(),
  -- Erasing a lead erases what was sent about it.
  submission_id uuid references public.contact_submissions (id) on delete cascade,
  kind text not null,
  channel text not null,
  -- An email address, or 'team chat' for the chat channel.
  recipient text not null,
  -- The admin a message is for (their time zone and preference); null for the prospect and the chat.
  recipient_user_id uuid references auth.users (id) on delete set null,
  status text not null default 'pending',
  attempts integer not null default 0,
  -- When a pending message is due, or when a claimed one's lease runs out.
  next_attempt_at timestamptz not null default now(),
  last_error text,
  last_error_at timestamptz,
  provider_id text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint alert_deliveries_kind_known check (kind in ('new_lead', 'escalation', 'acknowledgement', 'test')),
  constraint alert_deliveries_channel_known check (channel in ('email', 'chat')),
  constraint alert_deliveries_status_known check (status in ('pending', 'sending', 'sent', 'failed', 'cancelled')),
  -- A test alert is about no lead; every other message is about one.
  constraint alert_deliveries_lead_shape check ((kind = 'test') = (submission_id is null)),
  constraint alert_deliveries_recipient_length check (char_length(recipient) between 1 and 320),
  constraint alert_deliveries_error_length check (char_length(last_error) <= 2000),
  constraint alert_deliveries_once unique (submission_id, channel, kind, recipient)
);

comment on table public.alert_deliveries is 'Outbox and ledger of staff alerts and acknowledgements: one row per message, written with the lead.';
comment on column public.alert_deliveries.status is 'pending (retrying once attempts > 0), sending (claimed, leased until next_attempt_at), sent, failed or cancelled.';

-- The worker's claim: what is due, soonest first.
create index alert_deliveries_due_idx on public.alert_deliveries (next_attempt_at) where status in ('pending', 'sending');
-- The delivery log, newest first.
create index alert_deliveries_created_at_idx on public.alert_deliveries (created_at desc);
-- The escalation scan walks the last day's live leads: each has exactly one new-lead chat row.
create index alert_deliveries_live_leads_idx on public.alert_deliveries (created_at) where kind = 'new_lead' and channel = 'chat';

alter table public.alert_deliveries enable row level security;
revoke all on table public.alert_deliveries from anon, authenticated;
grant select on table public.alert_deliveries to authenticated;

create policy "Admins can read alert deliveries"
  on public.alert_deliveries for select to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

-- The last word of the worker: when it last ran and how its channels are configured, for the channels' health.
create table public.alert_worker_state (
  id boolean primary key default true,
  last_run_at timestamptz,
  worker text,
  channels jsonb not null default '{}',
  constraint alert_worker_state_single_row check (id)
);

comment on table public.alert_worker_state is 'When the alert worker last ran and what it said of each channel''s configuration.';

insert into public.alert_worker_state default values;

alter table public.alert_worker_state enable row level security;
revoke all on table public.alert_worker_state from anon, authenticated;
grant select on table public.alert_worker_state to authenticated;

create policy "Admins can read the alert worker's state"
  on public.alert_worker_state for select to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

-- The recipients of a kind of alert: every admin whose preference takes it, and the team chat.
create function private.alert_recipients(p_kind text)
returns table (channel text, recipient text, user_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select 'email', u.email, u.id
    from auth.users as u
    left join public.alert_preferences as p on p.user_id = u.id
   where u.raw_app_meta_data ->> 'role' = 'admin'
     and u.email is not null
     and case p_kind
           when 'new_lead' then coalesce(p.receive, 'all') = 'all'
           else coalesce(p.receive, 'all') <> 'none'
         end
  union all
  select 'chat', 'team chat', null::uuid;
$$;

revoke execute on function private.alert_recipients(text) from public;

-- A lead that arrives live gets its alerts and its acknowledgement in the same transaction. Suspected spam gets
-- nothing; neither does a row stored with an arrival time already past the reply window (an import of old leads,
-- which only the service role can date), since nobody can keep a promise that has run out. A retried submit is
-- ignored by the form's upsert and never reaches this trigger; the unique key would drop it anyway.
create function private.enqueue_lead_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.spam or new.created_at <= now() - interval '10 minutes' then
    return null;
  end if;
  insert into public.alert_deliveries (submission_id, kind, channel, recipient, recipient_user_id)
  select new.id, 'new_lead', r.channel, r.recipient, r.user_id
    from private.alert_recipients('new_lead') as r
  union all
  select new.id, 'acknowledgement', 'email', new.email, null
  on conflict do nothing;
  -- The local stand-in runs its worker on this; on Supabase, pg_net's kick does (docs/alerts.md).
  perform pg_notify('alert_deliveries', '');
  return null;
end;
$$;

revoke execute on function private.enqueue_lead_alerts() from public;

create trigger contact_submissions_enqueue_alerts
  after insert on public.contact_submissions
  for each row execute function private.enqueue_lead_alerts();

-- The worker's one way to take work. It records that it ran and how its channels are configured, queues the
-- escalations that have come due (a live lead still New escalate_after_minutes after its stored arrival, within
-- a day), cancels escalations of leads answered meanwhile, then claims up to p_limit due messages of its ready
-- channels: each is leased (next_attempt_at moves to the lease's end) and its attempt counted, so a worker that
-- dies mid-send leaves it to the next claim once the lease runs out. `for update skip locked` lets two workers
-- claim at once without taking the same row.
create function public.claim_alert_deliveries(p_worker text, p_channels jsonb, p_limit integer default 20)
returns table (
  id uuid,
  kind text,
  channel text,
  recipient text,
  attempt integer,
  max_attempts integer,
  backoff_base_ms integer,
  backoff_max_ms integer,
  time_zone text,
  submission_id uuid,
  first_name text,
  last_name text,
  email text,
  phone text,
  business text,
  created_at timestamptz,
  reply_due_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  settings public.alert_settings;
  ready_channels text[];
begin
  if p_limit is null or p_limit not between 1 and 500 then
    raise exception 'p_limit must be between 1 and 500' using errcode = '22023';
  end if;
  select * into strict settings from public.alert_settings;
  select coalesce(array_agg(c.key), '{}') into ready_channels
    from jsonb_each(coalesce(p_channels, '{}')) as c
   where c.key in ('email', 'chat') and (c.value ->> 'ready')::boolean is true;

  update public.alert_worker_state
     set last_run_at = now(), worker = left(p_worker, 200), channels = coalesce(p_channels, '{}');

  insert into public.alert_deliveries (submission_id, kind, channel, recipient, recipient_user_id)
  select cs.id, 'escalation', r.channel, r.recipient, r.user_id
    from public.alert_deliveries as live
    join public.contact_submissions as cs on cs.id = live.submission_id
   cross join private.alert_recipients('escalation') as r
   where live.kind = 'new_lead' and live.channel = 'chat'
     and live.created_at > now() - interval '1 day'
     and cs.created_at <= now() - make_interval(mins => settings.escalate_after_minutes)
     and cs.status = 'new' and not cs.spam
     and not exists (select 1 from public.alert_deliveries as e
                      where e.submission_id = cs.id and e.kind = 'escalation')
  on conflict do nothing;

  update public.alert_deliveries as d
     set status = 'cancelled', last_error = 'The lead was answered before the escalation went out.', updated_at = now()
    from public.contact_submissions as cs
   where d.kind = 'escalation' and d.status = 'pending'
     and cs.id = d.submission_id and (cs.status <> 'new' or cs.spam);

  return query
  with due as (
    select d.id
      from public.alert_deliveries as d
     where d.status in ('pending', 'sending') and d.next_attempt_at <= now() and d.channel = any (ready_channels)
     order by d.next_attempt_at
     limit p_limit
       for update skip locked
  ),
  claimed as (
    update public.alert_deliveries as d
       set status = 'sending',
           attempts = d.attempts + 1,
           next_attempt_at = now() + make_interval(secs => settings.lease_seconds),
           updated_at = now()
      from due
     where d.id = due.id
    returning d.*
  )
  select c.id, c.kind, c.channel, c.recipient, c.attempts, settings.max_attempts, settings.backoff_base_ms,
         settings.backoff_max_ms, coalesce(p.time_zone, settings.time_zone), c.submission_id,
         cs.first_name, cs.last_name, cs.email, cs.phone, cs.business, cs.created_at,
         cs.created_at + interval '10 minutes'
    from claimed as c
    left join public.contact_submissions as cs on cs.id = c.submission_id
    left join public.alert_preferences as p on p.user_id = c.recipient_user_id
   order by c.next_attempt_at, c.created_at;
end;
$$;

revoke execute on function public.claim_alert_deliveries(text, jsonb, integer) from public, anon, authenticated;
grant execute on function public.claim_alert_deliveries(text, jsonb, integer) to service_role;

-- The outcome of one claimed attempt: 'sent', 'retry' (after p_retry_in_ms; parked as failed once the tries are
-- used up) or 'failed' (a permanent refusal). Only the attempt that holds the claim may record it, so a worker
-- whose lease ran out cannot overwrite a later attempt. Returns the row's status afterwards, or null when the
-- claim was lost.
create function public.record_alert_delivery(
  p_id uuid,
  p_attempt integer,
  p_outcome text,
  p_detail text default null,
  p_retry_in_ms integer default null,
  p_provider_id text default null
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.alert_settings;
  result text;
begin
  if p_outcome is null or p_outcome not in ('sent', 'retry', 'failed') then
    raise exception 'p_outcome must be sent, retry or failed' using errcode = '22023';
  end if;
  select * into strict settings from public.alert_settings;
  update public.alert_deliveries as d
     set status = case
                    when p_outcome = 'sent' then 'sent'
                    when p_outcome = 'retry' and d.attempts < settings.max_attempts then 'pending'
                    else 'failed'
                  end,
         sent_at = case when p_outcome = 'sent' then now() end,
         provider_id = case when p_outcome = 'sent' then left(p_provider_id, 200) end,
         last_error = case
                        when p_outcome = 'sent' then d.last_error
                        when p_outcome = 'retry' and d.attempts >= settings.max_attempts
                          then left(format('Gave up after %s tries: %s', d.attempts, p_detail), 2000)
                        else left(p_detail, 2000)
                      end,
         last_error_at = case when p_outcome = 'sent' then d.last_error_at else now() end,
         next_attempt_at = case
                             when p_outcome = 'retry'
                               then now() + make_interval(secs => greatest(coalesce(p_retry_in_ms, 0), 0) / 1000.0)
                             else d.next_attempt_at
                           end,
         updated_at = now()
   where d.id = p_id and d.status = 'sending' and d.attempts = p_attempt
  returning d.status into result;
  return result;
end;
$$;

revoke execute on function public.record_alert_delivery(uuid, integer, text, text, integer, text) from public, anon, authenticated;
grant execute on function public.record_alert_delivery(uuid, integer, text, text, integer, text) to service_role;

-- When the worker next has something to do: the soonest due or leased message, or the soonest escalation to come.
-- The local stand-in sleeps until then; on Supabase the cron runs the worker every few seconds regardless.
create function public.next_alert_due_at()
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select least(
    (select min(d.next_attempt_at) from public.alert_deliveries as d where d.status in ('pending', 'sending')),
    (select min(cs.created_at) + make_interval(mins => (select s.escalate_after_minutes from public.alert_settings as s))
       from public.alert_deliveries as live
       join public.contact_submissions as cs on cs.id = live.submission_id
      where live.kind = 'new_lead' and live.channel = 'chat'
        and live.created_at > now() - interval '1 day'
        and cs.status = 'new' and not cs.spam
        and not exists (select 1 from public.alert_deliveries as e
                         where e.submission_id = cs.id and e.kind = 'escalation'))
  );
$$;

revoke execute on function public.next_alert_due_at() from public, anon, authenticated;
grant execute on function public.next_alert_due_at() to service_role;

-- An admin's own preference, created or changed: security invoker, so the row-level security above decides.
create function public.save_alert_preference(p_receive text, p_time_zone text)
returns public.alert_preferences
language plpgsql
set search_path = ''
as $$
declare
  saved public.alert_preferences;
begin
  if (select auth.jwt() -> 'app_metadata' ->> 'role') is distinct from 'admin' then
    raise exception 'Only admins receive alerts' using errcode = '42501';
  end if;
  if not exists (select 1 from pg_catalog.pg_timezone_names as z where z.name = p_time_zone) then
    raise exception 'Unknown time zone: %', left(p_time_zone, 64) using errcode = '22023';
  end if;
  insert into public.alert_preferences (receive, time_zone)
  values (p_receive, p_time_zone)
  on conflict (user_id) do update set receive = excluded.receive, time_zone = excluded.time_zone, updated_at = now()
  returning * into saved;
  return saved;
end;
$$;

revoke execute on function public.save_alert_preference(text, text) from public, anon;
grant execute on function public.save_alert_preference(text, text) to authenticated;

-- "Send test alert": an email to the admin who asked and a chat message, queued like any alert. One per admin
-- every 5 seconds, so a held-down button cannot flood the channels.
create function public.send_test_alert()
returns setof public.alert_deliveries
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  caller_email text;
begin
  if (select auth.jwt() -> 'app_metadata' ->> 'role') is distinct from 'admin' or caller is null then
    raise exception 'Only admins may send a test alert' using errcode = '42501';
  end if;
  select u.email into caller_email from auth.users as u where u.id = caller;
  if caller_email is null then
    raise exception 'Your account has no email address to send a test alert to' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('send_test_alert:' || caller::text, 0));
  if exists (select 1 from public.alert_deliveries as d
              where d.kind = 'test' and d.recipient_user_id = caller and d.created_at > now() - interval '5 seconds') then
    raise sqlstate 'PT429' using message = 'A test alert was just sent', hint = 'Wait a few seconds before sending another.';
  end if;
  return query
  insert into public.alert_deliveries (kind, channel, recipient, recipient_user_id)
  values ('test', 'email', caller_email, caller), ('test', 'chat', 'team chat', caller)
  returning *;
  perform pg_notify('alert_deliveries', '');
end;
$$;

revoke execute on function public.send_test_alert() from public, anon;
grant execute on function public.send_test_alert() to authenticated;

-- Each channel's health for the Alerts screen: how the worker last found it configured and when it last ran, the
-- last success and failure, and what is waiting, retrying or failed. Security invoker with an explicit check, as
-- lead_counts: a non-admin gets 42501, not empty figures.
create function public.alert_channel_health()
returns table (
  channel text,
  ready boolean,
  detail text,
  worker_seen_at timestamptz,
  last_sent_at timestamptz,
  last_failed_at timestamptz,
  last_error text,
  waiting bigint,
  retrying bigint,
  failed_last_day bigint
)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  if (select auth.jwt() -> 'app_metadata' ->> 'role') is distinct from 'admin' then
    raise exception 'Only admins may read the alert channels'' health' using errcode = '42501';
  end if;
  return query
  select ch.name,
         coalesce((w.channels -> ch.name ->> 'ready')::boolean, false),
         w.channels -> ch.name ->> 'detail',
         w.last_run_at,
         (select max(d.sent_at) from public.alert_deliveries as d where d.channel = ch.name and d.status = 'sent'),
         lf.last_error_at,
         lf.last_error,
         -- A message on its first try is waiting; one that has failed before is retrying.
         (select count(*) from public.alert_deliveries as d
           where d.channel = ch.name and d.status in ('pending', 'sending') and d.last_error_at is null),
         (select count(*) from public.alert_deliveries as d
           where d.channel = ch.name and d.status in ('pending', 'sending') and d.last_error_at is not null),
         (select count(*) from public.alert_deliveries as d
           where d.channel = ch.name and d.status = 'failed' and d.updated_at > now() - interval '1 day')
    from (values ('email', 1), ('chat', 2)) as ch (name, position)
   cross join public.alert_worker_state as w
    left join lateral (select d.last_error_at, d.last_error from public.alert_deliveries as d
                        where d.channel = ch.name and d.last_error_at is not null
                        order by d.last_error_at desc limit 1) as lf on true
   order by ch.position;
end;
$$;

revoke execute on function public.alert_channel_health() from public, anon;
grant execute on function public.alert_channel_health() to authenticated;
