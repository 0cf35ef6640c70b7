-- The stand-in's own additions to the auth schema for two-step sign-in (TOTP), invitations and deactivation,
-- named as in Supabase's auth schema. Never part of the production schema (GoTrue owns auth there). Every start
-- applies it after the migrations and stand-in.sql (which creates auth.sessions), so a data directory made before
-- it gains it, and each statement must be safe to run again on a database that already has it.

alter table auth.users add column if not exists banned_until timestamptz;
alter table auth.users add column if not exists deleted_at timestamptz;
alter table auth.users add column if not exists invited_at timestamptz;
-- Only a hash of the invitation link's token is kept: the link itself is the secret.
alter table auth.users add column if not exists confirmation_token text;
alter table auth.users add column if not exists confirmation_sent_at timestamptz;

-- The assurance level a session has reached: aal1 after a password or an email link, aal2 after a second factor.
alter table auth.sessions add column if not exists aal text not null default 'aal1';
alter table auth.sessions add column if not exists factor_id uuid;

create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text not null default '',
  factor_type text not null check (factor_type = 'totp'),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  secret text not null,
  -- The 30-second step of the last code accepted: a code is taken once, and never one older than it.
  last_used_step bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_challenged_at timestamptz);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);

create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address text not null);

-- How each session was authenticated (the JWT's amr), one row per method, as GoTrue keeps it.
create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (session_id, authentication_method));

-- The audit of a removed factor: production's migration attaches it to GoTrue's table, which exists before the
-- migrations; here the table is made after them, so the trigger is attached here, to the migration's function.
create or replace trigger audit_factor_removed after delete on auth.mfa_factors
  for each row execute function private.audit_factor_removed();
