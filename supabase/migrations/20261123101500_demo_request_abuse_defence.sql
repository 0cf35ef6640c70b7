-- Demo requests that bots cannot flood and retries cannot duplicate, enforced in the database so it holds for anyone
-- calling the API with the public key, not only for our form:
--   * at most 5 requests per client address per 10 minutes and 3 per email address per hour (limits in a settings
--     row of the private schema, counters beside it; no API role can read or write either);
--   * the form's honeypot and fill time mark a request as spam instead of dropping it;
--   * each request carries a client-made request_id, unique, so a retry after a lost response is stored once
--     (the form upserts with on_conflict=request_id and resolution=ignore-duplicates).
-- The service role (server-side imports) and the database owner (migrations, seed) are never screened.

create schema private;
revoke all on schema private from public;

comment on schema private is 'Internal state of database rules; not exposed through the API and granted to no API role.';

create table private.demo_request_settings (
  id boolean primary key default true,
  per_address_limit integer default 5,
  per_address_window interval not null default interval '10 minutes',
  per_email_limit integer default 3,
  per_email_window interval not null default interval '1 hour',
  min_fill_ms integer not null default 3000,
  constraint demo_request_settings_single_row check (id),
  constraint demo_request_settings_limits_positive check (per_address_limit > 0 and per_email_limit > 0),
  constraint demo_request_settings_windows_positive check (per_address_window > interval '0' and per_email_window > interval '0'),
  constraint demo_request_settings_min_fill_ms_range check (min_fill_ms >= 0)
);

comment on table private.demo_request_settings is 'The one row of demo-request limits; change it to tune them without a migration.';
comment on column private.demo_request_settings.per_address_limit is 'Requests per client address per window; null counts nothing (no limit).';
comment on column private.demo_request_settings.per_email_limit is 'Requests per email address per window; null counts nothing (no limit).';

insert into private.demo_request_settings default values;

-- One row per accepted request and sender key (hashed address or email); refused requests roll back and leave none.
create table private.demo_request_hits (
  id bigint generated always as identity primary key,
  bucket text not null,
  hit_at timestamptz not null default now()
);

comment on table private.demo_request_hits is 'Sliding-window counters of demo requests; rows older than the longest window are pruned.';

create index demo_request_hits_bucket_hit_at_idx on private.demo_request_hits (bucket, hit_at);
create index demo_request_hits_hit_at_idx on private.demo_request_hits (hit_at);

-- No policies: only the owner (the functions below, security definer) ever touches these tables.
alter table private.demo_request_settings enable row level security;
alter table private.demo_request_hits enable row level security;
revoke all on all tables in schema private from public, anon, authenticated, service_role;

alter table public.contact_submissions
  add column request_id uuid not null default gen_random_uuid(),
  add column honeypot text,
  add column fill_ms integer,
  add constraint contact_submissions_request_id_key unique (request_id),
  add constraint contact_submissions_honeypot_length check (char_length(honeypot) <= 1000),
  add constraint contact_submissions_fill_ms_range check (fill_ms >= 0);

comment on column public.contact_submissions.request_id is 'Made by the client once per set of values; a retry with the same id is stored once.';
comment on column public.contact_submissions.honeypot is 'The form''s hidden trap field; people leave it empty, so any value marks the request as spam.';
comment on column public.contact_submissions.fill_ms is 'Milliseconds from the form''s first render to submit, as the form measured them.';

grant insert (request_id, honeypot, fill_ms) on table public.contact_submissions to anon, authenticated;

-- An upsert names request_id as its conflict target, and Postgres then requires SELECT on that column and runs the
-- SELECT policies against the new row. Visitors get the one column, and a policy that matches only the row being
-- sent in this very statement (the trigger below names it), so a visitor's read still returns nothing.
grant select (request_id) on table public.contact_submissions to anon;

create policy "Visitors can see the request they are sending"
  on public.contact_submissions for select to anon
  using (request_id = nullif(current_setting('demo_request.sending_id', true), '')::uuid);

create policy "Signed-in users can see the request they are sending"
  on public.contact_submissions for select to authenticated
  using (request_id = nullif(current_setting('demo_request.sending_id', true), '')::uuid);

-- Counts one request against a sender key, or refuses it with HTTP 429 (PostgREST turns SQLSTATE PTxyz into status
-- xyz) when the window already holds `p_limit` of them.
create function private.count_demo_request(p_bucket text, p_limit integer, p_window interval, p_sender text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  -- Concurrent requests of one sender queue here, so two of them cannot both see room for one more.
  perform pg_advisory_xact_lock(hashtextextended(p_bucket, 0));
  -- Counting stops at the limit, so a sender's cost never grows with the rows it has.
  if (select count(*) from (select 1 from private.demo_request_hits as h
                             where h.bucket = p_bucket and h.hit_at > now() - p_window
                             limit p_limit) as recent) >= p_limit then
    raise sqlstate 'PT429' using
      message = 'Too many requests',
      detail = format('At most %s demo requests per %s from one %s.', p_limit, p_window, p_sender),
      hint = 'Try again in a few minutes.';
  end if;
  insert into private.demo_request_hits (bucket) values (p_bucket);
end;
$$;

revoke execute on function private.count_demo_request(text, integer, interval, text) from public;

create function private.screen_demo_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.demo_request_settings;
  client_address text;
begin
  -- PostgREST sets the role per request; anything else (service role, owner) is trusted and passes untouched.
  if current_setting('role', true) not in ('anon', 'authenticated') then
    return new;
  end if;
  select * into strict settings from private.demo_request_settings;

  -- Kept, never dropped: a false positive loses nothing, and staff can clear the flag.
  new.spam := coalesce(new.honeypot, '') <> '' or coalesce(new.fill_ms < settings.min_fill_ms, false);

  perform set_config('demo_request.sending_id', new.request_id::text, true);

  -- A retry of a stored request is ignored by the upsert; it must not count against its sender.
  if exists (select 1 from public.contact_submissions as cs where cs.request_id = new.request_id) then
    return new;
  end if;

  -- The gateway puts the client's socket address first; whatever a client sent itself comes after it.
  client_address := coalesce(
    nullif(btrim(split_part(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown');
  if settings.per_address_limit is not null then
    perform private.count_demo_request(
      'address:' || md5(client_address), settings.per_address_limit, settings.per_address_window, 'address');
  end if;
  if settings.per_email_limit is not null then
    perform private.count_demo_request(
      'email:' || md5(lower(btrim(new.email))), settings.per_email_limit, settings.per_email_window, 'email address');
  end if;

  -- No row older than the longest window can count again.
  delete from private.demo_request_hits as h
   where h.hit_at < now() - greatest(settings.per_address_window, settings.per_email_window);
  return new;
end;
$$;

revoke execute on function private.screen_demo_request() from public;

create trigger contact_submissions_screen
  before insert on public.contact_submissions
  for each row execute function private.screen_demo_request();
