-- Two bookings of one host's time at the same instant wait for each other instead of deadlocking. Each inserted its
-- meeting, found the other's uncommitted row in the exclusion constraint's way and waited for it to commit, so
-- Postgres broke the cycle by failing one with "deadlock detected": that prospect saw an error, not "that time was
-- just taken" and the nearest free slots. A booking or a move now first takes a transaction lock on its host's
-- time (private.lock_host_time); the second waits until the first commits, then meets a committed meeting in the
-- constraint, which is the case the booking already answers with the next host or the nearest slots.

create function private.lock_host_time(p_host_id uuid)
returns void
language sql
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('meeting host ' || p_host_id::text, 0))
$$;

revoke execute on function private.lock_host_time(uuid) from public, anon, authenticated;

create or replace function private.book_meeting(p_submission_id uuid, p_starts_at timestamptz, p_booked_by text)
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
    perform private.lock_host_time(v_candidate.host_id);
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

create or replace function private.move_meeting(p_meeting_id uuid, p_starts_at timestamptz)
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
  perform private.lock_host_time(v_meeting.host_id);
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
