-- What a Supabase project has before its first migration, reduced to what the app's migrations and the
-- stand-in's GoTrue subset rely on: the API roles, the extensions schema, auth.users and the auth helpers
-- (as measured on PGlite), plus the session and refresh-token tables GoTrue keeps.

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables    to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table auth.users (
  id uuid primary key default gen_random_uuid(), aud text default 'authenticated', role text default 'authenticated',
  email text unique, encrypted_password text, email_confirmed_at timestamptz, last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{"provider":"email","providers":["email"]}', raw_user_meta_data jsonb default '{}',
  created_at timestamptz default now(), updated_at timestamptz default now());

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                  nullif(current_setting('request.jwt.claims', true), ''))::jsonb $$;
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid $$;
create or replace function auth.role() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'))::text $$;
grant execute on all functions in schema auth to anon, authenticated, service_role;

-- Emails are matched case-insensitively at sign-in, so they must be unique that way too.
create unique index users_email_lower_key on auth.users (lower(email));

-- Logging out deletes the session, and with it every refresh token of that session.
create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz);

-- Rotation: each refresh revokes the token used and issues its child; presenting a revoked token again
-- is reuse, and ends the whole session.
create table auth.refresh_tokens (
  id bigint generated always as identity primary key,
  token text not null unique,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now());

-- Every Supabase project has this publication (empty at first); migrations add the tables Realtime streams.
create publication supabase_realtime;

-- The Supabase CLI records applied migrations here; the stand-in does the same.
create schema if not exists supabase_migrations;
create table supabase_migrations.schema_migrations (version text primary key, name text not null,
  applied_at timestamptz not null default now());
