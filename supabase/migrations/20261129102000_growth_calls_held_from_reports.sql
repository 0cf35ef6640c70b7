-- Growth's "Call held" counts the leads whose voice page has a call the voice provider reported (a stored end-of-call
-- report, the offline demo voice's included), no longer the leads whose page recorded an ended conversation with a
-- length: a page's own events say a visitor pressed Start and later End, the provider's report says a call was held.
-- The rest of growth_rows is unchanged. A report goes with the retention sweep (voice_report_settings), so a lead
-- older than the retention whose reports were swept no longer counts as Call held.

create or replace function private.growth_rows(p_from date, p_to date)
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
           exists (select 1 from public.voice_call_reports as r where r.submission_id = cs.id) as call_held
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
