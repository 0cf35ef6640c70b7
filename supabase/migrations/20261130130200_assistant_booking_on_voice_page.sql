-- The voice page shows the meeting the assistant books in its conversation. The booking remembers the page's call
-- id it was made in, and the page asks for it by that id (an unguessable id the page made itself), polling while
-- the call runs: the answer is the meeting booked in that call and still booked, or null. Nothing else of the lead
-- is readable this way.

alter table public.meetings
  add column voice_call_id uuid references private.voice_calls (id) on delete set null;

comment on column public.meetings.voice_call_id is 'The voice page''s call the assistant booked this meeting in; null for any other booking.';

create index meetings_voice_call_id_idx on public.meetings (voice_call_id) where voice_call_id is not null;

create or replace function public.assistant_book_meeting(p_voice_call_id text, p_starts_at timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_submission_id uuid;
  v_call_id uuid;
  v_answer jsonb;
begin
  if p_voice_call_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select pa.submission_id, vc.id into v_submission_id, v_call_id
      from private.voice_calls as vc
      join public.personalized_assistants as pa on pa.id = vc.page_id
     where vc.id = p_voice_call_id::uuid;
  end if;
  if v_submission_id is null then
    return jsonb_build_object('outcome', 'no_lead');
  end if;
  v_answer := private.book_meeting(v_submission_id, p_starts_at, 'assistant');
  if v_answer ->> 'outcome' = 'booked' then
    update public.meetings as m set voice_call_id = v_call_id where m.id = (v_answer -> 'meeting' ->> 'id')::uuid;
  end if;
  return v_answer;
end;
$$;

create function public.voice_call_meeting(p_voice_call_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.meeting_json(m) from public.meetings as m
   where m.voice_call_id = p_voice_call_id and m.status = 'booked';
$$;

revoke execute on function public.voice_call_meeting(uuid) from public;
grant execute on function public.voice_call_meeting(uuid) to anon, authenticated;
