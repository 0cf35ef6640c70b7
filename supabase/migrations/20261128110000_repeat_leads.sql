-- A prospect who asks for a demo again is the same lead, not a new one.
--   * A request sent from the site (anon or a signed-in caller) whose normalised address (private.normalised_address:
--     lower case, `+tag` removed) matches a lead that is not itself a repeat and not suspected spam, sent within the
--     last 30 days, is stored as a repeat of the newest such lead: repeat_of names it, and that lead's repeat_count
--     and last_repeat_at say it came back (an UPDATE, so open inboxes see the mark live). Suspected spam is never a
--     repeat, and nothing a client sends can set these columns. Rows the service role writes (imports, fixtures) are
--     stored as given, as the abuse screen leaves them.
--   * A repeat has no reply deadline of its own: the first request's 10 minutes are the promise. It is left out of the
--     overdue and unanswered counts, the first-reply KPI and the escalations; its staff alert still goes out (the
--     claim returns repeat_of, and the message says the lead came back, without a deadline).
--   * The inbox lists repeats only under their own filter: lead_counts leaves them out of every other count and
--     counts them in `repeats`.
--   * Erasing a lead erases its whole group: the first request and every repeat, each as thoroughly as one lead was.

alter table public.contact_submissions
  add column repeat_of uuid references public.contact_submissions (id) on delete cascade,
  add column repeat_count integer not null default 0,
  add column last_repeat_at timestamptz,
  add constraint contact_submissions_repeat_count_range check (repeat_count >= 0),
  add constraint contact_submissions_repeat_not_itself check (repeat_of <> id);

comment on column public.contact_submissions.repeat_of is 'The lead this request repeats (same normalised address within 30 days), or null for a first request.';
comment on column public.contact_submissions.repeat_count is 'How many repeats of this lead arrived.';
comment on column public.contact_submissions.last_repeat_at is 'When the newest repeat of this lead arrived.';

create index contact_submissions_repeat_of_idx on public.contact_submissions (repeat_of) where repeat_of is not null;
-- No index on the normalised address: an index expression runs with the inserting visitor's rights, who may not call
-- private functions. The lookup reads the last 30 days' leads by created_at, a few hundred rows at most.

-- How long a lead stays the one a new request from the same address repeats.
create function private.repeat_window()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '30 days';
$$;

revoke execute on function private.repeat_window() from public;

-- Named to run after contact_submissions_screen, which decides spam (triggers of one event run in name order).
create function private.spot_repeat_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.repeat_of := null;
  if current_setting('role', true) not in ('anon', 'authenticated') or new.spam then
    return new;
  end if;
  select cs.id into new.repeat_of
    from public.contact_submissions as cs
   where private.normalised_address(cs.email) = private.normalised_address(new.email)
     and cs.repeat_of is null
     and not cs.spam
     and cs.request_id <> new.request_id
     and cs.created_at > new.created_at - private.repeat_window()
   order by cs.created_at desc
   limit 1;
  return new;
end;
$$;

revoke execute on function private.spot_repeat_request() from public;

create trigger contact_submissions_spot_repeat
  before insert on public.contact_submissions
  for each row execute function private.spot_repeat_request();

-- After the insert, so a retried request the upsert ignores marks nothing.
create function private.mark_lead_came_back()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.contact_submissions as cs
     set repeat_count = cs.repeat_count + 1,
         last_repeat_at = greatest(cs.last_repeat_at, new.created_at)
   where cs.id = new.repeat_of;
  return null;
end;
$$;

revoke execute on function private.mark_lead_came_back() from public;

create trigger contact_submissions_mark_came_back
  after insert on public.contact_submissions
  for each row when (new.repeat_of is not null) execute function private.mark_lead_came_back();

-- The counts beside the inbox's filters: repeats only under `repeats`, never overdue or unanswered.
alter type public.lead_counts_result add attribute repeats bigint;

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
     and (p_locale is null or s.locale = p_locale);
  return counts;
end;
$$;

-- The first-reply KPI judges first requests only: a repeat's promise is its first request's.
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
     and s.repeat_of is null
     and (p_days is null or s.created_at >= now() - make_interval(days => p_days));
  return stats;
end;
$$;

-- The claim also says which lead a request repeats, so its alert says the lead came back; a repeat is never
-- escalated. Its result gains a column, so it is dropped and created again; the body is otherwise unchanged.
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
   cross join private.alert_recipients('escalation') as r
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

revoke execute on function public.claim_alert_deliveries(text, jsonb, integer) from public, anon, authenticated;
grant execute on function public.claim_alert_deliveries(text, jsonb, integer) to service_role;

alter table public.erasure_log
  add column repeat_requests integer not null default 0;

comment on column public.erasure_log.repeat_requests is 'Repeats of the lead erased with it (the person''s later requests).';

-- One request of a person erased, as erase_lead did for a lead before repeats (migration 20261128100000, its visit
-- rollups included): everything linked to it, the traces of the person in events and rollups, and the limit counters
-- of their address. The caller checks the role and logs.
create function private.erase_one_request(
  p_id uuid,
  out n_events integer,
  out n_pages integer,
  out n_voice integer,
  out n_history integer,
  out copies jsonb
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead public.contact_submissions;
  retention interval := (select s.raw_event_retention from private.site_event_settings as s);
  traces text[];
  d date;
begin
  select * into strict lead from public.contact_submissions as cs where cs.id = p_id for update;

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
    into copies
    from public.alert_deliveries as ad
   where ad.submission_id = p_id
     -- Sent, or possibly sent: a post whose worker stopped mid-send, a message being sent now.
     and (ad.status in ('sent', 'uncertain') or (ad.status = 'sending' and ad.attempts > 0));

  -- Called once per request of a group in one transaction: the table is emptied for each.
  create temporary table if not exists erased_events (like public.site_events) on commit drop;
  delete from erased_events;
  insert into erased_events select e.* from public.site_events as e where e.lead_id = p_id;
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
        -- A visit all of whose events went with the request is counted off the day it began.
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
end;
$$;

revoke execute on function private.erase_one_request(uuid) from public, anon, authenticated;

-- Erasing a lead erases the person's whole group: the first request and its repeats (asked from either).
create or replace function public.erase_lead(p_id uuid)
returns public.erasure_log
language plpgsql
security definer
set search_path = ''
as $$
declare
  entry public.erasure_log;
  first_id uuid;
  member uuid;
  one record;
  n_events integer := 0;
  n_pages integer := 0;
  n_voice integer := 0;
  n_history integer := 0;
  n_repeats integer := 0;
  v_copies jsonb := '[]';
begin
  if not private.has_role('admin') then
    raise exception 'Only admins may erase a lead' using errcode = '42501';
  end if;
  select coalesce(cs.repeat_of, cs.id) into first_id from public.contact_submissions as cs where cs.id = p_id for update;
  if not found then
    raise sqlstate 'PT404' using message = 'No such lead', detail = 'It may have been erased already.';
  end if;

  -- Repeats first: the first request's delete would cascade to them and skip their traces.
  for member in
    select cs.id from public.contact_submissions as cs
     where cs.repeat_of = first_id or cs.id = first_id
     order by (cs.id = first_id), cs.created_at
  loop
    select * into one from private.erase_one_request(member);
    n_events := n_events + one.n_events;
    n_pages := n_pages + one.n_pages;
    n_voice := n_voice + one.n_voice;
    n_history := n_history + one.n_history;
    v_copies := v_copies || one.copies;
    if member <> first_id then
      n_repeats := n_repeats + 1;
    end if;
  end loop;

  insert into public.erasure_log (erased_by, site_events, voice_pages, voice_events, history_entries, copies, repeat_requests)
  values (auth.uid(), n_events, n_pages, n_voice, n_history, v_copies, n_repeats)
  returning * into entry;
  return entry;
end;
$$;
