-- The lead inbox: a history of every status change and note per lead (written only by the database, so no
-- client can choose its author or time), the counts and the 10-minute KPI computed in SQL for admins, and
-- live arrivals through Supabase Realtime (contact_submissions joins the supabase_realtime publication).

create table public.lead_events (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null references public.contact_submissions (id) on delete cascade,
  kind text not null,
  from_status text,
  to_status text,
  body text,
  author_id uuid,
  author_email text,
  created_at timestamptz not null default now(),
  constraint lead_events_kind_known check (kind in ('status', 'note')),
  -- A status event carries the move and no text; a note carries 1 to 5,000 characters, stored trimmed (no
  -- leading or trailing whitespace of any kind), and no move.
  constraint lead_events_status_shape check (kind <> 'status' or (to_status is not null and body is null)),
  constraint lead_events_note_shape check (
    kind <> 'note'
    or (from_status is null and to_status is null and char_length(body) between 1 and 5000 and body !~ '^\s|\s$')
  )
);

comment on table public.lead_events is 'History of a lead: status changes (by trigger) and notes (by add_lead_note). Read-only for admins.';

-- The lead panel reads one lead's history oldest first.
create index lead_events_submission_id_created_at_idx on public.lead_events (submission_id, created_at);

alter table public.lead_events enable row level security;

-- Nobody writes events through the API: the trigger and add_lead_note below run as the table owner.
-- Visitors cannot read at all (42501 rather than an empty list, as for contact_submissions).
revoke all on table public.lead_events from anon, authenticated;
grant select on table public.lead_events to authenticated;

create policy "Admins can read lead events"
  on public.lead_events for select to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

create function public.record_status_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The author is whoever's JWT made the change; a service-role change has no user and records none.
  insert into public.lead_events (submission_id, kind, from_status, to_status, author_id, author_email)
  values (new.id, 'status', old.status, new.status, auth.uid(), auth.jwt() ->> 'email');
  return null;
end;
$$;

revoke execute on function public.record_status_change() from public, anon, authenticated;

create trigger contact_submissions_record_status_change
  after update of status on public.contact_submissions
  for each row
  when (old.status is distinct from new.status)
  execute function public.record_status_change();

create function public.add_lead_note(p_submission_id uuid, p_body text)
returns public.lead_events
language plpgsql
security definer
set search_path = ''
as $$
declare
  note public.lead_events;
begin
  if (select auth.jwt() -> 'app_metadata' ->> 'role') is distinct from 'admin' then
    raise exception 'Only admins may add notes to a lead' using errcode = '42501';
  end if;
  -- An empty, blank or overlong body fails lead_events_note_shape (23514), a missing lead the foreign key (23503).
  insert into public.lead_events (submission_id, kind, body, author_id, author_email)
  values (p_submission_id, 'note', regexp_replace(p_body, '^\s+|\s+$', '', 'g'), auth.uid(), auth.jwt() ->> 'email')
  returning * into note;
  return note;
end;
$$;

revoke execute on function public.add_lead_note(uuid, text) from public, anon;
grant execute on function public.add_lead_note(uuid, text) to authenticated;

-- What the two inbox functions return: one row each, which PostgREST sends as a JSON object (and the generated
-- Database type names field by field).
create type public.lead_counts_result as (
  "all" bigint,
  new bigint,
  contacted bigint,
  qualified bigint,
  won bigint,
  lost bigint,
  overdue bigint,
  unanswered bigint,
  spam bigint
);

create type public.lead_response_stats_result as (
  answered_within integer,
  judged integer,
  median_seconds double precision
);

-- Counts for the inbox's filters. Security invoker: the caller's row-level security applies as well, and the
-- explicit check turns a non-admin's call into 42501 instead of a row of zeros. p_search matches like the
-- list's or=(first_name.ilike.*q*,…): % and _ in it stay wildcards, as in PostgREST.
create function public.lead_counts(p_search text default null)
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
   where p_search is null
      or s.first_name ilike pattern
      or s.last_name ilike pattern
      or s.email ilike pattern
      or s.phone ilike pattern
      or s.business ilike pattern;
  return counts;
end;
$$;

revoke execute on function public.lead_counts(text) from public, anon;
grant execute on function public.lead_counts(text) to authenticated;

-- The 10-minute promise over non-spam leads created in the last p_days days (null: all time). A lead is judged
-- once it was answered or its deadline passed; it kept the promise when answered within 10 minutes.
create function public.lead_response_stats(p_days integer default null)
returns public.lead_response_stats_result
language plpgsql
stable
set search_path = ''
as $$
declare
  stats public.lead_response_stats_result;
begin
  if (select auth.jwt() -> 'app_metadata' ->> 'role') is distinct from 'admin' then
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

revoke execute on function public.lead_response_stats(integer) from public, anon;
grant execute on function public.lead_response_stats(integer) to authenticated;

-- Realtime: the dashboard subscribes to INSERT and UPDATE on contact_submissions; Realtime checks each change
-- against the subscriber's own row-level security before delivering it.
alter publication supabase_realtime add table public.contact_submissions;
