-- The Team screen: admins invite staff, change their role, deactivate and reactivate them, and reset their two-step
-- sign-in. GoTrue's admin API does the changes (service role, from the `team` Edge Function, which the browser
-- calls with its own token); the database decides who may, and keeps the audit rows.
--
--   * The role check also asks the stored account, not only the JWT: a role counts only while the account still has
--     it and is not deactivated (banned) or deleted. A JWT lives up to an hour after it is issued; with this, a
--     deactivation or a demotion refuses the person's next request at once, not at their next token refresh. A
--     promotion needs a new token (the next refresh), since the JWT must carry the role too.
--   * public.team_admin() is how the Edge Function learns who calls it: the caller, if an admin signed in with both
--     steps; anyone else is refused with 42501.
--   * public.record_team_action() writes the audit row of a team change, for the Edge Function's service role only;
--     the actor is the admin the function checked, named by id (the address is read here, never taken on trust).

create or replace function private.has_role(p_role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (auth.jwt() -> 'app_metadata' ->> 'role') = any (r.allowed)
    and (auth.jwt() ->> 'aal' = 'aal2'
         or not coalesce((select s.two_step_required from private.team_settings as s), true))
    and exists (select 1 from auth.users as u
                 where u.id = auth.uid()
                   and u.raw_app_meta_data ->> 'role' = any (r.allowed)
                   and (u.banned_until is null or u.banned_until <= now())
                   and u.deleted_at is null),
    false)
    from (select case p_role when 'sales' then array['sales', 'admin'] when 'admin' then array['admin']
                 else array[]::text[] end as allowed) as r
$$;

comment on function private.has_role(text) is 'True when the caller''s JWT and their stored account both carry p_role (an admin also counts as sales), the account is neither deactivated nor deleted, and, while the team requires two-step sign-in, the JWT says aal2; the one staff check of every policy and staff function.';

create function public.team_admin()
returns table (user_id uuid, email text)
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.has_role('admin') then
    raise exception 'Only admins may manage the team' using errcode = '42501';
  end if;
  return query select auth.uid(), auth.jwt() ->> 'email';
end;
$$;

comment on function public.team_admin() is 'The caller, when an admin signed in with both steps; the team Edge Function''s check of who calls it.';

revoke execute on function public.team_admin() from public, anon;
grant execute on function public.team_admin() to authenticated;

create function public.record_team_action(
  p_actor_id uuid,
  p_action text,
  p_target_id uuid,
  p_details jsonb default '{}'
)
returns public.audit_events
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor auth.users;
  target_email text;
begin
  if p_action is null or p_action not in ('invited', 'role_changed', 'deactivated', 'reactivated', 'factor_removed') then
    raise exception 'p_action must be a team action' using errcode = '22023';
  end if;
  select u.* into actor from auth.users as u
   where u.id = p_actor_id and u.raw_app_meta_data ->> 'role' = 'admin';
  if not found then
    raise exception 'Only an admin changes the team' using errcode = '42501';
  end if;
  select u.email into target_email from auth.users as u where u.id = p_target_id;
  if not found then
    raise exception 'No such member of staff' using errcode = 'P0002';
  end if;
  return private.record_audit(p_action, p_target_id, target_email, coalesce(p_details, '{}'), actor.id, actor.email);
end;
$$;

comment on function public.record_team_action(uuid, text, uuid, jsonb) is 'The team Edge Function''s audit row of an invitation, role change, deactivation, reactivation or two-step reset; service role only.';

revoke execute on function public.record_team_action(uuid, text, uuid, jsonb) from public, anon, authenticated;
grant execute on function public.record_team_action(uuid, text, uuid, jsonb) to service_role;
