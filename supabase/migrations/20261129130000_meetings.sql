-- Demo meetings a prospect books on the spot, from the team's real free time.
--   * Each staff member who takes meetings is a meeting host: their time zone and weekly hours in it. The admins'
--     settings (one row) give the meeting length, the buffer between meetings, the minimum notice and how far ahead
--     one can book.
--   * A booked meeting holds its host's time range under an exclusion constraint, so no two booked meetings of one
--     host ever overlap, however many bookings arrive at once. Booking is one function that takes the slot or says
--     it was taken and offers the nearest free ones.
--   * Invitations, reschedules, cancellations and reminders are rows of the alert outbox, tied to the meeting and
--     its sequence, so each is sent exactly once by the same worker as the alerts.
--   * A prospect moves or cancels their meeting through a link that carries a random token for that one purpose; a
--     new token is issued with every change, so an old email's links stop working once the meeting moved.
--   * Busy times of a host's own calendar (fetched from their secret iCal address by the server) hide the slots they
--     cover.

create extension if not exists btree_gist with schema extensions;

create table public.meeting_settings (
  id boolean primary key default true,
  length_minutes integer not null default 30,
  buffer_minutes integer not null default 0,
  notice_minutes integer not null default 120,
  horizon_days integer not null default 14,
  updated_at timestamptz not null default now(),
  constraint meeting_settings_single_row check (id),
  constraint meeting_settings_length_range check (length_minutes between 10 and 240),
  constraint meeting_settings_buffer_range check (buffer_minutes between 0 and 120),
  constraint meeting_settings_notice_range check (notice_minutes between 0 and 10080),
  constraint meeting_settings_horizon_range check (horizon_days between 1 and 90)
);

comment on table public.meeting_settings is 'The one row of meeting settings, changed by admins: length, buffer between meetings, minimum notice and how far ahead one can book.';

insert into public.meeting_settings default values;

create table public.meeting_hosts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  display_name text not null,
  time_zone text not null default 'UTC',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint meeting_hosts_display_name_length check (char_length(btrim(display_name)) between 1 and 120),
  constraint meeting_hosts_time_zone_length check (char_length(time_zone) between 1 and 64)
);

comment on table public.meeting_hosts is 'Staff members who take demo meetings: the name prospects see and the time zone their weekly hours are in.';

create table public.meeting_hours (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.meeting_hosts (user_id) on delete cascade,
  -- ISO day of the week: 1 Monday … 7 Sunday.
  weekday smallint not null,
  starts time not null,
  ends time not null,
  constraint meeting_hours_weekday_range check (weekday between 1 and 7),
  constraint meeting_hours_order check (ends > starts),
  constraint meeting_hours_once unique (user_id, weekday, starts)
);

comment on table public.meeting_hours is 'Weekly hours a host takes meetings in, as wall-clock times in the host''s time zone (so they follow its daylight-saving changes).';

create index meeting_hours_user_id_idx on public.meeting_hours (user_id);

create table public.meetings (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null references public.contact_submissions (id) on delete cascade,
  host_id uuid not null references public.meeting_hosts (user_id) on delete restrict,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- The host's time the meeting holds: the meeting and the buffer after it.
  held tstzrange not null,
  status text not null default 'booked',
  -- The iCalendar SEQUENCE: 0 when booked, one more with each move and with the cancellation.
  sequence integer not null default 0,
  booked_by text not null,
  reschedule_token text not null default encode(extensions.gen_random_bytes(24), 'hex'),
  cancel_token text not null default encode(extensions.gen_random_bytes(24), 'hex'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint meetings_status_known check (status in ('booked', 'cancelled')),
  constraint meetings_booked_by_known check (booked_by in ('visitor', 'assistant', 'staff')),
  constraint meetings_order check (ends_at > starts_at),
  constraint meetings_held_covers_meeting check (lower(held) = starts_at and upper(held) >= ends_at),
  constraint meetings_reschedule_token_unique unique (reschedule_token),
  constraint meetings_cancel_token_unique unique (cancel_token),
  constraint meetings_no_double_booking exclude using gist (host_id with =, held with &&) where (status = 'booked')
);

comment on table public.meetings is 'Demo meetings: a booked meeting holds its host''s time (exclusion constraint); a cancelled one keeps its row for the lead''s history.';
comment on column public.meetings.booked_by is 'visitor (on /book or a link), assistant (in a voice page''s conversation) or staff (on the prospect''s behalf).';

-- A lead has at most one booked meeting: a second booking of the same lead is told about the first.
create unique index meetings_one_booked_per_lead on public.meetings (submission_id) where status = 'booked';
create index meetings_host_id_starts_at_idx on public.meetings (host_id, starts_at);

-- Busy times read from each host's calendar feed; replaced whole at each fetch.
create table private.meeting_feeds (
  user_id uuid primary key references public.meeting_hosts (user_id) on delete cascade,
  url text not null,
  fetched_at timestamptz,
  last_error text,
  constraint meeting_feeds_url_shape check (url ~ '^https?://' and char_length(url) <= 2000),
  constraint meeting_feeds_error_length check (char_length(last_error) <= 2000)
);

comment on table private.meeting_feeds is 'The secret iCal address of a host''s own calendar, fetched on a schedule by the server; never shown to anyone but its host.';

create table private.meeting_busy (
  user_id uuid not null references public.meeting_hosts (user_id) on delete cascade,
  during tstzrange not null
);

create index meeting_busy_user_id_during_idx on private.meeting_busy using gist (user_id, during);

alter table public.meeting_settings enable row level security;
alter table public.meeting_hosts enable row level security;
alter table public.meeting_hours enable row level security;
alter table public.meetings enable row level security;
alter table private.meeting_feeds enable row level security;
alter table private.meeting_busy enable row level security;

revoke all on table public.meeting_settings from anon, authenticated;
revoke all on table public.meeting_hosts from anon, authenticated;
revoke all on table public.meeting_hours from anon, authenticated;
revoke all on table public.meetings from anon, authenticated;

grant select on table public.meeting_settings to authenticated;
grant update (length_minutes, buffer_minutes, notice_minutes, horizon_days) on table public.meeting_settings to authenticated;
grant select on table public.meeting_hosts to authenticated;
grant insert (user_id, display_name, time_zone), update (display_name, time_zone) on table public.meeting_hosts to authenticated;
grant select, insert (user_id, weekday, starts, ends), delete on table public.meeting_hours to authenticated;
-- The tokens are the prospect's links: staff never need them.
grant select (id, submission_id, host_id, starts_at, ends_at, status, sequence, booked_by, created_at, updated_at)
  on table public.meetings to authenticated;

create policy "Admins can read meeting settings" on public.meeting_settings
  for select to authenticated using ((select private.has_role('admin')));
create policy "Admins can change meeting settings" on public.meeting_settings
  for update to authenticated using ((select private.has_role('admin'))) with check ((select private.has_role('admin')));

create policy "Admins can read meeting hosts" on public.meeting_hosts
  for select to authenticated using ((select private.has_role('admin')));
create policy "Admins can become meeting hosts" on public.meeting_hosts
  for insert to authenticated with check (user_id = (select auth.uid()) and (select private.has_role('admin')));
create policy "Admins can change their own host details" on public.meeting_hosts
  for update to authenticated
  using (user_id = (select auth.uid()) and (select private.has_role('admin')))
  with check (user_id = (select auth.uid()) and (select private.has_role('admin')));

create policy "Admins can read meeting hours" on public.meeting_hours
  for select to authenticated using ((select private.has_role('admin')));
create policy "Admins can add their own meeting hours" on public.meeting_hours
  for insert to authenticated with check (user_id = (select auth.uid()) and (select private.has_role('admin')));
create policy "Admins can remove their own meeting hours" on public.meeting_hours
  for delete to authenticated using (user_id = (select auth.uid()) and (select private.has_role('admin')));

create policy "Admins can read meetings" on public.meetings
  for select to authenticated using ((select private.has_role('admin')));

-- Meeting emails are outbox rows like the alerts, tied to the meeting and the sequence they announce, so each
-- version of an invitation is queued once per recipient, and a later change can cancel what is still waiting.
alter table public.alert_deliveries
  add column meeting_id uuid references public.meetings (id) on delete cascade,
  add column meeting_sequence integer;

alter table public.alert_deliveries drop constraint alert_deliveries_kind_known;
alter table public.alert_deliveries add constraint alert_deliveries_kind_known check (
  kind in ('new_lead', 'escalation', 'acknowledgement', 'test', 'call_report', 'meeting_request', 'meeting_cancel',
           'meeting_reminder_day', 'meeting_reminder_hour'));
alter table public.alert_deliveries add constraint alert_deliveries_meeting_shape check (
  (kind like 'meeting\_%') = (meeting_id is not null and meeting_sequence is not null));

-- A lead gets one message of each alert kind per recipient (and per call report), and one of each meeting kind per
-- version of a meeting.
alter table public.alert_deliveries drop constraint alert_deliveries_once;
create unique index alert_deliveries_once
  on public.alert_deliveries (submission_id, channel, kind, recipient, voice_call_report_id) nulls not distinct
  where meeting_id is null;
create unique index alert_deliveries_meeting_once
  on public.alert_deliveries (meeting_id, meeting_sequence, channel, kind, recipient)
  where meeting_id is not null;

-- The lead's owner, who gets the meeting first when they are free. Leads have no owner yet: this is the one place
-- that names them once they do.
create function private.lead_owner(p_submission_id uuid)
returns uuid
language sql
stable
set search_path = ''
as $$
  select null::uuid where p_submission_id is not null
$$;

-- Every free slot of every host between two instants: the host's weekly hours laid on each local day (wall-clock
-- times turned into instants in the host's zone, so daylight-saving days come out right), stepped by the meeting
-- length plus the buffer, less what a booked meeting (with its buffer) or a busy time of the host's calendar covers.
-- p_host keeps one host's; p_except leaves one meeting out (the one being moved).
create function private.free_slots(p_from timestamptz, p_until timestamptz, p_host uuid default null, p_except uuid default null)
returns table (host_id uuid, starts_at timestamptz, ends_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with settings as (
    select make_interval(mins => s.length_minutes) as len, make_interval(mins => s.buffer_minutes) as buf
      from public.meeting_settings as s
  ),
  candidates as (
    select h.user_id as host_id, slot.at as starts_at, slot.at + st.len as ends_at, st.buf
      from public.meeting_hosts as h
      join public.meeting_hours as mh on mh.user_id = h.user_id
     cross join settings as st
     cross join lateral generate_series(((p_from at time zone h.time_zone)::date - 1)::timestamp,
                                        (p_until at time zone h.time_zone)::date::timestamp, interval '1 day') as d (day)
     cross join lateral generate_series((d.day::date + mh.starts) at time zone h.time_zone,
                                        ((d.day::date + mh.ends) at time zone h.time_zone) - st.len,
                                        st.len + st.buf) as slot (at)
     where extract(isodow from d.day) = mh.weekday
       and (p_host is null or h.user_id = p_host)
  )
  select c.host_id, c.starts_at, c.ends_at
    from candidates as c
   where c.starts_at >= p_from and c.starts_at < p_until
     and not exists (
       select 1 from public.meetings as m
        where m.host_id = c.host_id and m.status = 'booked' and m.id is distinct from p_except
          and m.held && tstzrange(c.starts_at, c.ends_at + c.buf))
     and not exists (
       select 1 from private.meeting_busy as b
        where b.user_id = c.host_id and b.during && tstzrange(c.starts_at, c.ends_at))
$$;

revoke execute on function private.free_slots(timestamptz, timestamptz, uuid, uuid) from public, anon, authenticated;

-- The window a prospect may book in now: from the minimum notice to the horizon.
create function private.bookable_window(out from_at timestamptz, out until_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select now() + make_interval(mins => s.notice_minutes), now() + make_interval(days => s.horizon_days)
    from public.meeting_settings as s
$$;

revoke execute on function private.bookable_window() from public, anon, authenticated;

-- The free slots a prospect can pick (any host), or, with a reschedule token, those of that meeting's host.
create function public.booking_slots(p_reschedule_token text default null)
returns table (starts_at timestamptz, ends_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_meeting public.meetings;
  v_window record;
begin
  if p_reschedule_token is not null then
    select * into v_meeting from public.meetings as m where m.reschedule_token = p_reschedule_token and m.status = 'booked';
    if v_meeting.id is null then
      raise exception 'This link no longer moves a meeting' using errcode = 'P0002';
    end if;
  end if;
  select * into v_window from private.bookable_window();
  return query
  select distinct f.starts_at, f.ends_at
    from private.free_slots(v_window.from_at, v_window.until_at, v_meeting.host_id, v_meeting.id) as f
   order by f.starts_at;
end;
$$;

-- The few free slots nearest to one that was just taken, soonest first.
create function private.nearest_slots(p_starts_at timestamptz, p_host uuid default null, p_except uuid default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('startsAt', n.starts_at, 'endsAt', n.ends_at) order by n.starts_at), '[]')
    from (select s.starts_at, s.ends_at
            from (select distinct f.starts_at, f.ends_at
                    from private.bookable_window() as w
                   cross join lateral private.free_slots(w.from_at, w.until_at, p_host, p_except) as f) as s
           order by abs(extract(epoch from s.starts_at - p_starts_at)), s.starts_at
           limit 3) as n
$$;

revoke execute on function private.nearest_slots(timestamptz, uuid, uuid) from public, anon, authenticated;

-- What a caller may know of a meeting: when, with whom (the host's name), how it was booked, its state.
create function private.meeting_json(p_meeting public.meetings)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_meeting.id, 'startsAt', p_meeting.starts_at, 'endsAt', p_meeting.ends_at, 'status', p_meeting.status,
    'bookedBy', p_meeting.booked_by, 'sequence', p_meeting.sequence,
    'hostName', (select h.display_name from public.meeting_hosts as h where h.user_id = p_meeting.host_id),
    'hostTimeZone', (select h.time_zone from public.meeting_hosts as h where h.user_id = p_meeting.host_id))
$$;

revoke execute on function private.meeting_json(public.meetings) from public, anon, authenticated;

-- Queues the emails a version of a meeting needs: the invitation (or the cancellation) to the prospect and to the
-- host, and, for a booked meeting, the prospect's reminders 24 hours and 1 hour before (those still ahead). What
-- an earlier version queued and has not begun sending is cancelled: it would announce a time that no longer holds.
create function private.queue_meeting_emails(p_meeting public.meetings)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind text := case when p_meeting.status = 'booked' then 'meeting_request' else 'meeting_cancel' end;
begin
  update public.alert_deliveries as d
     set status = 'cancelled', last_error = 'The meeting changed before this message went out.', updated_at = now()
   where d.meeting_id = p_meeting.id and d.meeting_sequence < p_meeting.sequence
     and d.status = 'pending';

  insert into public.alert_deliveries (submission_id, kind, channel, recipient, recipient_user_id, meeting_id, meeting_sequence)
  select p_meeting.submission_id, v_kind, 'email', r.recipient, r.user_id, p_meeting.id, p_meeting.sequence
    from (select cs.email as recipient, null::uuid as user_id
            from public.contact_submissions as cs where cs.id = p_meeting.submission_id
          union all
          select u.email, u.id from auth.users as u where u.id = p_meeting.host_id) as r
   where r.recipient is not null
  on conflict do nothing;

  if p_meeting.status = 'booked' then
    insert into public.alert_deliveries (
      submission_id, kind, channel, recipient, meeting_id, meeting_sequence, next_attempt_at)
    select p_meeting.submission_id, reminder.kind, 'email', cs.email, p_meeting.id, p_meeting.sequence, reminder.due
      from public.contact_submissions as cs
     cross join (values ('meeting_reminder_day', p_meeting.starts_at - interval '24 hours'),
                        ('meeting_reminder_hour', p_meeting.starts_at - interval '1 hour')) as reminder (kind, due)
     where cs.id = p_meeting.submission_id and reminder.due > now()
    on conflict do nothing;
  end if;

  perform pg_notify('alert_deliveries', '');
end;
$$;

revoke execute on function private.queue_meeting_emails(public.meetings) from public, anon, authenticated;

-- Books the lead a meeting at p_starts_at with a host free then: the lead's owner first, then the host with the
-- fewest booked meetings that week. Answers {outcome: 'booked', meeting}, {outcome: 'already_booked', meeting} (the
-- lead has one) or {outcome: 'taken', nearest: [{startsAt, endsAt}]} (nobody is free then any more).
create function private.book_meeting(p_submission_id uuid, p_starts_at timestamptz, p_booked_by text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_meeting public.meetings;
  v_candidate record;
  v_owner uuid := private.lead_owner(p_submission_id);
  v_buffer interval := (select make_interval(mins => s.buffer_minutes) from public.meeting_settings as s);
begin
  if p_starts_at is null then
    raise exception 'Choose a time for the meeting' using errcode = '22023';
  end if;
  select * into v_meeting from public.meetings as m where m.submission_id = p_submission_id and m.status = 'booked';
  if v_meeting.id is not null then
    return jsonb_build_object('outcome', 'already_booked', 'meeting', private.meeting_json(v_meeting));
  end if;

  for v_candidate in
    select f.host_id, f.ends_at
      from private.bookable_window() as w
     cross join lateral private.free_slots(w.from_at, w.until_at) as f
     where f.starts_at = p_starts_at
     order by f.host_id is not distinct from v_owner desc,
              (select count(*) from public.meetings as m
                where m.host_id = f.host_id and m.status = 'booked'
                  and date_trunc('week', m.starts_at) = date_trunc('week', p_starts_at)),
              f.host_id
  loop
    begin
      insert into public.meetings (submission_id, host_id, starts_at, ends_at, held, booked_by)
      values (p_submission_id, v_candidate.host_id, p_starts_at, v_candidate.ends_at,
              tstzrange(p_starts_at, v_candidate.ends_at + v_buffer), p_booked_by)
      returning * into v_meeting;
      perform private.queue_meeting_emails(v_meeting);
      return jsonb_build_object('outcome', 'booked', 'meeting', private.meeting_json(v_meeting));
    exception
      -- Another booking took this host's time after the slots were read: try the next host.
      when exclusion_violation then null;
      -- Another booking of the same lead won the race.
      when unique_violation then
        select * into v_meeting from public.meetings as m where m.submission_id = p_submission_id and m.status = 'booked';
        return jsonb_build_object('outcome', 'already_booked', 'meeting', private.meeting_json(v_meeting));
    end;
  end loop;

  return jsonb_build_object('outcome', 'taken', 'nearest', private.nearest_slots(p_starts_at));
end;
$$;

revoke execute on function private.book_meeting(uuid, timestamptz, text) from public, anon, authenticated;

-- Moves a booked meeting to another free slot of its host: same UID, one more sequence, new links.
create function private.move_meeting(p_meeting_id uuid, p_starts_at timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_meeting public.meetings;
  v_slot record;
  v_buffer interval := (select make_interval(mins => s.buffer_minutes) from public.meeting_settings as s);
begin
  select * into v_meeting from public.meetings as m where m.id = p_meeting_id and m.status = 'booked' for update;
  if v_meeting.id is null then
    raise exception 'This meeting is no longer booked' using errcode = 'P0002';
  end if;
  select f.starts_at, f.ends_at into v_slot
    from private.bookable_window() as w
   cross join lateral private.free_slots(w.from_at, w.until_at, v_meeting.host_id, v_meeting.id) as f
   where f.starts_at = p_starts_at;
  if v_slot.starts_at is not null then
    begin
      update public.meetings as m
         set starts_at = v_slot.starts_at, ends_at = v_slot.ends_at,
             held = tstzrange(v_slot.starts_at, v_slot.ends_at + v_buffer), sequence = m.sequence + 1,
             reschedule_token = encode(extensions.gen_random_bytes(24), 'hex'),
             cancel_token = encode(extensions.gen_random_bytes(24), 'hex'), updated_at = now()
       where m.id = v_meeting.id
      returning * into v_meeting;
      perform private.queue_meeting_emails(v_meeting);
      return jsonb_build_object('outcome', 'booked', 'meeting', private.meeting_json(v_meeting));
    exception when exclusion_violation then null;
    end;
  end if;
  return jsonb_build_object('outcome', 'taken',
    'nearest', private.nearest_slots(p_starts_at, v_meeting.host_id, v_meeting.id));
end;
$$;

revoke execute on function private.move_meeting(uuid, timestamptz) from public, anon, authenticated;

-- Cancels a booked meeting: its time is free again, and both sides get the cancellation (one more sequence).
create function private.cancel_meeting(p_meeting_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_meeting public.meetings;
begin
  update public.meetings as m
     set status = 'cancelled', sequence = m.sequence + 1, updated_at = now()
   where m.id = p_meeting_id and m.status = 'booked'
  returning * into v_meeting;
  if v_meeting.id is null then
    raise exception 'This meeting is no longer booked' using errcode = 'P0002';
  end if;
  perform private.queue_meeting_emails(v_meeting);
  return jsonb_build_object('outcome', 'cancelled', 'meeting', private.meeting_json(v_meeting));
end;
$$;

revoke execute on function private.cancel_meeting(uuid) from public, anon, authenticated;

-- A visitor books for their lead: the lead's key is the request id their browser made when the request was sent
-- (the demo form's success view has it; the acknowledgement's personal link carries it).
create function public.book_meeting(p_lead_key uuid, p_starts_at timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_submission_id uuid;
begin
  select cs.id into v_submission_id from public.contact_submissions as cs
   where cs.request_id = p_lead_key and not cs.spam;
  if v_submission_id is null then
    raise exception 'This booking link is not known' using errcode = 'P0002';
  end if;
  return private.book_meeting(v_submission_id, p_starts_at, 'visitor');
end;
$$;

-- The meeting a prospect's link is for, and what the link does (move or cancel); an unknown or used link is refused.
create function public.meeting_for_link(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_meeting public.meetings;
begin
  select * into v_meeting from public.meetings as m
   where m.status = 'booked' and (m.reschedule_token = p_token or m.cancel_token = p_token);
  if v_meeting.id is null then
    raise exception 'This link no longer changes a meeting' using errcode = 'P0002';
  end if;
  return private.meeting_json(v_meeting)
    || jsonb_build_object('purpose', case when v_meeting.reschedule_token = p_token then 'reschedule' else 'cancel' end);
end;
$$;

create function public.reschedule_meeting(p_token text, p_starts_at timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select m.id into v_id from public.meetings as m where m.reschedule_token = p_token and m.status = 'booked';
  if v_id is null then
    raise exception 'This link no longer moves a meeting' using errcode = 'P0002';
  end if;
  return private.move_meeting(v_id, p_starts_at);
end;
$$;

create function public.cancel_meeting(p_token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select m.id into v_id from public.meetings as m where m.cancel_token = p_token and m.status = 'booked';
  if v_id is null then
    raise exception 'This link no longer cancels a meeting' using errcode = 'P0002';
  end if;
  return private.cancel_meeting(v_id);
end;
$$;

-- Staff book, move and cancel for a prospect from the lead's panel.
create function public.staff_book_meeting(p_submission_id uuid, p_starts_at timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.has_role('admin') then
    raise exception 'Only staff can book for a lead' using errcode = '42501';
  end if;
  if not exists (select 1 from public.contact_submissions as cs where cs.id = p_submission_id) then
    raise exception 'No such lead' using errcode = 'P0002';
  end if;
  return private.book_meeting(p_submission_id, p_starts_at, 'staff');
end;
$$;

create function public.staff_move_meeting(p_meeting_id uuid, p_starts_at timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.has_role('admin') then
    raise exception 'Only staff can move a lead''s meeting' using errcode = '42501';
  end if;
  return private.move_meeting(p_meeting_id, p_starts_at);
end;
$$;

create function public.staff_cancel_meeting(p_meeting_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.has_role('admin') then
    raise exception 'Only staff can cancel a lead''s meeting' using errcode = '42501';
  end if;
  return private.cancel_meeting(p_meeting_id);
end;
$$;

-- What the outbox worker needs to write a meeting email: the meeting at the version the row announces, both
-- sides, and the prospect's links. Only the worker (service role) calls it.
create function public.meeting_email(p_delivery_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'uid', m.id::text || '@ringwise', 'sequence', d.meeting_sequence, 'status', m.status,
    'startsAt', m.starts_at, 'endsAt', m.ends_at, 'bookedBy', m.booked_by,
    'hostName', h.display_name, 'hostEmail', u.email, 'hostTimeZone', h.time_zone,
    'prospectName', btrim(cs.first_name || ' ' || cs.last_name), 'prospectEmail', cs.email, 'locale', cs.locale,
    'rescheduleToken', m.reschedule_token, 'cancelToken', m.cancel_token,
    'forHost', d.recipient_user_id is not null)
    from public.alert_deliveries as d
    join public.meetings as m on m.id = d.meeting_id
    join public.meeting_hosts as h on h.user_id = m.host_id
    join auth.users as u on u.id = m.host_id
    join public.contact_submissions as cs on cs.id = m.submission_id
   where d.id = p_delivery_id
$$;

revoke execute on function public.meeting_email(uuid) from public, anon, authenticated;
grant execute on function public.meeting_email(uuid) to service_role;

grant execute on function public.booking_slots(text) to anon, authenticated;
grant execute on function public.book_meeting(uuid, timestamptz) to anon, authenticated;
grant execute on function public.meeting_for_link(text) to anon, authenticated;
grant execute on function public.reschedule_meeting(text, timestamptz) to anon, authenticated;
grant execute on function public.cancel_meeting(text) to anon, authenticated;
grant execute on function public.staff_book_meeting(uuid, timestamptz) to authenticated;
grant execute on function public.staff_move_meeting(uuid, timestamptz) to authenticated;
grant execute on function public.staff_cancel_meeting(uuid) to authenticated;
