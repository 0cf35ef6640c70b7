-- What a Supabase project has before its first migration, reduced to what the app's migrations rely on: the API
-- roles, the extensions schema, auth.users and the auth helpers. Both databases the migrations are tested on start
-- from this file: the stand-in (PGlite) and the PostgreSQL server of `npm test` (tests/db). What only the stand-in
-- needs is in stand-in.sql, applied after the migrations.

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
  created_at timestamptz default now(), updated_at timestamptz default now(),
  -- Deactivation (a ban) and soft deletion, which lead routing skips.
  banned_until timestamptz, deleted_at timestamptz);

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

-- Every Supabase project has this publication (empty at first); migrations add the tables Realtime streams.
create publication supabase_realtime;

-- The Supabase CLI records applied migrations here; the stand-in does the same.
create schema if not exists supabase_migrations;
create table supabase_migrations.schema_migrations (version text primary key, name text not null,
  applied_at timestamptz not null default now());
