-- Production wiring, in one place and one convention: the schedules and the alert worker's wake-up call. Each block
-- acts only where its extension is there, as on hosted Supabase: pg_cron for the schedules, pg_net (with Supabase
-- Vault) for the calls to the alert worker's Edge Function. Where they are not (the local stand-in, a PostgreSQL
-- server without them) nothing is created and nothing fails; locally the stand-in runs the same jobs on timers.
--   * The project's address and the worker's secret are read from Vault at each call, never written here:
--     `project_url` (https://<project-ref>.supabase.co) and `alert_worker_secret` (the function's
--     ALERT_WORKER_SECRET), as Supabase's guide to scheduling Edge Functions keeps them. Until both are set the
--     wake-up call does nothing.
--   * The schedules: the alert worker every 5 seconds (its safety net; the trigger below wakes it at once), the site
--     events' rollup and retention every hour, and the sweep that ends silent voice calls every 15 seconds (second
--     intervals need pg_cron 1.5 or later, which hosted Supabase has). The sweep was scheduled by its own migration,
--     and only where pg_cron was already turned on; it is scheduled here again under the same name, which replaces
--     the job rather than adding one.

-- Turn the extensions on where the server ships them, so one `supabase db push` wires a new project.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  end if;
end;
$$;

-- The wake-up call: a POST to the lead-alerts function with its bearer secret. pg_net sends it after the
-- transaction commits and never for one rolled back. A lead must never be lost for a wake-up call, so a failure to
-- queue it is a warning, not an error: the 5-second schedule runs the worker anyway.
do $guard$
begin
  if to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null
     or to_regclass('vault.decrypted_secrets') is null then
    return;
  end if;

  create or replace function private.kick_lead_alerts()
  returns void
  language plpgsql
  security definer
  set search_path = ''
  as $kick$
  declare
    project_url text := (select s.decrypted_secret from vault.decrypted_secrets as s where s.name = 'project_url');
    worker_secret text := (select s.decrypted_secret from vault.decrypted_secrets as s where s.name = 'alert_worker_secret');
  begin
    if project_url is null or worker_secret is null then
      return;
    end if;
    perform net.http_post(
      url := rtrim(project_url, '/') || '/functions/v1/lead-alerts',
      body := '{}'::jsonb,
      params := '{}'::jsonb,
      headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || worker_secret),
      timeout_milliseconds := 30000
    );
  exception when others then
    raise warning 'The lead-alerts wake-up call was not queued: %', sqlerrm;
  end;
  $kick$;

  revoke execute on function private.kick_lead_alerts() from public, anon, authenticated;

  create or replace function private.kick_lead_alerts_on_insert()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $trigger$
  begin
    perform private.kick_lead_alerts();
    return null;
  end;
  $trigger$;

  revoke execute on function private.kick_lead_alerts_on_insert() from public, anon, authenticated;

  -- Once per statement: a lead that queues several messages wakes the worker once.
  drop trigger if exists alert_deliveries_kick on public.alert_deliveries;
  create trigger alert_deliveries_kick
    after insert on public.alert_deliveries
    for each statement execute function private.kick_lead_alerts_on_insert();
end;
$guard$;

-- The schedules, by name: scheduling a name again replaces its job.
do $guard$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is null then
    return;
  end if;
  perform cron.schedule('site-event-maintenance', '17 * * * *', 'select private.site_event_maintenance()');
  perform cron.schedule('close-silent-voice-calls', '15 seconds', 'select private.close_silent_voice_calls()');
  if to_regprocedure('private.kick_lead_alerts()') is not null then
    perform cron.schedule('lead-alerts', '5 seconds', 'select private.kick_lead_alerts()');
  end if;
end;
$guard$;
