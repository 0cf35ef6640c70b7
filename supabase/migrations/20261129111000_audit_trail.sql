-- The audit trail: who did what among staff. One append-only table: admins read it, nobody (admins and the service
-- role included) may change or delete a row through the API; rows are written only by private.record_audit, called
-- from the functions and triggers below (and from the team's Edge Function through record_team_action). Rows are
-- kept a year; the sweep runs as the owner.
--
-- No personal data of leads: an export says how many rows, an erasure how many records of each kind went.

create table public.audit_events (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  action text not null check (action in (
    'sign_in', 'sign_in_failed', 'factor_enrolled', 'factor_removed', 'invited', 'role_changed', 'deactivated',
    'reactivated', 'leads_exported', 'lead_erased', 'lead_reassigned', 'settings_changed'
  )),
  target_id uuid,
  target_email text,
  details jsonb not null default '{}' check (jsonb_typeof(details) = 'object')
);

comment on table public.audit_events is 'Append-only audit trail of staff actions; read by admins, written only by private.record_audit, kept one year.';

create index audit_events_occurred_at on public.audit_events (occurred_at desc);
create index audit_events_action on public.audit_events (action, occurred_at desc);

alter table public.audit_events enable row level security;

create policy "Admins can read the audit trail" on public.audit_events
  for select to authenticated using ((select private.has_role('admin')));

revoke all on public.audit_events from public, anon, authenticated, service_role;
grant select on public.audit_events to authenticated;

-- The one writer. The actor is the caller of the request (auth.uid() and the JWT's email), unless given.
create function private.record_audit(
  p_action text,
  p_target_id uuid default null,
  p_target_email text default null,
  p_details jsonb default '{}',
  p_actor_id uuid default null,
  p_actor_email text default null
)
returns public.audit_events
language plpgsql
security definer
set search_path = ''
as $$
declare
  entry public.audit_events;
begin
  insert into public.audit_events (actor_id, actor_email, action, target_id, target_email, details)
  values (coalesce(p_actor_id, auth.uid()), coalesce(p_actor_email, auth.jwt() ->> 'email'), p_action, p_target_id,
          p_target_email, coalesce(p_details, '{}'))
  returning * into entry;
  return entry;
end;
$$;

comment on function private.record_audit(text, uuid, text, jsonb, uuid, text) is 'Writes one audit row; the actor defaults to the caller. Called by staff functions and triggers, never by the API.';

revoke execute on function private.record_audit(text, uuid, text, jsonb, uuid, text) from public, anon, authenticated;

-- An erasure leaves its counts (never the lead) in the trail, whoever erased.
create function private.audit_erasure()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.record_audit('lead_erased', null, null, jsonb_build_object(
    'siteEvents', new.site_events, 'voicePages', new.voice_pages, 'voiceEvents', new.voice_events,
    'historyEntries', new.history_entries));
  return new;
end;
$$;

create trigger audit_erasure after insert on public.erasure_log
  for each row execute function private.audit_erasure();

revoke execute on function private.audit_erasure() from public, anon, authenticated;

-- An export is an admin's: the app asks this before it writes the file, so a sales user's export stops here.
create function public.record_lead_export(p_rows integer)
returns public.audit_events
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.has_role('admin') then
    raise exception 'Only admins may export leads' using errcode = '42501';
  end if;
  if p_rows is null or p_rows < 0 then
    raise exception 'An export has zero rows or more' using errcode = '22023';
  end if;
  return private.record_audit('leads_exported', null, null, jsonb_build_object('rows', p_rows));
end;
$$;

comment on function public.record_lead_export(integer) is 'Admins only: notes an export of p_rows leads in the audit trail before the file is written.';

-- The sign-in screen notes each completed sign-in and each refused code of a signed-in staff member, and the
-- authenticator a sign-in has just enrolled.
create function public.record_sign_in(p_succeeded boolean, p_enrolled boolean default false)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if not exists (select 1 from auth.users as u
                  where u.id = caller and u.raw_app_meta_data ->> 'role' in ('admin', 'sales')) then
    raise exception 'Only staff sign-ins are noted' using errcode = '42501';
  end if;
  if p_succeeded is null then
    raise exception 'Say whether the sign-in succeeded' using errcode = '22023';
  end if;
  -- A refused code is believed; a success only from a session that really has the role now.
  if p_succeeded and not (private.has_role('sales')) then
    raise exception 'This session is not signed in fully' using errcode = '42501';
  end if;
  if p_succeeded and coalesce(p_enrolled, false) then
    perform private.record_audit('factor_enrolled', caller, auth.jwt() ->> 'email', jsonb_build_object('factor', 'totp'));
  end if;
  perform private.record_audit(case when p_succeeded then 'sign_in' else 'sign_in_failed' end, caller,
                               auth.jwt() ->> 'email',
                               jsonb_build_object('step', case when p_succeeded then 'complete' else 'code' end));
end;
$$;

comment on function public.record_sign_in(boolean, boolean) is 'A staff member''s sign-in, complete or refused at the code step, into the audit trail.';

-- A refused password names a staff account that someone tried; at most 20 of those rows an hour per account.
create function public.note_failed_sign_in(p_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  staff auth.users;
begin
  select u.* into staff from auth.users as u
   where lower(u.email) = lower(trim(p_email)) and u.raw_app_meta_data ->> 'role' in ('admin', 'sales');
  if not found then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('note_failed_sign_in:' || staff.id::text, 0));
  if (select count(*) from public.audit_events as a
       where a.action = 'sign_in_failed' and a.target_id = staff.id and a.occurred_at > now() - interval '1 hour') >= 20 then
    return;
  end if;
  perform private.record_audit('sign_in_failed', staff.id, staff.email, jsonb_build_object('step', 'password'), null, null);
end;
$$;

comment on function public.note_failed_sign_in(text) is 'The sign-in form''s note of a refused password; only staff accounts are noted, at most 20 an hour each.';

revoke execute on function public.record_lead_export(integer) from public, anon;
revoke execute on function public.record_sign_in(boolean, boolean) from public, anon;
revoke execute on function public.note_failed_sign_in(text) from public;
grant execute on function public.record_lead_export(integer) to authenticated;
grant execute on function public.record_sign_in(boolean, boolean) to authenticated;
grant execute on function public.note_failed_sign_in(text) to anon, authenticated;

-- A year of the trail; the sweep is scheduled where pg_cron is, as the other schedules are.
create function private.sweep_audit_events()
returns integer
language sql
security definer
set search_path = ''
as $$
  with gone as (delete from public.audit_events as a where a.occurred_at < now() - interval '1 year' returning 1)
  select count(*)::integer from gone
$$;

revoke execute on function private.sweep_audit_events() from public, anon, authenticated;

do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule('audit-retention', '41 3 * * *', 'select private.sweep_audit_events()');
  end if;
end;
$$;
