-- A demo request remembers the language of the page it was sent from, so staff see which language the prospect
-- reads and the prospect's acknowledgement is written in it. The column is one of the site's languages (the inlang
-- project's locales); a request sent before the column existed came from the English site, so old rows are 'en'.
-- A value outside the list is refused (23514, a 400 from PostgREST) and nothing of the request is stored.

alter table public.contact_submissions
  add column locale text not null default 'en',
  add constraint contact_submissions_locale_known check (locale in ('en', 'es', 'fr', 'de'));

comment on column public.contact_submissions.locale is 'Language of the page the request was sent from: en, es, fr or de.';

grant insert (locale) on table public.contact_submissions to anon, authenticated;

-- The inbox filters by language; few leads per language, so the index serves the filter with the list's order.
create index contact_submissions_locale_idx on public.contact_submissions (locale, created_at desc);

-- The claim returns the lead's language as well, for the acknowledgement. Its result gains a column, so it is
-- dropped and created again; the body is unchanged otherwise.
drop function public.claim_alert_deliveries(text, jsonb, integer);

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
  reply_due_at timestamptz,
  locale text
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
         cs.created_at + interval '10 minutes', cs.locale
    from claimed as c
    left join public.contact_submissions as cs on cs.id = c.submission_id
    left join public.alert_preferences as p on p.user_id = c.recipient_user_id
   order by c.next_attempt_at, c.created_at;
end;
$$;

revoke execute on function public.claim_alert_deliveries(text, jsonb, integer) from public, anon, authenticated;
grant execute on function public.claim_alert_deliveries(text, jsonb, integer) to service_role;

-- The counts beside the inbox's filters follow its language filter as the list does (p_locale: only leads sent
-- from the site in that language), so the number beside a filter stays the number of rows it shows. The function
-- gains a parameter, so it is replaced; the body is otherwise unchanged.
drop function public.lead_counts(text, integer);

create function public.lead_counts(
  p_search text default null,
  p_min_savings integer default null,
  p_locale text default null
)
returns public.lead_counts_result
language plpgsql
stable
set search_path = ''
as $$
declare
  pattern text := '%' || p_search || '%';
  counts public.lead_counts_result;
begin
  if (select auth.jwt() -> 'app_metadata' ->> 'role') is distinct from 'admin' then
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

revoke execute on function public.lead_counts(text, integer, text) from public, anon;
grant execute on function public.lead_counts(text, integer, text) to authenticated;
