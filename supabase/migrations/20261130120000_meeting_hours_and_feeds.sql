-- Each staff member keeps their own meeting hours and calendar address on a settings screen, and the server fetches
-- the calendars' busy times on a schedule.
--   * A staff member reads and saves their own hours, time zone, name and secret calendar address in one call each:
--     the hours are replaced whole, in one transaction, so a half-saved week never offers slots.
--   * The calendar address is the host's secret: only they read it back. With it they see when the feed was last
--     fetched and why the last try failed; a failed fetch keeps the busy times of the last good one.
--   * The fetcher (the meeting-feeds Edge Function; the stand-in runs the same module on a timer) reads every feed
--     with the window to expand it over and records each outcome, with the service role only. A feed whose address
--     changed while it was being fetched keeps what the new address brings, not the old one's answer.
--   * Production: pg_cron calls the function every 15 minutes, and a saved address wakes it at once, through pg_net
--     with the project's address and the function's secret from Vault (`project_url`, `meeting_feeds_secret`), as
--     the alert worker is woken. Where the extensions are not there nothing is created; the stand-in listens for the
--     same notification instead.

alter table private.meeting_feeds
  add column attempted_at timestamptz,
  add column busy_count integer not null default 0;

comment on column private.meeting_feeds.fetched_at is 'When the feed was last fetched and read successfully; its busy times are the ones in private.meeting_busy.';
comment on column private.meeting_feeds.last_error is 'Why the last try failed; null when it succeeded (or before the first).';

-- What the settings screen shows its staff member: their host details (or defaults before they are a host), their
-- weekly hours, and their calendar address with how its last fetch went.
create function public.my_meeting_hours()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
begin
  if not private.has_role('sales') or me is null then
    raise exception 'Only staff keep meeting hours' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'is_host', exists (select 1 from public.meeting_hosts as h where h.user_id = me),
    'display_name', coalesce(
      (select h.display_name from public.meeting_hosts as h where h.user_id = me),
      (select split_part(u.email, '@', 1) from auth.users as u where u.id = me)),
    'time_zone', (select h.time_zone from public.meeting_hosts as h where h.user_id = me),
    'hours', coalesce(
      (select jsonb_agg(jsonb_build_object('weekday', mh.weekday, 'starts', to_char(mh.starts, 'HH24:MI'),
                                           'ends', to_char(mh.ends, 'HH24:MI'))
                        order by mh.weekday, mh.starts)
         from public.meeting_hours as mh where mh.user_id = me),
      '[]'::jsonb),
    'calendar', (
      select jsonb_build_object('url', f.url, 'fetched_at', f.fetched_at, 'attempted_at', f.attempted_at,
                                'last_error', f.last_error, 'busy_count', f.busy_count)
        from private.meeting_feeds as f where f.user_id = me)
  );
end;
$$;

-- Saves the caller's host details, replaces their weekly hours, and sets (or, empty, removes) their calendar
-- address. A new address starts with no busy times of the old calendar and no fetch yet; the fetcher is woken.
create function public.save_my_meeting_hours(p_display_name text, p_time_zone text, p_hours jsonb, p_calendar_url text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  calendar_url text := nullif(btrim(coalesce(p_calendar_url, '')), '');
  old_url text;
begin
  if not private.has_role('sales') or me is null then
    raise exception 'Only staff keep meeting hours' using errcode = '42501';
  end if;
  if p_time_zone is null or not exists (select 1 from pg_catalog.pg_timezone_names as z where z.name = p_time_zone) then
    raise exception 'Unknown time zone: %', coalesce(p_time_zone, '(none)') using errcode = '22023';
  end if;
  if jsonb_typeof(p_hours) is distinct from 'array' then
    raise exception 'The hours must be a list' using errcode = '22023';
  end if;

  insert into public.meeting_hosts as h (user_id, display_name, time_zone)
  values (me, btrim(coalesce(p_display_name, '')), p_time_zone)
  on conflict (user_id) do update
    set display_name = excluded.display_name, time_zone = excluded.time_zone, updated_at = now();

  delete from public.meeting_hours as mh where mh.user_id = me;
  insert into public.meeting_hours (user_id, weekday, starts, ends)
  select me, (r ->> 'weekday')::smallint, (r ->> 'starts')::time, (r ->> 'ends')::time
    from jsonb_array_elements(p_hours) as r;
  if exists (
    select 1 from public.meeting_hours as a
      join public.meeting_hours as b on b.user_id = a.user_id and b.weekday = a.weekday and b.id <> a.id
     where a.user_id = me and a.starts < b.ends and b.starts < a.ends) then
    raise exception 'Two ranges of hours on one day overlap' using errcode = '22023';
  end if;

  select f.url into old_url from private.meeting_feeds as f where f.user_id = me;
  if calendar_url is null then
    delete from private.meeting_feeds as f where f.user_id = me;
    delete from private.meeting_busy as b where b.user_id = me;
  elsif old_url is distinct from calendar_url then
    insert into private.meeting_feeds as f (user_id, url) values (me, calendar_url)
    on conflict (user_id) do update
      set url = excluded.url, fetched_at = null, attempted_at = null, last_error = null, busy_count = 0;
    delete from private.meeting_busy as b where b.user_id = me;
    perform pg_notify('meeting_feeds', me::text);
    if to_regprocedure('private.kick_meeting_feeds()') is not null then
      execute 'select private.kick_meeting_feeds()';
    end if;
  end if;

  return public.my_meeting_hours();
end;
$$;

-- Every calendar feed to fetch, with its host's time zone (for floating and all-day times) and the window its busy
-- times are expanded over: from a day ago (a meeting's buffer may reach back) to a day past the booking horizon.
create function public.meeting_feeds_due()
returns table (user_id uuid, url text, time_zone text, from_at timestamptz, until_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select f.user_id, f.url, h.time_zone, now() - interval '1 day', now() + make_interval(days => s.horizon_days + 1)
    from private.meeting_feeds as f
    join public.meeting_hosts as h on h.user_id = f.user_id
   cross join public.meeting_settings as s
   order by f.attempted_at nulls first
$$;

-- One fetch's outcome for one feed: its busy times (a list of [start, end] pairs), replacing the last good ones;
-- or, with p_error, why it failed, keeping them. Ignored when the feed's address is no longer p_url.
create function public.record_meeting_feed(p_user_id uuid, p_url text, p_busy jsonb, p_error text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from private.meeting_feeds as f where f.user_id = p_user_id and f.url = p_url for update;
  if not found then
    return false;
  end if;
  if p_error is not null then
    update private.meeting_feeds as f
       set attempted_at = now(), last_error = left(p_error, 2000)
     where f.user_id = p_user_id;
    return true;
  end if;
  if jsonb_typeof(p_busy) is distinct from 'array' then
    raise exception 'The busy times must be a list' using errcode = '22023';
  end if;
  delete from private.meeting_busy as b where b.user_id = p_user_id;
  insert into private.meeting_busy (user_id, during)
  select p_user_id, tstzrange((r ->> 0)::timestamptz, (r ->> 1)::timestamptz)
    from jsonb_array_elements(p_busy) as r;
  update private.meeting_feeds as f
     set fetched_at = now(), attempted_at = now(), last_error = null, busy_count = jsonb_array_length(p_busy)
   where f.user_id = p_user_id;
  return true;
end;
$$;

revoke execute on function public.my_meeting_hours() from public, anon, authenticated;
revoke execute on function public.save_my_meeting_hours(text, text, jsonb, text) from public, anon, authenticated;
revoke execute on function public.meeting_feeds_due() from public, anon, authenticated;
revoke execute on function public.record_meeting_feed(uuid, text, jsonb, text) from public, anon, authenticated;
grant execute on function public.my_meeting_hours() to authenticated;
grant execute on function public.save_my_meeting_hours(text, text, jsonb, text) to authenticated;
grant execute on function public.meeting_feeds_due() to service_role;
grant execute on function public.record_meeting_feed(uuid, text, jsonb, text) to service_role;

-- The wake-up call and the schedule, where pg_net, Vault and pg_cron are there (as on hosted Supabase).
do $guard$
begin
  if to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null
     or to_regclass('vault.decrypted_secrets') is null then
    return;
  end if;

  create or replace function private.kick_meeting_feeds()
  returns void
  language plpgsql
  security definer
  set search_path = ''
  as $kick$
  declare
    project_url text := (select s.decrypted_secret from vault.decrypted_secrets as s where s.name = 'project_url');
    feeds_secret text := (select s.decrypted_secret from vault.decrypted_secrets as s where s.name = 'meeting_feeds_secret');
  begin
    if project_url is null or feeds_secret is null then
      return;
    end if;
    perform net.http_post(
      url := rtrim(project_url, '/') || '/functions/v1/meeting-feeds',
      body := '{}'::jsonb,
      params := '{}'::jsonb,
      headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || feeds_secret),
      timeout_milliseconds := 60000
    );
  exception when others then
    raise warning 'The meeting-feeds wake-up call was not queued: %', sqlerrm;
  end;
  $kick$;

  revoke execute on function private.kick_meeting_feeds() from public, anon, authenticated;
end;
$guard$;

do $guard$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is null
     or to_regprocedure('private.kick_meeting_feeds()') is null then
    return;
  end if;
  perform cron.schedule('meeting-feeds', '*/15 * * * *', 'select private.kick_meeting_feeds()');
end;
$guard$;
