-- One role check. Every policy and every admin function asks private.has_role(…) whether the caller's JWT carries
-- a role, instead of writing out `auth.jwt() -> 'app_metadata' ->> 'role' = 'admin'` itself: the rule of who counts
-- as staff (later also a `sales` role and the session's assurance level) then changes in this one function.
--
-- Policies keep the call inside `(select …)`, so Postgres evaluates it once per statement (an InitPlan) and the
-- indexes still serve the dashboard. Policies are evaluated as the caller, so authenticated may use the private
-- schema and execute this one function in it; nothing else in private is granted to an API role.

create function private.has_role(p_role text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role' = p_role, false)
$$;

comment on function private.has_role(text) is 'True when the caller''s JWT says app_metadata.role = p_role; the one staff check of every policy and admin function.';

revoke execute on function private.has_role(text) from public, anon;
grant usage on schema private to authenticated;
grant execute on function private.has_role(text) to authenticated;

comment on schema private is 'Internal state of database rules; not exposed through the API. Authenticated may execute private.has_role only.';

alter policy "Admins can read demo requests" on public.contact_submissions
  using ((select private.has_role('admin')));
alter policy "Admins can update demo requests" on public.contact_submissions
  using ((select private.has_role('admin')))
  with check ((select private.has_role('admin')));
alter policy "Admins can read lead events" on public.lead_events
  using ((select private.has_role('admin')));
alter policy "Admins can find pages to change" on public.personalized_assistants
  using ((select private.has_role('admin')));
alter policy "Admins can create pages" on public.personalized_assistants
  with check ((select private.has_role('admin')));
alter policy "Admins can edit pages" on public.personalized_assistants
  using ((select private.has_role('admin')))
  with check ((select private.has_role('admin')));
alter policy "Admins can delete pages" on public.personalized_assistants
  using ((select private.has_role('admin')));
alter policy "Admins can read voice events" on public.voice_events
  using ((select private.has_role('admin')));
alter policy "Admins can read alert settings" on public.alert_settings
  using ((select private.has_role('admin')));
alter policy "Admins can read their own alert preference" on public.alert_preferences
  using (user_id = (select auth.uid()) and (select private.has_role('admin')));
alter policy "Admins can create their own alert preference" on public.alert_preferences
  with check (user_id = (select auth.uid()) and (select private.has_role('admin')));
alter policy "Admins can change their own alert preference" on public.alert_preferences
  using (user_id = (select auth.uid()) and (select private.has_role('admin')))
  with check (user_id = (select auth.uid()) and (select private.has_role('admin')));
alter policy "Admins can read alert deliveries" on public.alert_deliveries
  using ((select private.has_role('admin')));
alter policy "Admins can read the alert worker's state" on public.alert_worker_state
  using ((select private.has_role('admin')));
alter policy "Admins can read site events" on public.site_events
  using ((select private.has_role('admin')));
alter policy "Admins can read daily site figures" on public.site_daily
  using ((select private.has_role('admin')));
alter policy "Admins can read the erasure log" on public.erasure_log
  using ((select private.has_role('admin')));

-- The admin functions as the last migration to touch each left them, with only their first check changed.

create or replace function public.add_lead_note(p_submission_id uuid, p_body text)
returns public.lead_events
language plpgsql
security definer
set search_path = ''
as $$
declare
  note public.lead_events;
begin
  if not private.has_role('admin') then
    raise exception 'Only admins may add notes to a lead' using errcode = '42501';
  end if;
  -- An empty, blank or overlong body fails lead_events_note_shape (23514), a missing lead the foreign key (23503).
  insert into public.lead_events (submission_id, kind, body, author_id, author_email)
  values (p_submission_id, 'note', regexp_replace(p_body, '^\s+|\s+$', '', 'g'), auth.uid(), auth.jwt() ->> 'email')
  returning * into note;
  return note;
end;
$$;

create or replace function public.alert_channel_health()
returns table (channel text, ready boolean, detail text, worker_seen_at timestamptz, last_sent_at timestamptz, last_failed_at timestamptz, last_error text, waiting bigint, retrying bigint, failed_last_day bigint)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not private.has_role('admin') then
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

create or replace function public.erase_lead(p_id uuid)
returns public.erasure_log
language plpgsql
security definer
set search_path = ''
as $$
declare
  entry public.erasure_log;
  retention interval := (select s.raw_event_retention from private.site_event_settings as s);
  n_events integer;
  n_pages integer;
  n_voice integer;
  n_history integer;
  d date;
begin
  if not private.has_role('admin') then
    raise exception 'Only admins may erase a lead' using errcode = '42501';
  end if;
  perform 1 from public.contact_submissions as cs where cs.id = p_id for update;
  if not found then
    raise sqlstate 'PT404' using message = 'No such lead', detail = 'It may have been erased already.';
  end if;

  create temporary table erased_events on commit drop as
    select e.* from public.site_events as e where e.lead_id = p_id;
  delete from public.site_events as e where e.lead_id = p_id;
  get diagnostics n_events = row_count;

  -- Rolled-up days whose raw events are still complete are rolled up again; older ones keep only a lead's own
  -- events raw, so what those counted is taken off.
  for d in select distinct (x.occurred_at at time zone 'utc')::date from erased_events as x loop
    if exists (select 1 from private.site_rolled_days as r where r.day = d) then
      if d::timestamp at time zone 'utc' >= now() - retention then
        perform private.roll_up_site_day(d);
      else
        update public.site_daily as sd
           set visitors = greatest(0, sd.visitors - gone.visitors), events = greatest(0, sd.events - gone.events)
          from (select x.kind, dims.dimension, dims.value, count(distinct x.visitor) as visitors, count(*) as events
                  from erased_events as x
                 cross join lateral (values ('all', ''), ('source', coalesce(x.source, '')),
                                            ('landing', coalesce(x.landing_page, ''))) as dims (dimension, value)
                 where (x.occurred_at at time zone 'utc')::date = d
                 group by 1, 2, 3) as gone
         where sd.day = d and sd.kind = gone.kind and sd.dimension = gone.dimension and sd.value = gone.value;
      end if;
    end if;
  end loop;

  select count(*) into n_voice from public.voice_events as ve
    join public.personalized_assistants as pa on pa.id = ve.page_id where pa.submission_id = p_id;
  delete from public.personalized_assistants as pa where pa.submission_id = p_id;
  get diagnostics n_pages = row_count;
  select count(*) into n_history from public.lead_events as le where le.submission_id = p_id;
  delete from public.contact_submissions as cs where cs.id = p_id;

  insert into public.erasure_log (erased_by, site_events, voice_pages, voice_events, history_entries)
  values (auth.uid(), n_events, n_pages, n_voice, n_history)
  returning * into entry;
  return entry;
end;
$$;

create or replace function public.growth_report(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  report jsonb;
begin
  if not private.has_role('admin') then
    raise exception 'Only admins may read the growth figures' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_from > p_to or p_to - p_from > 3660 then
    raise exception 'The range must run forward over at most ten years' using errcode = '22023';
  end if;

  with visits as (
    select v.kind, v.dimension, v.value, v.day, v.visitors from private.site_visitors(p_from, p_to) as v
  ),
  event_steps as (
    select v.dimension, v.value,
           sum(v.visitors) filter (where v.kind = 'page_view') as visitors,
           sum(v.visitors) filter (where v.kind = 'roi_results') as roi_results,
           sum(v.visitors) filter (where v.kind = 'form_started') as form_started
      from visits as v
     group by v.dimension, v.value
  ),
  leads as (
    select coalesce(lower(cs.utm_source), cs.referrer_host, '') as source,
           coalesce(cs.landing_page, '') as landing,
           (cs.created_at at time zone 'utc')::date as day,
           cs.first_response_at - cs.created_at as reply,
           exists (select 1 from public.voice_events as ve join public.personalized_assistants as pa on pa.id = ve.page_id
                    where pa.submission_id = cs.id and ve.kind = 'opened') as voice_opened,
           exists (select 1 from public.voice_events as ve join public.personalized_assistants as pa on pa.id = ve.page_id
                    where pa.submission_id = cs.id and ve.kind = 'ended' and ve.duration_s > 0) as call_held
      from public.contact_submissions as cs
     where not cs.spam
       and cs.created_at >= p_from::timestamp at time zone 'utc'
       and cs.created_at < (p_to + 1)::timestamp at time zone 'utc'
  ),
  lead_steps as (
    select g.dimension, g.value,
           count(*) as demo_requested,
           count(*) filter (where l.reply <= interval '10 minutes') as replied_in_time,
           count(*) filter (where l.voice_opened) as voice_opened,
           count(*) filter (where l.call_held) as call_held,
           percentile_cont(0.5) within group (order by extract(epoch from l.reply)) filter (where l.reply is not null)
             as median_reply_seconds
      from leads as l
     cross join lateral (values ('all', ''), ('source', l.source), ('landing', l.landing)) as g (dimension, value)
     group by g.dimension, g.value
  ),
  steps as (
    select coalesce(e.dimension, l.dimension) as dimension, coalesce(e.value, l.value) as value,
           jsonb_build_object(
             'key', coalesce(e.value, l.value),
             'visitors', coalesce(e.visitors, 0),
             'roiResults', coalesce(e.roi_results, 0),
             'formStarted', coalesce(e.form_started, 0),
             'demoRequested', coalesce(l.demo_requested, 0),
             'repliedInTime', coalesce(l.replied_in_time, 0),
             'voiceOpened', coalesce(l.voice_opened, 0),
             'callHeld', coalesce(l.call_held, 0),
             'medianReplySeconds', l.median_reply_seconds
           ) as row,
           coalesce(e.visitors, 0) as sort_visitors, coalesce(l.demo_requested, 0) as sort_leads
      from event_steps as e
      full join lead_steps as l on l.dimension = e.dimension and l.value = e.value
  ),
  daily as (
    select days.day::date as day, coalesce(v.visitors, 0) as visitors, coalesce(l.requests, 0) as demo_requested
      from generate_series(p_from, p_to, interval '1 day') as days (day)
      left join (select v.day, sum(v.visitors) as visitors from visits as v
                  where v.kind = 'page_view' and v.dimension = 'all' group by v.day) as v on v.day = days.day
      left join (select l.day, count(*) as requests from leads as l group by l.day) as l on l.day = days.day
  )
  select jsonb_build_object(
           'funnel', coalesce((select s.row from steps as s where s.dimension = 'all'),
                              jsonb_build_object('key', '', 'visitors', 0, 'roiResults', 0, 'formStarted', 0,
                                                 'demoRequested', 0, 'repliedInTime', 0, 'voiceOpened', 0,
                                                 'callHeld', 0, 'medianReplySeconds', null)),
           'bySource', coalesce((select jsonb_agg(s.row order by s.sort_leads desc, s.sort_visitors desc, s.value)
                                   from steps as s where s.dimension = 'source'), '[]'),
           'byLanding', coalesce((select jsonb_agg(s.row order by s.sort_leads desc, s.sort_visitors desc, s.value)
                                    from steps as s where s.dimension = 'landing'), '[]'),
           'daily', (select jsonb_agg(jsonb_build_object('day', d.day, 'visitors', d.visitors,
                                                         'demoRequested', d.demo_requested) order by d.day)
                       from daily as d)
         )
    into report;
  return report;
end;
$$;

create or replace function public.lead_counts(p_search text default null, p_min_savings integer default null, p_locale text default null)
returns public.lead_counts_result
language plpgsql
stable
set search_path = ''
as $$
declare
  pattern text := '%' || p_search || '%';
  counts public.lead_counts_result;
begin
  if not private.has_role('admin') then
    raise exception 'Only admins may count leads' using errcode = '42501';
  end if;
  select count(*) filter (where not s.spam),
         count(*) filter (where not s.spam and s.status = 'new'),
         count(*) filter (where not s.spam and s.status = 'contacted'),
         count(*) filter (where not s.spam and s.status = 'qualified'),
         count(*) filter (where not s.spam and s.status = 'won'),
         count(*) filter (where not s.spam and s.status = 'lost'),
         count(*) filter (where not s.spam and s.status = 'new' and s.created_at < now() - interval '10 minutes'),
         count(*) filter (where not s.spam and s.status = 'new'),
         count(*) filter (where s.spam)
    into counts
    from public.contact_submissions s
   where (p_search is null
          or s.first_name ilike pattern
          or s.last_name ilike pattern
          or s.email ilike pattern
          or s.phone ilike pattern
          or s.business ilike pattern)
     and (p_min_savings is null or s.roi_yearly_savings >= p_min_savings)
     and (p_locale is null or s.locale = p_locale);
  return counts;
end;
$$;

create or replace function public.lead_journey(p_id uuid)
returns table (at timestamptz, kind text, page text, source text, medium text, campaign text, term text, calls integer, seconds integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.has_role('admin') then
    raise exception 'Only admins may read a lead''s journey' using errcode = '42501';
  end if;
  return query
  select j.at, j.kind, j.page, j.source, j.medium, j.campaign, j.term, j.calls, j.seconds
    from (
      select e.occurred_at as at, e.kind, e.page, e.source, e.medium, e.campaign, e.term, e.roi_calls as calls,
             e.duration_s as seconds
        from public.site_events as e
       where e.lead_id = p_id

      union all
      select ve.created_at, case ve.kind when 'opened' then 'voice_opened' when 'started' then 'voice_call_started'
                                         else 'voice_call_ended' end,
             null, null, null, null, null, null, ve.duration_s
        from public.voice_events as ve
        join public.personalized_assistants as pa on pa.id = ve.page_id
       where pa.submission_id = p_id
    ) as j
   order by j.at, j.kind;
end;
$$;

create or replace function public.lead_response_stats(p_days integer default null)
returns public.lead_response_stats_result
language plpgsql
stable
set search_path = ''
as $$
declare
  stats public.lead_response_stats_result;
begin
  if not private.has_role('admin') then
    raise exception 'Only admins may read response statistics' using errcode = '42501';
  end if;
  if p_days is not null and p_days < 1 then
    raise exception 'p_days must be a positive number of days or null' using errcode = '22023';
  end if;
  select count(*) filter (where s.first_response_at - s.created_at <= interval '10 minutes'),
         count(*) filter (where s.first_response_at is not null or s.created_at <= now() - interval '10 minutes'),
         percentile_cont(0.5) within group (order by extract(epoch from s.first_response_at - s.created_at))
           filter (where s.first_response_at is not null)
    into stats
    from public.contact_submissions s
   where not s.spam
     and (p_days is null or s.created_at >= now() - make_interval(days => p_days));
  return stats;
end;
$$;

create or replace function public.save_alert_preference(p_receive text, p_time_zone text)
returns public.alert_preferences
language plpgsql
set search_path = ''
as $$
declare
  saved public.alert_preferences;
begin
  if not private.has_role('admin') then
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

create or replace function public.send_test_alert()
returns setof public.alert_deliveries
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  caller_email text;
begin
  if not private.has_role('admin') or caller is null then
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

create or replace function public.voice_page_activity()
returns table (id uuid, slug text, name text, assistant_id text, submission_id uuid, max_call_seconds integer, created_at timestamptz, opened_count bigint, conversation_count bigint, talk_seconds bigint, last_opened_at timestamptz, last_activity_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.has_role('admin') then
    raise exception 'Only admins may read voice page activity' using errcode = '42501';
  end if;
  return query
  select
    pa.id, pa.slug, pa.name, pa.assistant_id, pa.submission_id, pa.max_call_seconds, pa.created_at,
    count(ve.id) filter (where ve.kind = 'opened'),
    count(ve.id) filter (where ve.kind = 'started'),
    coalesce(sum(ve.duration_s) filter (where ve.kind = 'ended'), 0)::bigint,
    max(ve.created_at) filter (where ve.kind = 'opened'),
    max(ve.created_at)
  from public.personalized_assistants as pa
  left join public.voice_events as ve on ve.page_id = pa.id
  group by pa.id
  order by pa.created_at desc, pa.slug;
end;
$$;
