-- Nobody executes a function unless it is granted by name. Until now the bootstrap's default privileges granted
-- EXECUTE on every new function in public to anon and authenticated, and Postgres grants it to PUBLIC, so an admin
-- function whose migration revoked only PUBLIC stayed executable by anon (only the check inside its body stood
-- between a visitor and, say, erase_lead). New functions now start executable by their owner and the service role
-- only, and every existing function is revoked from PUBLIC, anon and authenticated and granted back to the callers
-- that need it. tests/db/visitor-functions.ts lists what a visitor (anon) may execute; the access matrix fails on
-- any other function anon can execute.

alter default privileges in schema public revoke execute on functions from anon, authenticated;
alter default privileges revoke execute on functions from public;

revoke execute on all functions in schema public from public, anon, authenticated;
revoke execute on all functions in schema private from public, anon, authenticated;

-- What the public pages call: the site's events, a personal voice page and its conversations. Staff browsing the
-- site are signed in, so authenticated needs the same.
grant execute on function public.ingest_event(text) to anon, authenticated;
grant execute on function public.get_personalized_assistant(text) to anon, authenticated;
grant execute on function public.record_voice_event(text, text, integer, text, uuid) to anon, authenticated;
grant execute on function public.record_voice_heartbeat(text, uuid, integer) to anon, authenticated;

-- The staff screens; each function refuses a caller without the admin role (private.has_role).
grant execute on function public.add_lead_note(uuid, text) to authenticated;
grant execute on function public.lead_counts(text, integer, text) to authenticated;
grant execute on function public.lead_response_stats(integer) to authenticated;
grant execute on function public.voice_page_activity() to authenticated;
grant execute on function public.save_alert_preference(text, text) to authenticated;
grant execute on function public.send_test_alert() to authenticated;
grant execute on function public.alert_channel_health() to authenticated;
grant execute on function public.lead_journey(uuid) to authenticated;
grant execute on function public.growth_report(date, date) to authenticated;
grant execute on function public.erase_lead(uuid) to authenticated;

-- Policies and the invoker functions above call the role check as the caller.
grant execute on function private.has_role(text) to authenticated;
