-- The inbox can list only the leads whose call asked for a follow-up. A lead carries the fact as a flag, set in the
-- transaction that stores a report whose structured outcome says followUp: true (the provider wrote it from what
-- the prospect said), so the inbox filters on its own table, a live update tells open inboxes of the change, and the
-- flag stays when the report itself is swept after the retention period (it holds nothing the prospect said).

alter table public.contact_submissions
  add column follow_up_asked boolean not null default false;

comment on column public.contact_submissions.follow_up_asked is 'A call on the lead''s voice page asked for a follow-up (a stored report''s outcome said followUp: true); set by the database only.';

-- The inbox's filter reads newest first among the flagged leads.
create index contact_submissions_follow_up_asked_idx on public.contact_submissions (created_at desc)
  where follow_up_asked;

create function private.mark_follow_up_asked()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.submission_id is not null and new.outcome -> 'followUp' = 'true'::jsonb then
    update public.contact_submissions as cs
       set follow_up_asked = true
     where cs.id = new.submission_id and not cs.follow_up_asked;
  end if;
  return null;
end;
$$;

revoke execute on function private.mark_follow_up_asked() from public, anon, authenticated;

create trigger voice_call_reports_mark_follow_up
  after insert on public.voice_call_reports
  for each row execute function private.mark_follow_up_asked();
