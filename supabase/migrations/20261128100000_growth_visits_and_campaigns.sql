-- The Growth screen counts one unit per funnel, credits each unit to one place, and compares periods.
--   * The visits funnel counts visits: a visit is one browser tab's stay on the site (its random tab id), dated by
--     its first event and credited to the source, medium, campaign and first page of that first event (first touch).
--     Each visit therefore sits in exactly one row of every breakdown, so the rows add up to the total however many
--     tabs, sources or days one person uses. Its steps count visits that reached them: ROI results, form started (a
--     visit that requested a demo started the form, whether or not that event arrived) and demo requested (the tab
--     made a demo request not flagged as spam). Each step is a part of the visits, so no share exceeds 100 %.
--   * The requests funnel counts demo requests (not flagged as spam) created in the range, credited to their own
--     attribution: replied within 10 minutes, voice page opened and call held are requests that reached them.
--   * public.site_daily_visits holds each finished day's visits per attribution, kept forever like site_daily;
--     private.roll_up_site_day fills it with the rest of the day's rollups, and erase_lead rolls it again (recent
--     days) or counts the erased visit off it (days whose raw events have expired).
--   * growth_report(from, to) breaks the funnels down by source, medium, campaign and first page, and returns the
--     same funnels for the period of the same length just before the range.

create table public.site_daily_visits (
  day date not null,
  source text not null,
  medium text not null,
  campaign text not null,
  landing text not null,
  visits integer not null,
  roi_results integer not null,
  form_started integer not null,
  demo_requested integer not null,
  primary key (day, source, medium, campaign, landing),
  constraint site_daily_visits_steps_within_visits check (
    visits >= 0 and roi_results between 0 and visits and form_started between 0 and visits
    and demo_requested between 0 and form_started
  )
);

comment on table public.site_daily_visits is 'Visits (browser tabs) that began on each finished day, per first-touch source, medium, campaign and first page (empty text for none), and how many reached each step; kept forever.';

alter table public.site_daily_visits enable row level security;
revoke all on table public.site_daily_visits from anon, authenticated;
grant select on table public.site_daily_visits to authenticated;

create policy "Admins can read daily visit figures"
  on public.site_daily_visits for select to authenticated
  using ((select private.has_role('admin')));

-- A visit's first event and its steps are looked up by tab.
create index site_events_tab_occurred_at_idx on public.site_events (tab_id, occurred_at);

-- The visits that began in [p_start, p_end), grouped by their day and first-touch attribution, with their steps from
-- every event their tab has sent so far.
create function private.tab_visits(p_start timestamptz, p_end timestamptz)
returns table (day date, source text, medium text, campaign text, landing text, visits bigint, roi_results bigint,
               form_started bigint, demo_requested bigint)
language sql
stable
set search_path = ''
as $$
  select (v.began at time zone 'utc')::date, coalesce(v.source, ''), coalesce(v.medium, ''),
         coalesce(v.campaign, ''), coalesce(v.landing_page, ''),
         count(*), count(*) filter (where v.roi), count(*) filter (where v.form or v.requested),
         count(*) filter (where v.requested)
    from (select distinct e.tab_id from public.site_events as e
           where e.occurred_at >= p_start and e.occurred_at < p_end) as t
   cross join lateral (select f.occurred_at as began, f.source, f.medium, f.campaign, f.landing_page
                         from public.site_events as f where f.tab_id = t.tab_id
                        order by f.occurred_at, f.id limit 1) as first_event
   cross join lateral (select bool_or(s.kind = 'roi_results') as roi,
                              bool_or(s.kind in ('form_started', 'form_submitted')) as form
                         from public.site_events as s where s.tab_id = t.tab_id) as steps
   cross join lateral (select exists (select 1 from public.contact_submissions as cs
                                       where cs.tab_id = t.tab_id and not cs.spam) as requested) as request
   cross join lateral (select first_event.began, first_event.source, first_event.medium, first_event.campaign,
                              first_event.landing_page, steps.roi, steps.form, request.requested) as v
   where v.began >= p_start and v.began < p_end
   group by 1, 2, 3, 4, 5;
$$;

revoke execute on function private.tab_visits(timestamptz, timestamptz) from public, anon, authenticated;

-- The rollup rows of one day, from its raw events: as before, and the visits that began that day.
create or replace function private.roll_up_site_day(p_day date)
returns void
language sql
set search_path = ''
as $$
  delete from public.site_daily as d where d.day = p_day;
  insert into public.site_daily (day, kind, dimension, value, visitors, events)
  select p_day, e.kind,
         case when grouping(e.source) = 0 then 'source' when grouping(e.landing_page) = 0 then 'landing' else 'all' end,
         case when grouping(e.source) = 0 then coalesce(e.source, '')
              when grouping(e.landing_page) = 0 then coalesce(e.landing_page, '') else '' end,
         count(distinct e.visitor), count(*)
    from public.site_events as e
   where e.occurred_at >= p_day::timestamp at time zone 'utc'
     and e.occurred_at < (p_day + 1)::timestamp at time zone 'utc'
   group by grouping sets ((e.kind), (e.kind, e.source), (e.kind, e.landing_page));
  delete from public.site_daily_visits as v where v.day = p_day;
  insert into public.site_daily_visits (day, source, medium, campaign, landing, visits, roi_results, form_started,
                                        demo_requested)
  select v.day, v.source, v.medium, v.campaign, v.landing, v.visits, v.roi_results, v.form_started, v.demo_requested
    from private.tab_visits(p_day::timestamp at time zone 'utc', (p_day + 1)::timestamp at time zone 'utc') as v;
  insert into private.site_rolled_days (day) values (p_day) on conflict (day) do nothing;
$$;

revoke execute on function private.roll_up_site_day(date) from public, anon, authenticated;

-- Days rolled up before this migration get their visits from the raw events they still have (the last
-- raw_event_retention days, and every lead's own events); older days have no visit figures.
insert into public.site_daily_visits (day, source, medium, campaign, landing, visits, roi_results, form_started,
                                      demo_requested)
select v.day, v.source, v.medium, v.campaign, v.landing, v.visits, v.roi_results, v.form_started, v.demo_requested
  from private.tab_visits('-infinity',
                          coalesce((select max(r.day) + 1 from private.site_rolled_days as r), '-infinity'::date)
                            ::timestamp at time zone 'utc') as v
 where exists (select 1 from private.site_rolled_days as r where r.day = v.day);

-- The visitor counts by kind that the funnel read until now are read by nobody.
drop function private.site_visitors(date, date);

-- Visits of a range of UTC days: rollups for rolled-up days, raw events after the last one.
create function private.visits_in(p_from date, p_to date)
returns table (day date, source text, medium text, campaign text, landing text, visits bigint, roi_results bigint,
               form_started bigint, demo_requested bigint)
language sql
stable
set search_path = ''
as $$
  select d.day, d.source, d.medium, d.campaign, d.landing, d.visits::bigint, d.roi_results::bigint,
         d.form_started::bigint, d.demo_requested::bigint
    from public.site_daily_visits as d
   where d.day between p_from and p_to
     and exists (select 1 from private.site_rolled_days as r where r.day = d.day)
  union all
  select v.day, v.source, v.medium, v.campaign, v.landing, v.visits, v.roi_results, v.form_started, v.demo_requested
    from private.tab_visits(
           greatest(p_from, (select max(r.day) + 1 from private.site_rolled_days as r))::timestamp at time zone 'utc',
           (p_to + 1)::timestamp at time zone 'utc') as v;
$$;

revoke execute on function private.visits_in(date, date) from public, anon, authenticated;

-- Both funnels of a range, overall ('all'), per source, medium, campaign, first page and day: one row each.
create function private.growth_rows(p_from date, p_to date)
returns table (dimension text, value text, visits bigint, roi_results bigint, form_started bigint,
               demo_requested bigint, requests bigint, replied_in_time bigint, voice_opened bigint, call_held bigint,
               median_reply_seconds double precision)
language sql
stable
set search_path = ''
as $$
  with visit_steps as (
    select g.dimension, g.value, sum(v.visits)::bigint as visits, sum(v.roi_results)::bigint as roi_results,
           sum(v.form_started)::bigint as form_started, sum(v.demo_requested)::bigint as demo_requested
      from private.visits_in(p_from, p_to) as v
     cross join lateral (values ('all', ''), ('source', v.source), ('medium', v.medium), ('campaign', v.campaign),
                                ('landing', v.landing), ('day', v.day::text)) as g (dimension, value)
     group by g.dimension, g.value
  ),
  leads as (
    select coalesce(lower(cs.utm_source), cs.referrer_host, '') as source, coalesce(cs.utm_medium, '') as medium,
           coalesce(cs.utm_campaign, '') as campaign, coalesce(cs.landing_page, '') as landing,
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
           count(*) as requests,
           count(*) filter (where l.reply <= interval '10 minutes') as replied_in_time,
           count(*) filter (where l.voice_opened) as voice_opened,
           count(*) filter (where l.call_held) as call_held,
           percentile_cont(0.5) within group (order by extract(epoch from l.reply)) filter (where l.reply is not null)
             as median_reply_seconds
      from leads as l
     cross join lateral (values ('all', ''), ('source', l.source), ('medium', l.medium), ('campaign', l.campaign),
                                ('landing', l.landing), ('day', l.day::text)) as g (dimension, value)
     group by g.dimension, g.value
  )
  select coalesce(v.dimension, l.dimension), coalesce(v.value, l.value),
         coalesce(v.visits, 0), coalesce(v.roi_results, 0), coalesce(v.form_started, 0), coalesce(v.demo_requested, 0),
         coalesce(l.requests, 0), coalesce(l.replied_in_time, 0), coalesce(l.voice_opened, 0),
         coalesce(l.call_held, 0), l.median_reply_seconds
    from visit_steps as v
    full join lead_steps as l on l.dimension = v.dimension and l.value = v.value;
$$;

revoke execute on function private.growth_rows(date, date) from public, anon, authenticated;

-- Each row of growth_rows as the screen reads it (key: the value, '' for none).
create function private.growth_json(p_from date, p_to date)
returns table (dimension text, value text, figures jsonb, sort_requests bigint, sort_visits bigint)
language sql
stable
set search_path = ''
as $$
  select r.dimension, r.value,
         jsonb_build_object(
           'key', r.value, 'visits', r.visits, 'roiResults', r.roi_results, 'formStarted', r.form_started,
           'requestedDemo', r.demo_requested, 'requests', r.requests, 'repliedInTime', r.replied_in_time,
           'voiceOpened', r.voice_opened, 'callHeld', r.call_held, 'medianReplySeconds', r.median_reply_seconds
         ),
         r.requests, r.visits
    from private.growth_rows(p_from, p_to) as r;
$$;

revoke execute on function private.growth_json(date, date) from public, anon, authenticated;

create or replace function public.growth_report(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- The period just before the range, as long as the range.
  v_previous_to date := p_from - 1;
  v_previous_from date := p_from - (p_to - p_from + 1);
  v_nothing jsonb := jsonb_build_object('key', '', 'visits', 0, 'roiResults', 0, 'formStarted', 0,
                                        'requestedDemo', 0, 'requests', 0, 'repliedInTime', 0, 'voiceOpened', 0,
                                        'callHeld', 0, 'medianReplySeconds', null);
  report jsonb;
begin
  if not private.has_role('admin') then
    raise exception 'Only admins may read the growth figures' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_from > p_to or p_to - p_from > 3660 then
    raise exception 'The range must run forward over at most ten years' using errcode = '22023';
  end if;

  with report_rows as (select * from private.growth_json(p_from, p_to)),
  breakdown as (
    select r.dimension, jsonb_agg(r.figures order by r.sort_requests desc, r.sort_visits desc, r.value) as rows
      from report_rows as r where r.dimension in ('source', 'medium', 'campaign', 'landing')
     group by r.dimension
  )
  select jsonb_build_object(
           'funnel', coalesce((select r.figures from report_rows as r where r.dimension = 'all'), v_nothing),
           'previous', jsonb_build_object(
             'from', v_previous_from, 'to', v_previous_to,
             'funnel', coalesce((select p.figures from private.growth_json(v_previous_from, v_previous_to) as p
                                  where p.dimension = 'all'), v_nothing)),
           'breakdowns', (select jsonb_object_agg(d.dimension, coalesce(b.rows, '[]'))
                            from unnest(array['source', 'medium', 'campaign', 'landing']) as d (dimension)
                            left join breakdown as b on b.dimension = d.dimension),
           'daily', (select jsonb_agg(jsonb_build_object(
                              'day', days.day::date,
                              'visits', coalesce((r.figures ->> 'visits')::bigint, 0),
                              'requests', coalesce((r.figures ->> 'requests')::bigint, 0)) order by days.day)
                       from generate_series(p_from, p_to, interval '1 day') as days (day)
                       left join report_rows as r on r.dimension = 'day' and r.value = days.day::date::text)
         )
    into report;
  return report;
end;
$$;

revoke execute on function public.growth_report(date, date) from public, anon;
grant execute on function public.growth_report(date, date) to authenticated;

-- Erasure as before (migration 20261127122000), and the erased person's visits leave the visit rollups too: recent
-- days are rolled up again by roll_up_site_day, an older day has the visit counted off, and a visit rollup row whose
-- source, medium, campaign or first page holds the person's email, phone, name or slug is deleted.
create or replace function public.erase_lead(p_id uuid)
returns public.erasure_log
language plpgsql
security definer
set search_path = ''
as $$
declare
  entry public.erasure_log;
  lead public.contact_submissions;
  retention interval := (select s.raw_event_retention from private.site_event_settings as s);
  n_events integer;
  n_pages integer;
  n_voice integer;
  n_history integer;
  v_copies jsonb;
  traces text[];
  d date;
begin
  if not private.has_role('admin') then
    raise exception 'Only admins may erase a lead' using errcode = '42501';
  end if;
  select * into lead from public.contact_submissions as cs where cs.id = p_id for update;
  if not found then
    raise sqlstate 'PT404' using message = 'No such lead', detail = 'It may have been erased already.';
  end if;

  -- What would name the person in a count: their address, phone, name and their voice pages' slugs, as LIKE
  -- patterns (their own % and _ escaped).
  select array_agg(distinct '%' || replace(replace(replace(lower(t), '\', '\\'), '%', '\%'), '_', '\_') || '%')
    into traces
    from unnest(array[lead.email, private.normalised_address(lead.email), lead.phone,
                      btrim(lead.first_name || ' ' || lead.last_name)]
                || coalesce((select array_agg(pa.slug) from public.personalized_assistants as pa
                              where pa.submission_id = p_id), '{}')) as t
   where char_length(btrim(t)) >= 3;

  select coalesce(jsonb_agg(jsonb_build_object(
           'kind', ad.kind, 'channel', ad.channel,
           'recipient', case when ad.kind = 'acknowledgement' then null else ad.recipient end,
           'at', coalesce(ad.sent_at, ad.updated_at),
           'uncertain', ad.status <> 'sent'
         ) order by coalesce(ad.sent_at, ad.updated_at)), '[]')
    into v_copies
    from public.alert_deliveries as ad
   where ad.submission_id = p_id
     -- Sent, or possibly sent: a post whose worker stopped mid-send, a message being sent now.
     and (ad.status in ('sent', 'uncertain') or (ad.status = 'sending' and ad.attempts > 0));

  create temporary table erased_events on commit drop as
    select e.* from public.site_events as e where e.lead_id = p_id;
  delete from public.site_events as e where e.lead_id = p_id;
  get diagnostics n_events = row_count;

  -- Rolled-up days whose raw events are still complete are rolled up again; older ones keep only a lead's own
  -- events raw, so what those counted is taken off, and a row left counting nothing goes.
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
        delete from public.site_daily as sd where sd.day = d and sd.visitors = 0 and sd.events = 0;
        -- A visit all of whose events went with the lead is counted off the day it began.
        update public.site_daily_visits as sv
           set visits = sv.visits - gone.visits, roi_results = sv.roi_results - gone.roi_results,
               form_started = sv.form_started - gone.form_started, demo_requested = sv.demo_requested - gone.requested
          from (select t.source, t.medium, t.campaign, t.landing, count(*) as visits,
                       count(*) filter (where t.roi) as roi_results,
                       count(*) filter (where t.form or t.requested) as form_started,
                       count(*) filter (where t.requested) as requested
                  from (select x.tab_id, min(x.occurred_at) as began,
                               (array_agg(coalesce(x.source, '') order by x.occurred_at, x.id))[1] as source,
                               (array_agg(coalesce(x.medium, '') order by x.occurred_at, x.id))[1] as medium,
                               (array_agg(coalesce(x.campaign, '') order by x.occurred_at, x.id))[1] as campaign,
                               (array_agg(coalesce(x.landing_page, '') order by x.occurred_at, x.id))[1] as landing,
                               bool_or(x.kind = 'roi_results') as roi,
                               bool_or(x.kind in ('form_started', 'form_submitted')) as form,
                               not lead.spam as requested
                          from erased_events as x
                         where not exists (select 1 from public.site_events as e where e.tab_id = x.tab_id)
                         group by x.tab_id) as t
                 where (t.began at time zone 'utc')::date = d
                 group by 1, 2, 3, 4) as gone
         where sv.day = d and sv.source = gone.source and sv.medium = gone.medium and sv.campaign = gone.campaign
           and sv.landing = gone.landing and sv.visits >= gone.visits;
        delete from public.site_daily_visits as sv where sv.day = d and sv.visits = 0;
      end if;
    end if;
  end loop;

  -- The person named in what other tabs sent, or in a rollup's value: cleared, and the rollup row deleted.
  if traces is not null then
    update public.site_events as e
       set source = case when lower(e.source) like any (traces) then null else e.source end,
           medium = case when lower(e.medium) like any (traces) then null else e.medium end,
           campaign = case when lower(e.campaign) like any (traces) then null else e.campaign end,
           term = case when lower(e.term) like any (traces) then null else e.term end
     where lower(concat_ws(' ', e.source, e.medium, e.campaign, e.term)) like any (traces);
    delete from public.site_daily as sd
     where sd.value <> '' and lower(sd.value) like any (traces);
    delete from public.site_daily_visits as sv
     where lower(concat_ws(' ', sv.source, sv.medium, sv.campaign, sv.landing)) like any (traces);
  end if;

  -- The limit counters keyed on the address (both the normalised key and the older trimmed lower-case one).
  delete from private.demo_request_hits as h
   where h.bucket in ('email:' || md5(private.normalised_address(lead.email)), 'email:' || md5(lower(btrim(lead.email))));

  select count(*) into n_voice from public.voice_events as ve
    join public.personalized_assistants as pa on pa.id = ve.page_id where pa.submission_id = p_id;
  delete from public.personalized_assistants as pa where pa.submission_id = p_id;
  get diagnostics n_pages = row_count;
  select count(*) into n_history from public.lead_events as le where le.submission_id = p_id;
  delete from public.contact_submissions as cs where cs.id = p_id;

  insert into public.erasure_log (erased_by, site_events, voice_pages, voice_events, history_entries, copies)
  values (auth.uid(), n_events, n_pages, n_voice, n_history, v_copies)
  returning * into entry;
  return entry;
end;
$$;
