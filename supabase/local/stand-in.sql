-- What only the stand-in needs, applied after the migrations on every start (so each statement may run again):
-- the tables and index its GoTrue subset keeps, and the batched ingest its PostgREST subset calls. Never part of the
-- production schema (tests/db/production-functions.test.ts fails on a production function nothing there calls).

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

-- The site's events of many requests at once (supabase/local/postgrest/batched-calls.ts), so that one PGlite
-- connection keeps up with them: each call is {role, headers, body}, and each gets back what ingest_event would
-- answer it alone, in the order given: {ok: true, body: null} or {ok: false, code, message, detail, hint}. Runs as
-- its caller, who must be able to become each call's role (the stand-in's superuser).
create or replace function private.ingest_event_batch(p_calls jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  call record;
  events jsonb[] := '{}';
  headers jsonb[] := '{}';
  places integer[] := '{}';
  outcomes jsonb[];
  refusal jsonb;
  v_code text;
  v_message text;
  v_detail text;
  v_hint text;
begin
  select array_agg(jsonb_build_object('ok', true, 'body', null)) into outcomes
    from jsonb_array_elements(p_calls);
  for call in select c.value, c.ordinality::integer as ord from jsonb_array_elements(p_calls) with ordinality as c loop
    begin
      if not has_function_privilege(call.value ->> 'role', 'public.ingest_event(text)', 'execute') then
        raise sqlstate '42501' using message = 'permission denied for function ingest_event';
      end if;
      events := array_append(events, private.check_event(call.value ->> 'body'));
      headers := array_append(headers, coalesce(call.value -> 'headers', '{}'));
      places := array_append(places, call.ord);
    exception when others then
      get stacked diagnostics v_code = returned_sqlstate, v_message = message_text, v_detail = pg_exception_detail,
                              v_hint = pg_exception_hint;
      outcomes[call.ord] := jsonb_build_object('ok', false, 'code', v_code, 'message', v_message,
                                               'detail', v_detail, 'hint', v_hint);
    end;
  end loop;
  for refusal in select value from jsonb_array_elements(private.store_events(events, headers)) loop
    outcomes[places[(refusal ->> 'ord')::integer]] := jsonb_build_object(
      'ok', false, 'code', refusal ->> 'code', 'message', refusal ->> 'message',
      'detail', coalesce(refusal ->> 'detail', ''), 'hint', coalesce(refusal ->> 'hint', ''));
  end loop;
  return to_jsonb(outcomes);
end;
$$;
revoke execute on function private.ingest_event_batch(jsonb) from public;
