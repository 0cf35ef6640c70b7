-- What only the stand-in needs, applied after the migrations on every start (so each statement may run again):
-- the tables and index its GoTrue subset keeps. Never part of the production schema.

-- Emails are matched case-insensitively at sign-in, so they must be unique that way too.
create unique index if not exists users_email_lower_key on auth.users (lower(email));

-- Logging out deletes the session, and with it every refresh token of that session.
create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz);

-- Rotation: each refresh revokes the token used and issues its child; presenting a revoked token again
-- is reuse, and ends the whole session.
create table if not exists auth.refresh_tokens (
  id bigint generated always as identity primary key,
  token text not null unique,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now());
