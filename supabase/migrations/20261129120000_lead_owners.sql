-- Leads have owners.
--   * Staff (app_metadata.role admin or sales) who are not deactivated (banned_until in the future) or deleted, and
--     who switched on "Taking new leads" on their Alerts screen (alert_preferences.taking_leads), take new leads in
--     turn: each live, non-spam first request gets the next of them as its owner in the transaction that stores it
--     (a before-insert trigger). The turn is one locked row (private.lead_rotation), so two requests stored at the
--     same moment queue on it and never take the same person out of turn. A repeat keeps its first request's owner.
--     Nobody taking leads: the lead is stored without an owner (Unassigned).
--   * owner_email is kept beside owner_id by the database (the inbox shows it and live changes carry it); a deleted
--     user's leads lose both (on delete set null, and the trigger follows).
--   * An admin or the lead's owner may hand it to another member of staff with a reason (public.reassign_lead; the
--     rule is private.may_reassign_lead), written to the lead's history as an `owner` event.
--   * Alerts about a lead go through one choice of recipients, private.lead_alert_recipients(lead, kind): the
--     escalation to every member of staff who wants alerts; any other kind (the new-lead alert) to the owner only,
--     or to everyone who wants every lead when the lead has no active owner. The team chat gets every one.
--   * The inbox counts follow a new owner filter (mine, unassigned), and lead_response_by_owner gives the median
--     first reply per owner.

-- The users routing may choose: staff whose account is neither deactivated nor deleted. plpgsql, so its body is
-- bound when called: a local data directory made before the stand-in knew deleted_at gains it at start.
create function private.active_staff()
returns table (user_id uuid, email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query
  select u.id, u.email::text
    from auth.users as u
   where u.raw_app_meta_data ->> 'role' in ('admin', 'sales')
     and u.email is not null
     and (u.banned_until is null or u.banned_until <= now())
     and u.deleted_at is null;
end;
$$;

revoke execute on function private.active_staff() from public, anon, authenticated;

alter table public.alert_preferences add column taking_leads boolean not null default false;

comment on column public.alert_preferences.taking_leads is 'Whether this member of staff takes new leads in turn ("Taking new leads"); off until they switch it on.';

grant insert (taking_leads) on table public.alert_preferences to authenticated;
grant update (taking_leads) on table public.alert_preferences to authenticated;

-- Staff taking new leads, in the order of the rotation (by user id: stable, and a newcomer takes their place in it).
create function private.lead_takers()
returns table (user_id uuid, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.user_id, s.email
    from private.active_staff() as s
    join public.alert_preferences as p on p.user_id = s.user_id
   where p.taking_leads
   order by s.user_id;
$$;

revoke execute on function private.lead_takers() from public, anon, authenticated;

-- Whose turn it is: the member of staff who took the last lead. One row, locked by each assignment.
create table private.lead_rotation (
  id boolean primary key default true,
  last_owner_id uuid,
  updated_at timestamptz not null default now(),
  constraint lead_rotation_single_row check (id)
);

comment on table private.lead_rotation is 'The round-robin''s cursor: who took the last new lead. Locked by every assignment.';

insert into private.lead_rotation default values;

-- Only the security-definer functions below read or write it; no API role has a privilege or a policy.
alter table private.lead_rotation enable row level security;

-- The next owner in turn, or null when nobody is taking leads. Locks the cursor until the transaction ends, so a
-- concurrent request waits and then sees this one's choice.
create function private.next_lead_owner()
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_owner uuid;
  chosen uuid;
begin
  -- Nobody taking leads (the usual state of a small team): no lock, no write.
  if not exists (select 1 from private.lead_takers()) then
    return null;
  end if;
  select r.last_owner_id into strict last_owner from private.lead_rotation as r for update;
  -- The first taker after the last owner, else the first of all (round the circle).
  select t.user_id into chosen
    from private.lead_takers() as t
   order by (last_owner is not null and t.user_id <= last_owner), t.user_id
   limit 1;
  if chosen is not null then
    update private.lead_rotation set last_owner_id = chosen, updated_at = now();
  end if;
  return chosen;
end;
$$;

revoke execute on function private.next_lead_owner() from public, anon, authenticated;

alter table public.contact_submissions
  add column owner_id uuid references auth.users (id) on delete set null,
  add column owner_email text;

comment on column public.contact_submissions.owner_id is 'The member of staff working this lead; set by the database (round-robin, or reassign_lead).';
comment on column public.contact_submissions.owner_email is 'The owner''s email address, kept by the database beside owner_id for the inbox.';

-- The Mine filter and the figures per owner.
create index contact_submissions_owner_id_idx on public.contact_submissions (owner_id, created_at desc);

create function private.staff_email(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select u.email::text from auth.users as u where u.id = p_user_id;
$$;

revoke execute on function private.staff_email(uuid) from public, anon, authenticated;

-- Named to run after contact_submissions_screen (spam) and contact_submissions_spot_repeat (repeats): triggers of
-- one event run in name order.
create function private.take_lead_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Only the service role can name an owner (an import); the API grants no one else the column.
  if new.owner_id is null and not new.spam then
    if new.repeat_of is not null then
      select cs.owner_id into new.owner_id from public.contact_submissions as cs where cs.id = new.repeat_of;
    -- A retry the form's upsert will ignore must not move the turn on; neither does an import of old leads,
    -- which are nobody's new lead (as they get no alerts).
    elsif not exists (select 1 from public.contact_submissions as cs where cs.request_id = new.request_id)
          and new.created_at > now() - interval '10 minutes' then
      new.owner_id := private.next_lead_owner();
    end if;
  end if;
  new.owner_email := private.staff_email(new.owner_id);
  return new;
end;
$$;

revoke execute on function private.take_lead_owner() from public, anon, authenticated;

create trigger contact_submissions_take_owner
  before insert on public.contact_submissions
  for each row execute function private.take_lead_owner();

-- A reassignment, and a deleted user's `on delete set null`, change owner_id; the email follows.
create function private.follow_owner_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.owner_email := private.staff_email(new.owner_id);
  return new;
end;
$$;

revoke execute on function private.follow_owner_email() from public, anon, authenticated;

create trigger contact_submissions_follow_owner_email
  before update of owner_id on public.contact_submissions
  for each row execute function private.follow_owner_email();

-- A reassignment in the lead's history: who had it, who has it now (their addresses then), and why.
alter table public.lead_events
  add column from_owner text,
  add column to_owner text,
  drop constraint lead_events_kind_known,
  add constraint lead_events_kind_known check (kind in ('status', 'note', 'owner')),
  add constraint lead_events_owner_shape check (
    kind <> 'owner'
    or (from_status is null and to_status is null and to_owner is not null
        and char_length(body) between 1 and 500 and body !~ '^\s|\s$')
  );

comment on column public.lead_events.from_owner is 'For an owner event: the previous owner''s email, null when the lead had none.';
comment on column public.lead_events.to_owner is 'For an owner event: the new owner''s email.';

-- Who may hand a lead to someone else: an admin, or the member of staff who owns it.
create function private.may_reassign_lead(p_submission_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.has_role('admin')
      or (private.has_role('sales')
          and exists (select 1 from public.contact_submissions as cs
                       where cs.id = p_submission_id and cs.owner_id = auth.uid()));
$$;

revoke execute on function private.may_reassign_lead(uuid) from public, anon, authenticated;

-- Hands a lead to another active member of staff, with a reason (1 to 500 characters, trimmed), and writes it to the
-- lead's history. Returns the history line.
create function public.reassign_lead(p_submission_id uuid, p_owner_id uuid, p_reason text)
returns public.lead_events
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead public.contact_submissions;
  reason text := regexp_replace(coalesce(p_reason, ''), '^\s+|\s+$', '', 'g');
  entry public.lead_events;
begin
  if not private.may_reassign_lead(p_submission_id) then
    raise exception 'Only an admin or the lead''s owner may reassign it' using errcode = '42501';
  end if;
  select * into lead from public.contact_submissions as cs where cs.id = p_submission_id for update;
  if not found then
    raise sqlstate 'PT404' using message = 'No such lead', detail = 'It may have been erased.';
  end if;
  if reason = '' or char_length(reason) > 500 then
    raise exception 'Say why the lead changes hands, in at most 500 characters' using errcode = '22023';
  end if;
  if not exists (select 1 from private.active_staff() as s where s.user_id = p_owner_id) then
    raise exception 'A lead can only go to an active member of staff' using errcode = '22023';
  end if;
  if lead.owner_id is not distinct from p_owner_id then
    raise exception 'The lead already belongs to them' using errcode = '22023';
  end if;

  update public.contact_submissions as cs set owner_id = p_owner_id where cs.id = p_submission_id;
  insert into public.lead_events (submission_id, kind, from_owner, to_owner, body, author_id, author_email)
  values (p_submission_id, 'owner', lead.owner_email, private.staff_email(p_owner_id), reason, auth.uid(),
          auth.jwt() ->> 'email')
  returning * into entry;
  -- Audit trail: the one place a reassignment is to be recorded in it (who, which lead, from whom, to whom).
  return entry;
end;
$$;

revoke execute on function public.reassign_lead(uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.reassign_lead(uuid, uuid, text) to authenticated;

-- Whom the caller may hand a lead to: every active member of staff, or nobody when the caller may not reassign it
-- (the lead panel offers Reassign only then). Staff only.
create function public.lead_owner_choices(p_submission_id uuid)
returns table (user_id uuid, email text, taking_leads boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (private.has_role('admin') or private.has_role('sales')) then
    raise exception 'Only staff may see who can take a lead' using errcode = '42501';
  end if;
  return query
  select s.user_id, s.email, coalesce(p.taking_leads, false)
    from private.active_staff() as s
    left join public.alert_preferences as p on p.user_id = s.user_id
   where private.may_reassign_lead(p_submission_id)
   order by s.email;
end;
$$;

revoke execute on function public.lead_owner_choices(uuid) from public, anon, authenticated;
grant execute on function public.lead_owner_choices(uuid) to authenticated;

-- "Taking new leads", the caller's own switch. Security invoker: the preference's row-level security decides, as
-- for save_alert_preference; a first row takes the browser's time zone.
create function public.set_taking_leads(p_taking boolean, p_time_zone text)
returns public.alert_preferences
language plpgsql
set search_path = ''
as $$
declare
  saved public.alert_preferences;
begin
  if not (private.has_role('admin') or private.has_role('sales')) then
    raise exception 'Only staff take leads' using errcode = '42501';
  end if;
  if p_taking is null then
    raise exception 'Say whether you take new leads' using errcode = '22023';
  end if;
  if not exists (select 1 from pg_catalog.pg_timezone_names as z where z.name = p_time_zone) then
    raise exception 'Unknown time zone: %', left(p_time_zone, 64) using errcode = '22023';
  end if;
  insert into public.alert_preferences (taking_leads, time_zone)
  values (p_taking, p_time_zone)
  on conflict (user_id) do update set taking_leads = excluded.taking_leads, updated_at = now()
  returning * into saved;
  return saved;
end;
$$;

revoke execute on function public.set_taking_leads(boolean, text) from public, anon, authenticated;
grant execute on function public.set_taking_leads(boolean, text) to authenticated;

-- Staff whose preference takes a kind of alert (no preference: every new lead), and the team chat. Now every active
-- member of staff, sales included, rather than admins only.
create or replace function private.alert_recipients(p_kind text)
returns table (channel text, recipient text, user_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select 'email', s.email, s.user_id
    from private.active_staff() as s
    left join public.alert_preferences as p on p.user_id = s.user_id
   where case p_kind
           when 'new_lead' then coalesce(p.receive, 'all') = 'all'
           else coalesce(p.receive, 'all') <> 'none'
         end
  union all
  select 'chat', 'team chat', null::uuid;
$$;

-- The one choice of who hears about a lead. An escalation goes to every member of staff who wants alerts; any other
-- kind (the new-lead alert, and later alerts about the lead) to its owner, unless they chose Nothing, or, when the
-- lead has no active owner, to everyone who wants every new lead. The team chat hears of every one.
create function private.lead_alert_recipients(p_submission_id uuid, p_kind text)
returns table (channel text, recipient text, user_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  with owner as (
    select s.user_id, s.email
      from public.contact_submissions as cs
      join private.active_staff() as s on s.user_id = cs.owner_id
     where cs.id = p_submission_id
  )
  select 'email', o.email, o.user_id
    from owner as o
    left join public.alert_preferences as p on p.user_id = o.user_id
   where p_kind <> 'escalation' and coalesce(p.receive, 'all') <> 'none'
  union all
  select r.channel, r.recipient, r.user_id
    from private.alert_recipients(case when p_kind = 'escalation' then 'escalation' else 'new_lead' end) as r
   where r.channel = 'chat' or p_kind = 'escalation' or not exists (select 1 from owner);
$$;

revoke execute on function private.lead_alert_recipients(uuid, text) from public, anon, authenticated;

-- As migration 20261127120000 left it, with the staff alert's recipients chosen for the lead.
create or replace function private.enqueue_lead_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  held_back text;
begin
  if new.spam or new.created_at <= now() - interval '10 minutes' then
    return null;
  end if;
  insert into public.alert_deliveries (submission_id, kind, channel, recipient, recipient_user_id)
  select new.id, 'new_lead', r.channel, r.recipient, r.user_id
    from private.lead_alert_recipients(new.id, 'new_lead') as r
  on conflict do nothing;
  -- Concurrent requests queue here, so two of them cannot both take the last place under a cap.
  perform pg_advisory_xact_lock(hashtextextended('acknowledgement-caps', 0));
  held_back := private.acknowledgement_refusal(new.email);
  insert into public.alert_deliveries (submission_id, kind, channel, recipient, status, last_error, last_error_at)
  values (new.id, 'acknowledgement', 'email', new.email,
          case when held_back is null then 'pending' else 'cancelled' end,
          held_back, case when held_back is not null then now() end)
  on conflict do nothing;
  -- The local stand-in runs its worker on this; on Supabase, pg_net's kick does (docs/alerts.md).
  perform pg_notify('alert_deliveries', '');
  return null;
end;
$$;

-- As migration 20261128110000 left it, with the escalation's recipients chosen for each lead.
create or replace function public.claim_alert_deliveries(p_worker text, p_channels jsonb, p_limit integer default 20)
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
  reply_due_at timestamptz,
  locale text,
  repeat_of uuid
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
   cross join lateral private.lead_alert_recipients(cs.id, 'escalation') as r
   where live.kind = 'new_lead' and live.channel = 'chat'
     and live.created_at > now() - interval '1 day'
     and cs.created_at <= now() - make_interval(mins => settings.escalate_after_minutes)
     and cs.status = 'new' and not cs.spam and cs.repeat_of is null
     and not exists (select 1 from public.alert_deliveries as e
                      where e.submission_id = cs.id and e.kind = 'escalation')
  on conflict do nothing;

  -- A chat message whose post had begun when its worker stopped (its lease ran out): it may have been posted, and a
  -- webhook cannot say, so it is not posted again but shown to admins as uncertain.
  update public.alert_deliveries as d
     set status = 'uncertain',
         last_error = 'The worker stopped while posting this message; it may or may not have arrived, so it was not posted again.',
         last_error_at = now(),
         updated_at = now()
   where d.status = 'sending' and d.posting_since is not null and d.next_attempt_at <= now();

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
           posting_since = null,
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
         cs.created_at + interval '10 minutes', cs.locale, cs.repeat_of
    from claimed as c
    left join public.contact_submissions as cs on cs.id = c.submission_id
    left join public.alert_preferences as p on p.user_id = c.recipient_user_id
   order by c.next_attempt_at, c.created_at;
end;
$$;

-- The inbox's counts follow its owner filter too: `mine` (the caller's leads) or `unassigned`; null for anyone's.
drop function public.lead_counts(text, integer, text);

create function public.lead_counts(
  p_search text default null,
  p_min_savings integer default null,
  p_locale text default null,
  p_owner text default null
)
returns public.lead_counts_result
language plpgsql
stable
set search_path = ''
as $$
declare
  pattern text := '%' || p_search || '%';
  me uuid := auth.uid();
  counts public.lead_counts_result;
begin
  if not private.has_role('admin') then
    raise exception 'Only admins may count leads' using errcode = '42501';
  end if;
  if p_owner is not null and p_owner not in ('mine', 'unassigned') then
    raise exception 'p_owner must be mine, unassigned or null' using errcode = '22023';
  end if;
  select count(*) filter (where not s.spam and s.repeat_of is null),
         count(*) filter (where not s.spam and s.repeat_of is null and s.status = 'new'),
         count(*) filter (where not s.spam and s.repeat_of is null and s.status = 'contacted'),
         count(*) filter (where not s.spam and s.repeat_of is null and s.status = 'qualified'),
         count(*) filter (where not s.spam and s.repeat_of is null and s.status = 'won'),
         count(*) filter (where not s.spam and s.repeat_of is null and s.status = 'lost'),
         count(*) filter (where not s.spam and s.repeat_of is null and s.status = 'new'
                            and s.created_at < now() - interval '10 minutes'),
         count(*) filter (where not s.spam and s.repeat_of is null and s.status = 'new'),
         count(*) filter (where s.spam),
         count(*) filter (where not s.spam and s.repeat_of is not null)
    into counts
    from public.contact_submissions s
   where (p_search is null
          or s.first_name ilike pattern
          or s.last_name ilike pattern
          or s.email ilike pattern
          or s.phone ilike pattern
          or s.business ilike pattern)
     and (p_min_savings is null or s.roi_yearly_savings >= p_min_savings)
     and (p_locale is null or s.locale = p_locale)
     and (p_owner is null
          or (p_owner = 'mine' and s.owner_id = me)
          or (p_owner = 'unassigned' and s.owner_id is null));
  return counts;
end;
$$;

revoke execute on function public.lead_counts(text, integer, text, text) from public, anon, authenticated;
grant execute on function public.lead_counts(text, integer, text, text) to authenticated;

-- The median first reply per owner over first requests answered in the last p_days days (null: all time), by
-- arrival as the KPI counts them; the leads nobody owns are one row with a null owner. Most answered first.
create function public.lead_response_by_owner(p_days integer default null)
returns table (owner_id uuid, owner_email text, answered integer, median_seconds double precision)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not private.has_role('admin') then
    raise exception 'Only admins may read response statistics' using errcode = '42501';
  end if;
  if p_days is not null and p_days < 1 then
    raise exception 'p_days must be a positive number of days or null' using errcode = '22023';
  end if;
  return query
  select s.owner_id, max(s.owner_email), count(*)::integer,
         percentile_cont(0.5) within group (order by extract(epoch from s.first_response_at - s.created_at))
    from public.contact_submissions as s
   where not s.spam
     and s.repeat_of is null
     and s.first_response_at is not null
     and (p_days is null or s.created_at >= now() - make_interval(days => p_days))
   group by s.owner_id
   order by count(*) desc, max(s.owner_email) nulls last;
end;
$$;

revoke execute on function public.lead_response_by_owner(integer) from public, anon, authenticated;
grant execute on function public.lead_response_by_owner(integer) to authenticated;

-- A lead's call is told like any alert about the lead: to its owner, or with no owner to everyone who wants every
-- new lead, and the team chat (migration 20261129100000 chose everyone who wants every new lead).
create or replace function private.call_report_recipients(p_report_id uuid)
returns table (channel text, recipient text, user_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select r.channel, r.recipient, r.user_id
    from public.voice_call_reports as v
   cross join lateral private.lead_alert_recipients(v.submission_id, 'call_report') as r
   where v.id = p_report_id and v.submission_id is not null;
$$;
