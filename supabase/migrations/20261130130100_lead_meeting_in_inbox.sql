-- The inbox list shows each lead's booked meeting, and live changes carry it: the database keeps the booked meeting's
-- start and host's name beside the lead (as it keeps the owner's email), from every booking, move and cancellation.
-- The pipeline status staff set is not touched: while a meeting is booked the app shows the lead as "Meeting booked",
-- and a cancellation shows the status staff had set again, so nothing is lost and no booking stamps a first response.

alter table public.contact_submissions
  add column meeting_starts_at timestamptz,
  add column meeting_host_name text;

comment on column public.contact_submissions.meeting_starts_at is 'Start of the lead''s booked meeting, null when none; kept by the database from public.meetings.';
comment on column public.contact_submissions.meeting_host_name is 'The booked meeting''s host as prospects see them, null when none; kept by the database.';

create function private.follow_lead_meeting()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.contact_submissions as cs
     set meeting_starts_at = booked.starts_at, meeting_host_name = booked.host_name
    from (select (select m.starts_at from public.meetings as m
                   where m.submission_id = new.submission_id and m.status = 'booked') as starts_at,
                 (select h.display_name from public.meetings as m
                    join public.meeting_hosts as h on h.user_id = m.host_id
                   where m.submission_id = new.submission_id and m.status = 'booked') as host_name) as booked
   where cs.id = new.submission_id
     and (cs.meeting_starts_at is distinct from booked.starts_at
          or cs.meeting_host_name is distinct from booked.host_name);
  return null;
end;
$$;

revoke execute on function private.follow_lead_meeting() from public, anon, authenticated;

create trigger meetings_follow_lead_meeting
  after insert or update of status, starts_at, host_id on public.meetings
  for each row execute function private.follow_lead_meeting();

update public.contact_submissions as cs
   set meeting_starts_at = m.starts_at, meeting_host_name = h.display_name
  from public.meetings as m
  join public.meeting_hosts as h on h.user_id = m.host_id
 where m.submission_id = cs.id and m.status = 'booked';
