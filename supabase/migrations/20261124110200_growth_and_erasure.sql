-- What staff read from the site's events, and how a person is erased.
--   * lead_journey(id): a lead's path in time order: its tab's events and what happened on the voice page made
--     from it (the request and its first reply are the lead's own created_at and first_response_at).
--   * growth_report(from, to): the funnel visitors → ROI results → form started → demo requested → replied within
--     10 minutes → voice page opened → call held, overall, by source and by first page, with the median time to
--     first reply per source and a daily series. Finished days come from the rollups, the rest from raw events.
--   * erase_lead(id): removes a lead and everything linked to it in one transaction, keeps the daily figures
--     consistent, and records the erasure in erasure_log with counts only (no name, address, id or text).
-- All three are for admins only (42501 for anyone else).

create function public.lead_journey(p_id uuid)
returns table (
  at timestamptz,
  kind text,
  page text,
  source text,
  medium text,
  campaign text,
  term text,
  calls integer,
  seconds integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.jwt() -> 'app_metadata' ->> 'role') is distinct from 'admin' then
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

revoke execute on function public.lead_journey(uuid) from public;
grant execute on function public.lead_journey(uuid) to authenticated;

-- Visitors per kind and dimension value over a range of UTC days: rollups for rolled-up days, raw events otherwise.
create function private.site_visitors(p_from date, p_to date)
returns table (kind text, dimension text, value text, day date, visitors bigint)
language sql
stable
set search_path = ''
as $$
  select d.kind, d.dimension, d.value, d.day, d.visitors::bigint
    from public.site_daily as d
   where d.day between p_from and p_to
     and exists (select 1 from private.site_rolled_days as r where r.day = d.day)
  union all
  select e.kind, dims.dimension, dims.value, (e.occurred_at at time zone 'utc')::date, count(distinct e.visitor)
    from public.site_events as e
   cross join lateral (values ('all', ''), ('source', coalesce(e.source, '')),
                              ('landing', coalesce(e.landing_page, ''))) as dims (dimension, value)
   -- The job rolls up every finished day from the first it has not, so only days after the last rolled-up one are
   -- raw: an index range on occurred_at, however long the range.
   where e.occurred_at >= greatest(p_from, (select max(r.day) + 1 from private.site_rolled_days as r))::timestamp
                          at time zone 'utc'
     and e.occurred_at < (p_to + 1)::timestamp at time zone 'utc'
   group by 1, 2, 3, 4;
$$;

revoke execute on function private.site_visitors(date, date) from public;

create function public.growth_report(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  report jsonb;
begin
  if (select auth.jwt() -> 'app_metadata' ->> 'role') is distinct from 'admin' then
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

revoke execute on function public.growth_report(date, date) from public;
grant execute on function public.growth_report(date, date) to authenticated;

-- One row per erasure: when, by which staff member, and how much went. Nothing about the person erased.
create table public.erasure_log (
  id bigint generated always as identity primary key,
  erased_at timestamptz not null default now(),
  erased_by uuid,
  site_events integer not null,
  voice_pages integer not null,
  voice_events integer not null,
  history_entries integer not null
);

comment on table public.erasure_log is 'Audit of erased leads: counts only, no personal data. Written by erase_lead(), read by admins.';

alter table public.erasure_log enable row level security;
revoke all on table public.erasure_log from anon, authenticated;
grant select on table public.erasure_log to authenticated;

create policy "Admins can read the erasure log"
  on public.erasure_log for select to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

-- Erases a lead: its events (the daily figures of finished days lose exactly what they counted of them), its voice
-- pages with their visits and calls, its history and notes, and whatever else references it with on delete cascade
-- (alert deliveries). Refused with 404 when there is no such lead.
create function public.erase_lead(p_id uuid)
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
  if (select auth.jwt() -> 'app_metadata' ->> 'role') is distinct from 'admin' then
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

revoke execute on function public.erase_lead(uuid) from public;
grant execute on function public.erase_lead(uuid) to authenticated;
