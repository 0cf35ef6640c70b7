-- Growth's requests funnel gets a "Meeting booked" step after "Call held": the leads of the range that have a
-- booked meeting now (a cancelled meeting no longer counts), for everyone and by source, medium, campaign and first
-- page like every step. growth_rows gains the column, so it and growth_json are made again; growth_report is as
-- before with the step in its empty funnel.

drop function private.growth_json(date, date);
drop function private.growth_rows(date, date);

create function private.growth_rows(p_from date, p_to date)
returns table (dimension text, value text, visits bigint, roi_results bigint, form_started bigint,
               demo_requested bigint, requests bigint, replied_in_time bigint, voice_opened bigint, call_held bigint,
               meeting_booked bigint,
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
           exists (select 1 from public.voice_call_reports as r where r.submission_id = cs.id) as call_held,
           cs.meeting_starts_at is not null as meeting_booked
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
           count(*) filter (where l.meeting_booked) as meeting_booked,
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
         coalesce(l.call_held, 0), coalesce(l.meeting_booked, 0), l.median_reply_seconds
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
           'voiceOpened', r.voice_opened, 'callHeld', r.call_held, 'meetingBooked', r.meeting_booked,
           'medianReplySeconds', r.median_reply_seconds
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
                                        'callHeld', 0, 'meetingBooked', 0,
                                        'medianReplySeconds', null);
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
