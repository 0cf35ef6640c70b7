-- The AI assistant on a voice page books the demo in the conversation: the voice provider's tool call reaches the
-- vapi-webhook Edge Function, which books through this function with the service role. The call's metadata names
-- the page's own call id; its page names the lead. A page made for no lead has nobody to book for.

create function public.assistant_book_meeting(p_voice_call_id text, p_starts_at timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_submission_id uuid;
begin
  if p_voice_call_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select pa.submission_id into v_submission_id
      from private.voice_calls as vc
      join public.personalized_assistants as pa on pa.id = vc.page_id
     where vc.id = p_voice_call_id::uuid;
  end if;
  if v_submission_id is null then
    return jsonb_build_object('outcome', 'no_lead');
  end if;
  return private.book_meeting(v_submission_id, p_starts_at, 'assistant');
end;
$$;

revoke execute on function public.assistant_book_meeting(text, timestamptz) from public, anon, authenticated;
grant execute on function public.assistant_book_meeting(text, timestamptz) to service_role;
