-- Personal voice demo pages made by staff, and what each prospect did on theirs.
-- Admins create, edit and delete pages (a page may be linked to the lead it was made for) and choose its maximum
-- call length. Visitors still read one page at a time through get_personalized_assistant(), now with that length,
-- and report what happened on it through record_voice_event(), the only way into voice_events. Admins read the
-- events and a per-page summary (voice_page_activity); nobody else reads either.

alter table public.personalized_assistants
  add column submission_id uuid references public.contact_submissions (id) on delete set null,
  add column max_call_seconds integer not null default 300,
  add constraint personalized_assistants_max_call_seconds_range check (max_call_seconds between 30 and 3600);

comment on column public.personalized_assistants.submission_id is 'The demo request this page was made for, if any.';
comment on column public.personalized_assistants.max_call_seconds is 'Longest call the page allows, 30 to 3,600 s.';

create index personalized_assistants_submission_id_idx on public.personalized_assistants (submission_id);

-- Writes go through the table for admins. Reading stays closed: only id is selectable, because PostgreSQL needs it
-- to find the row an update or delete names; the list admins see is voice_page_activity below.
grant insert (slug, name, assistant_id, submission_id, max_call_seconds) on table public.personalized_assistants
  to authenticated;
grant update (slug, name, assistant_id, submission_id, max_call_seconds) on table public.personalized_assistants
  to authenticated;
grant delete on table public.personalized_assistants to authenticated;
grant select (id) on table public.personalized_assistants to authenticated;

create policy "Admins can find pages to change"
  on public.personalized_assistants for select to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

create policy "Admins can create pages"
  on public.personalized_assistants for insert to authenticated
  with check ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

create policy "Admins can edit pages"
  on public.personalized_assistants for update to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'))
  with check ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

create policy "Admins can delete pages"
  on public.personalized_assistants for delete to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

create table public.voice_events (
  id uuid primary key default gen_random_uuid(),
  page_id uuid not null references public.personalized_assistants (id) on delete cascade,
  kind text not null,
  ended_by text,
  duration_s integer,
  created_at timestamptz not null default now(),
  constraint voice_events_kind_known check (kind in ('opened', 'started', 'ended')),
  -- Only an ended conversation says who ended it and how long it lasted.
  constraint voice_events_ended_shape check (
    (kind = 'ended' and ended_by in ('visitor', 'assistant', 'error') and duration_s between 0 and 7200)
    or (kind <> 'ended' and ended_by is null and duration_s is null)
  )
);

comment on table public.voice_events is 'What visitors did on a voice page; written only by record_voice_event(), read by admins.';

-- The rate limit counts one page's last minute; the summary scans one page's events.
create index voice_events_page_id_created_at_idx on public.voice_events (page_id, created_at);

alter table public.voice_events enable row level security;
revoke all on table public.voice_events from anon, authenticated;
grant select on table public.voice_events to authenticated;

create policy "Admins can read voice events"
  on public.voice_events for select to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

-- Every refusal is P0001 (400) and raised before the insert, so a refused call stores nothing.
create function public.record_voice_event(
  p_slug text,
  p_kind text,
  p_duration_s integer default null,
  p_ended_by text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_page_id uuid;
begin
  if p_kind is null or p_kind not in ('opened', 'started', 'ended') then
    raise exception 'Unknown voice event kind' using errcode = 'P0001';
  end if;
  if p_kind = 'ended' and (p_duration_s is null or p_duration_s not between 0 and 7200) then
    raise exception 'A conversation lasts 0 to 7200 seconds' using errcode = 'P0001';
  end if;
  if p_kind = 'ended' and (p_ended_by is null or p_ended_by not in ('visitor', 'assistant', 'error')) then
    raise exception 'A conversation ends by visitor, assistant or error' using errcode = 'P0001';
  end if;
  if p_kind <> 'ended' and (p_duration_s is not null or p_ended_by is not null) then
    raise exception 'Only an ended conversation has a duration' using errcode = 'P0001';
  end if;
  -- Locking the page row makes concurrent calls for one slug count one after another.
  select pa.id into v_page_id
  from public.personalized_assistants as pa
  where lower(pa.slug) = lower(p_slug)
  for update;
  if v_page_id is null then
    raise exception 'No such voice page' using errcode = 'P0001';
  end if;
  if (select count(*) from public.voice_events as ve
      where ve.page_id = v_page_id and ve.created_at > now() - interval '1 minute') >= 30 then
    raise exception 'Too many voice events for this page; try again in a minute' using errcode = 'P0001';
  end if;
  insert into public.voice_events (page_id, kind, ended_by, duration_s)
  values (v_page_id, p_kind, case when p_kind = 'ended' then p_ended_by end, case when p_kind = 'ended' then p_duration_s end);
end;
$$;

revoke execute on function public.record_voice_event(text, text, integer, text) from public;
grant execute on function public.record_voice_event(text, text, integer, text) to anon, authenticated;

-- Every page with its activity, for the pages screen and the lead panel. security definer reads past the closed
-- table, so the function checks the admin role itself; anyone else gets 42501.
create function public.voice_page_activity()
returns table (
  id uuid,
  slug text,
  name text,
  assistant_id text,
  submission_id uuid,
  max_call_seconds integer,
  created_at timestamptz,
  opened_count bigint,
  conversation_count bigint,
  talk_seconds bigint,
  last_opened_at timestamptz,
  last_activity_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.jwt() -> 'app_metadata' ->> 'role') is distinct from 'admin' then
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

revoke execute on function public.voice_page_activity() from public;
grant execute on function public.voice_page_activity() to authenticated;

-- A new version rather than an edit: the result gains max_call_seconds, and a changed result type needs a drop.
drop function public.get_personalized_assistant(text);

create function public.get_personalized_assistant(p_slug text)
returns table (slug text, name text, assistant_id text, max_call_seconds integer)
language sql
stable
security definer
set search_path = ''
as $$
  select pa.slug, pa.name, pa.assistant_id, pa.max_call_seconds
  from public.personalized_assistants as pa
  where lower(pa.slug) = lower(p_slug)
  limit 1;
$$;

revoke execute on function public.get_personalized_assistant(text) from public;
grant execute on function public.get_personalized_assistant(text) to anon, authenticated;
