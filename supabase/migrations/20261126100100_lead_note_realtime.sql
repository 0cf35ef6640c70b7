-- Notes are live like statuses: a note stamps its lead's last_note_at, and that update reaches every open
-- panel of the lead through the contact_submissions Realtime feed, which reads the lead's history again.
-- (lead_events itself stays out of the publication: one feed per lead screen, and its rows never change.)

alter table public.contact_submissions add column last_note_at timestamptz;

comment on column public.contact_submissions.last_note_at is 'When the lead''s latest note was added; set by the database only.';

create function private.stamp_last_note()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.contact_submissions set last_note_at = new.created_at where id = new.submission_id;
  return null;
end;
$$;

revoke execute on function private.stamp_last_note() from public, anon, authenticated;

create trigger lead_events_stamp_last_note
  after insert on public.lead_events
  for each row
  when (new.kind = 'note')
  execute function private.stamp_last_note();
