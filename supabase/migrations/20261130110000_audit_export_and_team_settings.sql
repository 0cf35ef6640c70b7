-- The audit screen and the team settings screen.
--
-- An export of the audit trail is itself noted in the trail (`audit_exported`, with its row count), as an export of
-- leads is: the screen asks record_audit_export before it writes the file, so only an admin's export goes ahead.
--
-- Admins change the team's sign-in settings (two-step required, idle minutes) with save_team_settings, which checks
-- the values, says clearly what is wrong, and writes one `settings_changed` row with the values before and after
-- (nothing when nothing changed).

alter table public.audit_events drop constraint audit_events_action_check;
alter table public.audit_events add constraint audit_events_action_check check (action in (
  'sign_in', 'sign_in_failed', 'factor_enrolled', 'factor_removed', 'invited', 'role_changed', 'deactivated',
  'reactivated', 'leads_exported', 'audit_exported', 'lead_erased', 'lead_reassigned', 'settings_changed'
));

-- The person filter matches who acted and whom it concerned.
create index audit_events_actor_email on public.audit_events (lower(actor_email));
create index audit_events_target_email on public.audit_events (lower(target_email));

create function public.record_audit_export(p_rows integer)
returns public.audit_events
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.has_role('admin') then
    raise exception 'Only admins may export the audit trail' using errcode = '42501';
  end if;
  if p_rows is null or p_rows < 0 then
    raise exception 'An export has zero rows or more' using errcode = '22023';
  end if;
  return private.record_audit('audit_exported', null, null, jsonb_build_object('rows', p_rows));
end;
$$;

comment on function public.record_audit_export(integer) is 'Admins only: notes an export of p_rows audit rows in the audit trail before the file is written.';

revoke execute on function public.record_audit_export(integer) from public, anon, authenticated;
grant execute on function public.record_audit_export(integer) to authenticated;

create function public.save_team_settings(p_two_step_required boolean, p_idle_minutes integer)
returns table (two_step_required boolean, idle_minutes integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  before private.team_settings;
  after private.team_settings;
begin
  if not private.has_role('admin') then
    raise exception 'Only admins may change the team settings' using errcode = '42501';
  end if;
  if p_two_step_required is null then
    raise exception 'Say whether two-step sign-in is required' using errcode = '22023';
  end if;
  if p_idle_minutes is null or p_idle_minutes not between 5 and 480 then
    raise exception 'Idle minutes must be a whole number from 5 to 480' using errcode = '22023';
  end if;
  select * into before from private.team_settings as s where s.id for update;
  update private.team_settings as s
       set two_step_required = p_two_step_required, idle_minutes = p_idle_minutes, updated_at = now()
   where s.id
   returning * into after;
  if before.two_step_required is distinct from after.two_step_required
     or before.idle_minutes is distinct from after.idle_minutes then
    perform private.record_audit('settings_changed', null, null, jsonb_build_object(
      'before', jsonb_build_object('twoStepRequired', before.two_step_required, 'idleMinutes', before.idle_minutes),
      'after', jsonb_build_object('twoStepRequired', after.two_step_required, 'idleMinutes', after.idle_minutes)));
  end if;
  return query select after.two_step_required, after.idle_minutes;
end;
$$;

comment on function public.save_team_settings(boolean, integer) is 'Admins only: sets whether staff need a second factor and the idle minutes (5 to 480) before a staff session ends; a change is audited.';

revoke execute on function public.save_team_settings(boolean, integer) from public, anon, authenticated;
grant execute on function public.save_team_settings(boolean, integer) to authenticated;

-- A sales user's own alert preferences show the team's escalation delay and default time zone, which say nothing
-- about anyone: every member of staff reads the settings row; only SQL changes it, as before.
alter policy "Admins can read alert settings" on public.alert_settings
  using ((select private.has_role('sales')));
alter policy "Admins can read alert settings" on public.alert_settings rename to "Staff can read alert settings";
