-- Talk time is never lost. A page that closes normally records its conversation's end itself (End, or a keepalive
-- request as it goes); a page that dies without a word (a crash, a killed browser, a phone that drops the tab)
-- cannot. So each conversation now has a call id, chosen at random by the page and known only to it, and while the
-- conversation runs the page sends a heartbeat with the talk time so far (record_voice_heartbeat). The sweep
-- private.close_silent_voice_calls() ends every call whose page has been silent longer than
-- private.voice_call_settings.silent_after, counting the talk time up to its last heartbeat (pg_cron in production,
-- the stand-in's timer locally).
--   * Each call has at most one 'ended' event (a unique index), so the sweep and the page can never count a call
--     twice: whichever comes second only raises that one event's length to the longer of the two measures.
--   * A heartbeat or an end that arrives after the sweep (a tab that slept and woke) raises the same event, so talk
--     after the sweep still counts, once.
--   * The calls table is private: visitors reach it only through the two functions, which need the call's id and its
--     page's slug, so a visitor can keep alive or end only the call their own page started.

create table private.voice_call_settings (
  id boolean primary key default true,
  silent_after interval not null default interval '60 seconds',
  constraint voice_call_settings_single_row check (id),
  constraint voice_call_settings_silent_after_positive check (silent_after > interval '0')
);

comment on table private.voice_call_settings is 'The one row of voice-call settings; change it to tune them without a migration.';
comment on column private.voice_call_settings.silent_after is 'A call whose page sent no heartbeat for this long is ended by the sweep.';

insert into private.voice_call_settings default values;

create table private.voice_calls (
  id uuid primary key,
  page_id uuid not null references public.personalized_assistants (id) on delete cascade,
  started_at timestamptz not null default now(),
  heartbeat_at timestamptz not null default now(),
  talk_seconds integer not null default 0,
  ended_at timestamptz,
  constraint voice_calls_talk_seconds_range check (talk_seconds between 0 and 7200)
);

comment on table private.voice_calls is 'One conversation on a voice page: its last heartbeat and talk time so far; ended_at once ended by the page or the sweep.';

-- The sweep reads only calls still open.
create index voice_calls_open_heartbeat_idx on private.voice_calls (heartbeat_at) where ended_at is null;
create index voice_calls_page_id_idx on private.voice_calls (page_id);

alter table private.voice_call_settings enable row level security;
alter table private.voice_calls enable row level security;

alter table public.voice_events
  add column call_id uuid,
  drop constraint voice_events_ended_shape,
  -- 'lost': the page fell silent and the sweep ended the call at its last heartbeat.
  add constraint voice_events_ended_shape check (
    (kind = 'ended' and ended_by in ('visitor', 'assistant', 'error', 'lost') and duration_s between 0 and 7200)
    or (kind <> 'ended' and ended_by is null and duration_s is null)
  );

comment on column public.voice_events.call_id is 'The conversation a start or end belongs to; null for events of pages that sent none.';

create unique index voice_events_one_end_per_call on public.voice_events (call_id) where kind = 'ended';

-- A new version rather than an edit: the call id is a new argument, and PostgREST picks a function by its arguments.
drop function public.record_voice_event(text, text, integer, text);

-- Every refusal is P0001 (400) and raised before any write, so a refused call stores nothing.
create function public.record_voice_event(
  p_slug text,
  p_kind text,
  p_duration_s integer default null,
  p_ended_by text default null,
  p_call_id uuid default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_page_id uuid;
  v_call_page_id uuid;
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
  if p_kind = 'opened' and p_call_id is not null then
    raise exception 'Opening a page starts no call' using errcode = 'P0001';
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

  if p_call_id is not null then
    select vc.page_id into v_call_page_id from private.voice_calls as vc where vc.id = p_call_id for update;
    if p_kind = 'started' and v_call_page_id is not null then
      raise exception 'That call has already started' using errcode = 'P0001';
    end if;
    if p_kind = 'ended' and v_call_page_id is distinct from v_page_id then
      raise exception 'No such call on this page' using errcode = 'P0001';
    end if;
  end if;

  if p_kind = 'started' and p_call_id is not null then
    insert into private.voice_calls (id, page_id) values (p_call_id, v_page_id);
  end if;

  if p_kind = 'ended' and p_call_id is not null then
    update private.voice_calls as vc
       set ended_at = coalesce(vc.ended_at, now()), talk_seconds = greatest(vc.talk_seconds, p_duration_s)
     where vc.id = p_call_id;
    -- The sweep may have ended it already: keep its one end, with the longer of the two lengths and the page's word
    -- for who ended it.
    insert into public.voice_events (page_id, kind, ended_by, duration_s, call_id)
    values (v_page_id, 'ended', p_ended_by, p_duration_s, p_call_id)
    on conflict (call_id) where kind = 'ended'
    do update set duration_s = greatest(public.voice_events.duration_s, excluded.duration_s),
                  ended_by = excluded.ended_by;
    return;
  end if;

  insert into public.voice_events (page_id, kind, ended_by, duration_s, call_id)
  values (v_page_id, p_kind, case when p_kind = 'ended' then p_ended_by end,
          case when p_kind = 'ended' then p_duration_s end, p_call_id);
end;
$$;

revoke execute on function public.record_voice_event(text, text, integer, text, uuid) from public;
grant execute on function public.record_voice_event(text, text, integer, text, uuid) to anon, authenticated;

-- The page says its call is still going, with the talk time so far (its own clock, as the end's length is).
-- Refused (P0001) unless the call was started on that slug's page. A call the sweep has ended already gets its end
-- raised to this length, so a tab that slept past the sweep and woke loses nothing and counts nothing twice.
create function public.record_voice_heartbeat(p_slug text, p_call_id uuid, p_talk_seconds integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_call private.voice_calls%rowtype;
  v_seconds integer;
begin
  if p_talk_seconds is null or p_talk_seconds not between 0 and 7200 then
    raise exception 'A conversation lasts 0 to 7200 seconds' using errcode = 'P0001';
  end if;
  select vc.* into v_call
    from private.voice_calls as vc
    join public.personalized_assistants as pa on pa.id = vc.page_id
   where vc.id = p_call_id and lower(pa.slug) = lower(p_slug)
     for update of vc;
  if v_call.id is null then
    raise exception 'No such call on this page' using errcode = 'P0001';
  end if;
  v_seconds := greatest(v_call.talk_seconds, p_talk_seconds);
  update private.voice_calls as vc set heartbeat_at = now(), talk_seconds = v_seconds where vc.id = v_call.id;
  if v_call.ended_at is not null then
    update public.voice_events as ve
       set duration_s = greatest(ve.duration_s, v_seconds)
     where ve.call_id = v_call.id and ve.kind = 'ended';
  end if;
end;
$$;

revoke execute on function public.record_voice_heartbeat(text, uuid, integer) from public;
grant execute on function public.record_voice_heartbeat(text, uuid, integer) to anon, authenticated;

-- Ends every call silent for longer than silent_after at its last heartbeat's talk time, and says how many it ended.
-- Run it every 15 seconds: pg_cron in production (docs/voice.md), the stand-in's timer locally.
create function private.close_silent_voice_calls()
returns integer
language sql
security definer
set search_path = ''
as $$
  with silent as (
    update private.voice_calls as vc
       set ended_at = now()
     where vc.ended_at is null
       and vc.heartbeat_at < now() - (select s.silent_after from private.voice_call_settings as s)
    returning vc.id, vc.page_id, vc.talk_seconds
  ),
  ended as (
    insert into public.voice_events (page_id, kind, ended_by, duration_s, call_id)
    select silent.page_id, 'ended', 'lost', silent.talk_seconds, silent.id from silent
    on conflict (call_id) where kind = 'ended' do nothing
    returning 1
  )
  select count(*)::integer from ended;
$$;

revoke execute on function private.close_silent_voice_calls() from public, anon, authenticated;

-- On a project with pg_cron turned on, schedule the sweep now; elsewhere (the local stand-in, a project without it)
-- this does nothing, and docs/voice.md says how to schedule it later.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('close-silent-voice-calls', '15 seconds', 'select private.close_silent_voice_calls()');
  end if;
end;
$$;
