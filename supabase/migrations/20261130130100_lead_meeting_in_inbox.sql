-- The inbox list shows each lead's booked meeting, and live changes carry it: the database keeps the booked meeting's
-- start, its host's name and the host's time zone (staff read the time in it) beside the lead (as it keeps the owner's email), from every booking, move and cancellation.
-- The pipeline status staff set is not touched: while a meeting is booked the app shows the lead as "Meeting booked",
-- and a cancellation shows the status staff had set again, so nothing is lost and no booking stamps a first response.

alter table public.contact_submissions
  add column meeting_starts_at timestamptz,
  add column meeting_host_name text,
  add column meeting_host_time_zone text;

comment on column public.contact_submissions.meeting_starts_at is 'Start of the lead''s booked meeting, null when none; kept by the database from public.meetings.';
comment on column public.contact_submissions.meeting_host_name is 'The booked meeting''s host as prospects see them, null when none; kept by the database.';
comment on column public.contact_submissions.meeting_host_time_zone is 'The booked meeting''s host''s time zone, null when none; kept by the database.';

create function private.follow_lead_meeting()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.contact_submissions as cs
     set meeting_starts_at = booked.starts_at, meeting_host_name = booked.host_name,
         meeting_host_time_zone = booked.time_zone
    from (select null::timestamptz as starts_at, null::text as host_name, null::text as time_zone
           where not exists (select 1 from public.meetings as m
                              where m.submission_id = new.submission_id and m.status = 'booked')
          union all
          select m.starts_at, h.display_name, h.time_zone
            from public.meetings as m
            join public.meeting_hosts as h on h.user_id = m.host_id
           where m.submission_id = new.submission_id and m.status = 'booked') as booked
   where cs.id = new.submission_id
     and (cs.meeting_starts_at, cs.meeting_host_name, cs.meeting_host_time_zone)
         is distinct from (booked.starts_at, booked.host_name, booked.time_zone);
  return null;
end;
$$;

revoke execute on function private.follow_lead_meeting() from public, anon, authenticated;

create trigger meetings_follow_lead_meeting
  after insert or update of status, starts_at, host_id on public.meetings
  for each row execute function private.follow_lead_meeting();

update public.contact_submissions as cs
   set meeting_starts_at = m.starts_at, meeting_host_name = h.display_name, meeting_host_time_zone = h.time_zone
  from public.meetings as m
  join public.meeting_hosts as h on h.user_id = m.host_id
 where m.submission_id = cs.id and m.status = 'booked';
