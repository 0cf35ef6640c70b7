-- A removed authenticator leaves one audit row: whoever removes a verified TOTP factor (its owner through
-- `auth.mfa.unenroll`, an admin through the Auth admin API), GoTrue deletes its row from auth.mfa_factors, so the
-- trail is written there, where no path round it exists. An unverified factor was never usable and leaves nothing.
-- The actor is the request's when the database knows it (GoTrue's own connection carries none): "System" then, and
-- the row names whose factor went.
--
-- GoTrue's table exists before the migrations in production; the local stand-in creates its look-alike after them
-- (supabase/local/gotrue/auth-schema.sql) and attaches the same function there.

create function private.audit_factor_removed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status::text = 'verified' then
    perform private.record_audit('factor_removed', old.user_id,
      (select u.email from auth.users as u where u.id = old.user_id),
      jsonb_build_object('factor', old.factor_type::text));
  end if;
  return old;
end;
$$;

comment on function private.audit_factor_removed() is 'Trigger on auth.mfa_factors: a verified factor deleted leaves one factor_removed row in the audit trail.';

revoke execute on function private.audit_factor_removed() from public, anon, authenticated;

do $$
begin
  if to_regclass('auth.mfa_factors') is not null then
    create trigger audit_factor_removed after delete on auth.mfa_factors
      for each row execute function private.audit_factor_removed();
  end if;
end;
$$;
