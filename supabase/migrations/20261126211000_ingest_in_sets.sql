-- Events stored in sets. ingest_event's rules move into two functions that every path shares:
--   * private.check_event(text): the body's own rules (size, JSON, fields, kind, page, tab, paid, calls and
--     seconds where they belong); raises the 4xx that ingest_event answers.
--   * private.store_events(jsonb[], jsonb[]): everything after that for a list of checked events in order, each
--     with its request's headers: GPC/DNT and bots dropped, the day's salt, the per-address limit, the optional
--     fields' own checks, the tab's lead, and one insert of every event accepted. It answers with the errors those
--     events' calls raise (a JSON array of {ord, code, message, detail, hint}), or null when every event was
--     stored or dropped.
-- ingest_event (what PostgREST calls, one event per request) checks its event and stores a list of one, answering
-- exactly as before; private.ingest_event_batch stores the calls of many requests at once (what the local stand-in
-- calls for events that arrive together). Each event keeps the answer it would get alone, in the order given: a
-- malformed one its 400, one past its address's limit its 429, and an event that fails stores nothing and takes
-- no place in its address's count.

create function private.check_event(body text)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  event jsonb;
  v_kind text;
begin
  if body is null or octet_length(body) > 2048 then
    raise sqlstate 'PT413' using message = 'Event too large', detail = 'An event is at most 2,048 bytes of JSON.';
  end if;
  begin
    event := body::jsonb;
  exception when others then
    perform private.refuse_event('the body is not JSON');
  end;
  if jsonb_typeof(event) <> 'object' then
    perform private.refuse_event('the body must be a JSON object');
  end if;
  if exists (select 1 from jsonb_object_keys(event) as k
              where k not in ('kind', 'page', 'tab', 'source', 'medium', 'campaign', 'term', 'landing', 'paid',
                              'calls', 'seconds')) then
    perform private.refuse_event('unknown field');
  end if;

  v_kind := private.event_text(event, 'kind', 20);
  if v_kind is null or v_kind not in ('page_view', 'roi_results', 'form_started', 'form_submitted', 'call_started',
                                      'call_ended') then
    perform private.refuse_event('kind must be page_view, roi_results, form_started, form_submitted, call_started or call_ended');
  end if;
  if private.event_path(event, 'page') is null then
    perform private.refuse_event('page is required');
  end if;
  -- Checked by shape rather than by a failed cast: an exception block costs a subtransaction per event.
  if coalesce(private.event_text(event, 'tab', 36), '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    perform private.refuse_event('tab must be a UUID');
  end if;
  if event ? 'paid' and jsonb_typeof(event -> 'paid') <> 'boolean' then
    perform private.refuse_event('paid must be true or false');
  end if;
  if (v_kind = 'roi_results') <> (event ? 'calls') then
    perform private.refuse_event('calls belongs to roi_results, and only there');
  end if;
  if (v_kind = 'call_ended') <> (event ? 'seconds') then
    perform private.refuse_event('seconds belongs to call_ended, and only there');
  end if;
  return event;
end;
$$;
revoke execute on function private.check_event(text) from public;

-- The field rules as answers rather than errors: each gives the reason a value is refused, or null. The raising
-- helpers that check_event uses are redefined on them, and store_events asks them about the optional fields of a
-- whole list without an exception block (a subtransaction) per event. PL/pgSQL rather than SQL: a SQL function
-- with its own search_path is planned again at every call, PL/pgSQL keeps its plans for the session.
create function private.text_refusal(p_value jsonb, p_key text, p_max integer)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(p_value) <> 'string' or char_length(p_value #>> '{}') not between 1 and p_max
     or (p_value #>> '{}') ~ '[[:cntrl:]]' then
    return format('%s must be text of 1 to %s printable characters', p_key, p_max);
  end if;
  return null;
end;
$$;
revoke execute on function private.text_refusal(jsonb, text, integer) from public;

create function private.path_refusal(p_value jsonb, p_key text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(p_value) = 'string' and (p_value #>> '{}') !~ '^/[a-z0-9/_-]*$' then
    return coalesce(private.text_refusal(p_value, p_key, 100), format('%s must be a lower-case site path', p_key));
  end if;
  return private.text_refusal(p_value, p_key, 100);
end;
$$;
revoke execute on function private.path_refusal(jsonb, text) from public;

create function private.integer_refusal(p_value jsonb, p_key text, p_min integer, p_max integer)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(p_value) <> 'number' or (p_value::text)::numeric not between p_min and p_max
     or (p_value::text)::numeric <> trunc((p_value::text)::numeric) then
    return format('%s must be a whole number from %s to %s', p_key, p_min, p_max);
  end if;
  return null;
end;
$$;
revoke execute on function private.integer_refusal(jsonb, text, integer, integer) from public;

create or replace function private.event_text(p_event jsonb, p_key text, p_max integer)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  reason text := private.text_refusal(p_event -> p_key, p_key, p_max);
begin
  if reason is not null then
    perform private.refuse_event(reason);
  end if;
  return p_event ->> p_key;
end;
$$;

create or replace function private.event_path(p_event jsonb, p_key text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  reason text := private.path_refusal(p_event -> p_key, p_key);
begin
  if reason is not null then
    perform private.refuse_event(reason);
  end if;
  return p_event ->> p_key;
end;
$$;

create or replace function private.event_integer(p_event jsonb, p_key text, p_min integer, p_max integer)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
declare
  reason text := private.integer_refusal(p_event -> p_key, p_key, p_min, p_max);
begin
  if reason is not null then
    perform private.refuse_event(reason);
  end if;
  return (p_event ->> p_key)::integer;
end;
$$;

-- The optional fields' rules, in the order the first ingest_event checked them (after the limit): the first
-- refusal, or null.
create function private.event_fields_refusal(p_event jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return coalesce(private.text_refusal(p_event -> 'source', 'source', 200),
                  private.text_refusal(p_event -> 'medium', 'medium', 200),
                  private.text_refusal(p_event -> 'campaign', 'campaign', 200),
                  private.text_refusal(p_event -> 'term', 'term', 200),
                  private.path_refusal(p_event -> 'landing', 'landing'),
                  private.integer_refusal(p_event -> 'calls', 'calls', 1000, 20000),
                  private.integer_refusal(p_event -> 'seconds', 'seconds', 0, 7200));
end;
$$;
revoke execute on function private.event_fields_refusal(jsonb) from public;

-- The demo requests' sliding-window limit as an answer: whether a sender has room for one more within the window,
-- with the sender's lock held to the end of the transaction, so no concurrent request sees the same room. The
-- caller takes the place by inserting its hit; count_demo_request (the demo requests' own check) is redefined on
-- it, and store_events asks it once per event, so a list's events count as many single calls would.
create function private.demo_request_room(p_bucket text, p_limit integer, p_window interval)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  -- Concurrent requests of one sender queue here, so two of them cannot both see room for one more.
  perform pg_advisory_xact_lock(hashtextextended(p_bucket, 0));
  -- Counting stops at the limit, so a sender's cost never grows with the rows it has.
  return (select count(*) from (select 1 from private.demo_request_hits as h
                                 where h.bucket = p_bucket and h.hit_at > now() - p_window
                                 limit p_limit) as recent) < p_limit;
end;
$$;
revoke execute on function private.demo_request_room(text, integer, interval) from public;

create or replace function private.count_demo_request(p_bucket text, p_limit integer, p_window interval, p_sender text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if not private.demo_request_room(p_bucket, p_limit, p_window) then
    raise sqlstate 'PT429' using
      message = 'Too many requests',
      detail = format('At most %s demo requests per %s from one %s.', p_limit, p_window, p_sender),
      hint = 'Try again in a few minutes.';
  end if;
  insert into private.demo_request_hits (bucket) values (p_bucket);
end;
$$;

-- One event after another in simple statements, and one insert for the events accepted: no work table and no
-- exception block (a subtransaction), so a list of one, what every production call is, costs what the first
-- ingest_event did, and a longer list shares the salt, the settings, the bot verdicts and the insert.
create function private.store_events(p_events jsonb[], p_headers jsonb[])
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  day_salt text;
  settings private.demo_request_settings;
  headers jsonb;
  user_agent text;
  address text;
  v_bucket text;
  buckets text[] := '{}';
  reason text;
  agent uuid;
  judged uuid;
  v_bot boolean;
  accepted jsonb[] := '{}';
  visitors uuid[] := '{}';
  refusals jsonb;
begin
  select * into strict settings from private.demo_request_settings;
  -- Several senders' events: every sender's lock taken at once, in one order, so two lists never wait on each
  -- other's locks crosswise (demo_request_room takes each again, which costs nothing more).
  if settings.event_per_address_limit is not null and cardinality(p_events) > 1 then
    perform pg_advisory_xact_lock(hashtextextended(b.bucket, 0))
       from (select distinct 'event-address:' ||
                    md5(coalesce(nullif(btrim(split_part(h ->> 'x-forwarded-for', ',', 1)), ''), 'unknown')) as bucket
               from unnest(p_headers) as h order by 1) as b;
  end if;

  for i in 1 .. coalesce(cardinality(p_events), 0) loop
    headers := coalesce(p_headers[i], '{}');
    user_agent := coalesce(headers ->> 'user-agent', '');
    -- The browser said no (Global Privacy Control or Do Not Track), or sent no user agent: dropped as if never sent.
    continue when headers ->> 'sec-gpc' = '1' or headers ->> 'dnt' = '1' or user_agent = '';

    if day_salt is null then
      select s.salt into day_salt from private.site_event_salts as s where s.day = today;
      if day_salt is null then
        insert into private.site_event_salts (day) values (today) on conflict (day) do nothing;
        select s.salt into strict day_salt from private.site_event_salts as s where s.day = today;
        delete from private.site_event_salts as s where s.day < today - 1;
        delete from private.site_event_agents as a where a.day < today - 1;
      end if;
    end if;

    -- Bots: each user agent judged once a day, its verdict kept under its salted hash (and for the next event of
    -- the list with the same agent).
    agent := md5(day_salt || '|' || user_agent)::uuid;
    if judged is distinct from agent then
      select a.bot into v_bot from private.site_event_agents as a where a.day = today and a.agent_hash = agent;
      if v_bot is null then
        v_bot := user_agent ~* (select s.bot_pattern from private.site_event_settings as s);
        insert into private.site_event_agents (day, agent_hash, bot) values (today, agent, v_bot)
          on conflict (day, agent_hash) do nothing;
      end if;
      judged := agent;
    end if;
    continue when v_bot;

    -- The gateway puts the client's socket address first; whatever a client sent itself comes after it.
    address := coalesce(nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''), 'unknown');
    reason := private.event_fields_refusal(p_events[i]);
    -- Past its address's limit an event answers 429; within it, a malformed optional field answers its 400 and
    -- takes no place.
    if settings.event_per_address_limit is not null then
      v_bucket := 'event-address:' || md5(address);
      if not private.demo_request_room(v_bucket, settings.event_per_address_limit,
                                       settings.event_per_address_window) then
        refusals := coalesce(refusals, '[]') || jsonb_build_object(
          'ord', i, 'code', 'PT429', 'message', 'Too many requests',
          'detail', format('At most %s demo requests per %s from one %s.', settings.event_per_address_limit,
                           settings.event_per_address_window, 'address'),
          'hint', 'Try again in a few minutes.');
        continue;
      end if;
      if reason is null then
        insert into private.demo_request_hits (bucket) values (v_bucket);
        buckets := buckets || v_bucket;
      end if;
    end if;
    if reason is not null then
      refusals := coalesce(refusals, '[]') || jsonb_build_object('ord', i, 'code', 'PT400', 'message', 'Malformed event',
                                                                 'detail', reason);
      continue;
    end if;
    accepted := accepted || p_events[i];
    visitors := visitors || md5(day_salt || '|' || address || '|' || user_agent)::uuid;
  end loop;

  if cardinality(buckets) > 0 then
    delete from private.demo_request_hits as h
     where h.bucket = any (buckets) and h.hit_at < now() - settings.event_per_address_window;
  end if;

  -- A tab that already made a lead: its later events belong to the newest one.
  insert into public.site_events (kind, page, visitor, tab_id, source, medium, campaign, term, landing_page,
                                  paid_click, roi_calls, duration_s, lead_id)
  select e.event ->> 'kind', e.event ->> 'page', e.visitor, (e.event ->> 'tab')::uuid, lower(e.event ->> 'source'),
         e.event ->> 'medium', e.event ->> 'campaign', e.event ->> 'term', e.event ->> 'landing',
         coalesce((e.event ->> 'paid')::boolean, false), (e.event ->> 'calls')::integer,
         (e.event ->> 'seconds')::integer,
         (select cs.id from public.contact_submissions as cs
           where cs.tab_id = (e.event ->> 'tab')::uuid order by cs.created_at desc limit 1)
    from unnest(accepted, visitors) with ordinality as e (event, visitor, ord)
   order by e.ord;
  return refusals;
end;
$$;
revoke execute on function private.store_events(jsonb[], jsonb[]) from public;

create or replace function public.ingest_event(text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  refusal jsonb := private.store_events(
    array[private.check_event($1)], array[coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}')]
  ) -> 0;
begin
  if refusal ->> 'hint' is not null then
    raise using errcode = refusal ->> 'code', message = refusal ->> 'message', detail = refusal ->> 'detail',
                hint = refusal ->> 'hint';
  elsif refusal is not null then
    raise using errcode = refusal ->> 'code', message = refusal ->> 'message', detail = refusal ->> 'detail';
  end if;
end;
$$;

-- The calls of many requests at once, for a server that receives them together: each call is
-- {role, headers, body}, and each gets back what ingest_event would answer it alone, in the order given:
-- {ok: true, body: null} or {ok: false, code, message, detail, hint}. Runs as its caller, who must be able to
-- become each call's role (the local stand-in's superuser).
create function private.ingest_event_batch(p_calls jsonb)
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
