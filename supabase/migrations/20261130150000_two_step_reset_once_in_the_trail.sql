-- An admin's two-step reset leaves one audit row, naming the admin.
--
-- The team function notes the reset (record_team_action 'factor_removed', with the admin and the number of
-- authenticators) before it asks GoTrue to delete them; GoTrue's deletions then fire the factor trigger, which would
-- write one more row per authenticator, with no actor. The note therefore also marks the person's factors as being
-- reset for one minute, and the trigger leaves a deletion so marked to the row already written. Any other removal
-- (the owner's own, through `auth.mfa.unenroll`) is still written by the trigger.

create table private.factor_resets (
  user_id uuid primary key,
  until timestamptz not null
);

comment on table private.factor_resets is 'Whose authenticators an admin''s two-step reset is deleting now: the factor trigger leaves them to the reset''s own audit row.';

alter table private.factor_resets enable row level security;

create or replace function public.record_team_action(
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
  if p_action = 'factor_removed' then
    insert into private.factor_resets (user_id, until) values (p_target_id, now() + interval '1 minute')
    on conflict (user_id) do update set until = excluded.until;
  end if;
  return private.record_audit(p_action, p_target_id, target_email, coalesce(p_details, '{}'), actor.id, actor.email);
end;
$$;

create or replace function private.audit_factor_removed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status::text = 'verified'
     and not exists (select 1 from private.factor_resets as r where r.user_id = old.user_id and r.until > now()) then
    perform private.record_audit('factor_removed', old.user_id,
      (select u.email from auth.users as u where u.id = old.user_id),
      jsonb_build_object('factor', old.factor_type::text));
  end if;
  return old;
end;
$$;
