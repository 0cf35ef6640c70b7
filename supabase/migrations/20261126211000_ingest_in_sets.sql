-- Events stored in sets. ingest_event's rules move into two functions that every path shares:
--   * private.check_event(text): the body's own rules (size, JSON, fields, kind, page, tab, paid, calls and
--     seconds where they belong); raises the 4xx that ingest_event answers.
--   * private.store_events(jsonb[], jsonb[]): everything after that for a list of checked events in order, each
--     with its request's headers: GPC/DNT and bots dropped, the per-address limit counted per address for the list
--     at once, the day's salt, the optional fields' own checks, the tab's lead, and one insert of every row
--     accepted. It answers each event with null (stored or dropped) or the error that event's call raises.
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

-- The row an accepted event becomes, its optional fields checked (they raise a 400 of their own); the visitor,
-- time and lead are the storing function's.
create function private.event_row(p_event jsonb)
returns public.site_events
language plpgsql
immutable
set search_path = ''
as $$
declare
  stored public.site_events;
begin
  stored.kind := p_event ->> 'kind';
  stored.page := private.event_path(p_event, 'page');
  stored.tab_id := (p_event ->> 'tab')::uuid;
  stored.source := lower(private.event_text(p_event, 'source', 200));
  stored.medium := private.event_text(p_event, 'medium', 200);
  stored.campaign := private.event_text(p_event, 'campaign', 200);
  stored.term := private.event_text(p_event, 'term', 200);
  stored.landing_page := private.event_path(p_event, 'landing');
  stored.paid_click := coalesce((p_event ->> 'paid')::boolean, false);
  stored.roi_calls := private.event_integer(p_event, 'calls', 1000, 20000);
  stored.duration_s := private.event_integer(p_event, 'seconds', 0, 7200);
  return stored;
end;
$$;
revoke execute on function private.event_row(jsonb) from public;

create function private.store_events(p_events jsonb[], p_headers jsonb[])
returns table (ord integer, code text, message text, detail text, hint text)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
  today date := (now() at time zone 'utc')::date;
  day_salt text;
  settings private.demo_request_settings;
  pending record;
  v_row public.site_events;
  v_code text;
  v_message text;
  v_detail text;
  v_hint text;
begin
  -- The session's worktable, made once and emptied at each commit (and here, for a second call in one transaction:
  -- a delete, since a truncate makes a new file each time).
  if to_regclass('pg_temp.ingest_pending') is null then
    create temporary table ingest_pending (
    ord integer primary key,
    event jsonb,
    user_agent text,
    address text,
    agent uuid,
    bucket text,
    stored public.site_events,
    code text,
    message text,
    detail text,
    hint text,
    accepted boolean not null default false
  ) on commit delete rows;
  end if;
  delete from pg_temp.ingest_pending;

  -- The browser said no (Global Privacy Control or Do Not Track), or sent no user agent: dropped as if never sent.
  -- The gateway puts the client's socket address first; whatever a client sent itself comes after it.
  insert into pg_temp.ingest_pending (ord, event, user_agent, address)
  select e.ord, e.event, h.headers ->> 'user-agent',
         coalesce(nullif(btrim(split_part(h.headers ->> 'x-forwarded-for', ',', 1)), ''), 'unknown')
    from unnest(p_events) with ordinality as e (event, ord)
    join lateral (select coalesce(p_headers[e.ord::integer], '{}') as headers) as h on true
   where coalesce(h.headers ->> 'sec-gpc', '') <> '1' and coalesce(h.headers ->> 'dnt', '') <> '1'
     and coalesce(h.headers ->> 'user-agent', '') <> '';
  if not found then
    return;
  end if;

  select s.salt into day_salt from private.site_event_salts as s where s.day = today;
  if day_salt is null then
    insert into private.site_event_salts (day) values (today) on conflict (day) do nothing;
    select s.salt into strict day_salt from private.site_event_salts as s where s.day = today;
    delete from private.site_event_salts as s where s.day < today - 1;
    delete from private.site_event_agents as a where a.day < today - 1;
  end if;

  -- Bots: each user agent judged once a day, its verdict kept under its salted hash.
  update pg_temp.ingest_pending as p set agent = md5(day_salt || '|' || p.user_agent)::uuid;
  insert into private.site_event_agents (day, agent_hash, bot)
  select distinct on (p.agent) today, p.agent, p.user_agent ~* (select s.bot_pattern from private.site_event_settings as s)
    from pg_temp.ingest_pending as p
   where not exists (select 1 from private.site_event_agents as a where a.day = today and a.agent_hash = p.agent)
  on conflict (day, agent_hash) do nothing;
  delete from pg_temp.ingest_pending as p
   using private.site_event_agents as a
   where a.day = today and a.agent_hash = p.agent and a.bot;

  -- The optional fields' own checks; an event that fails them answers with its 400 and stores nothing. The block
  -- writes nothing, so its subtransaction is cheap.
  for pending in select p.ord, p.event from pg_temp.ingest_pending as p order by p.ord loop
    begin
      v_row := private.event_row(pending.event);
      update pg_temp.ingest_pending as p set stored = v_row where p.ord = pending.ord;
    exception when others then
      get stacked diagnostics v_code = returned_sqlstate, v_message = message_text, v_detail = pg_exception_detail,
                              v_hint = pg_exception_hint;
      update pg_temp.ingest_pending as p set code = v_code, message = v_message, detail = nullif(v_detail, ''),
                                             hint = nullif(v_hint, '')
       where p.ord = pending.ord;
    end;
  end loop;

  select * into strict settings from private.demo_request_settings;
  if settings.event_per_address_limit is null then
    update pg_temp.ingest_pending as p set accepted = true where p.code is null;
  else
    update pg_temp.ingest_pending as p set bucket = 'event-address:' || md5(p.address);
    -- As private.count_demo_request: concurrent batches of one sender queue here, in one order, so no two see
    -- room for the same place.
    perform pg_advisory_xact_lock(hashtextextended(b.bucket, 0))
       from (select distinct p.bucket from pg_temp.ingest_pending as p order by p.bucket) as b;
    -- Each address's events in order: an event fits while its address's hits in the window and the events
    -- stored before it in this list are fewer than the limit. One that does not fit answers 429; one that fits
    -- but fails its own checks answers its 400 and takes no place.
    update pg_temp.ingest_pending as p
       set accepted = p.code is null and counted.before < settings.event_per_address_limit,
           code = case when counted.before >= settings.event_per_address_limit then 'PT429' else p.code end,
           message = case when counted.before >= settings.event_per_address_limit then 'Too many requests' else p.message end,
           detail = case when counted.before >= settings.event_per_address_limit
                         then format('At most %s demo requests per %s from one %s.', settings.event_per_address_limit,
                                     settings.event_per_address_window, 'address')
                         else p.detail end,
           hint = case when counted.before >= settings.event_per_address_limit then 'Try again in a few minutes.' else p.hint end
      from (select q.ord,
                   recent.hits + count(*) filter (where q.code is null) over (
                     partition by q.bucket order by q.ord rows between unbounded preceding and 1 preceding) as before
              from pg_temp.ingest_pending as q
              join lateral (select count(*) as hits from (
                              select 1 from private.demo_request_hits as h
                               where h.bucket = q.bucket and h.hit_at > now() - settings.event_per_address_window
                               limit settings.event_per_address_limit) as within) as recent on true) as counted
     where counted.ord = p.ord;
    insert into private.demo_request_hits (bucket)
    select p.bucket from pg_temp.ingest_pending as p where p.accepted;
    delete from private.demo_request_hits as h
     where h.bucket in (select distinct p.bucket from pg_temp.ingest_pending as p)
       and h.hit_at < now() - settings.event_per_address_window;
  end if;

  -- A tab that already made a lead: its later events belong to the newest one.
  insert into public.site_events (kind, page, visitor, tab_id, source, medium, campaign, term, landing_page,
                                  paid_click, roi_calls, duration_s, lead_id)
  select (p.stored).kind, (p.stored).page, md5(day_salt || '|' || p.address || '|' || p.user_agent)::uuid,
         (p.stored).tab_id, (p.stored).source, (p.stored).medium, (p.stored).campaign, (p.stored).term,
         (p.stored).landing_page, (p.stored).paid_click, (p.stored).roi_calls, (p.stored).duration_s,
         (select cs.id from public.contact_submissions as cs
           where cs.tab_id = (p.stored).tab_id order by cs.created_at desc limit 1)
    from pg_temp.ingest_pending as p
   where p.accepted
   order by p.ord;

  return query select p.ord, p.code, p.message, p.detail, p.hint
                 from pg_temp.ingest_pending as p where p.code is not null order by p.ord;
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
  event jsonb := private.check_event($1);
  refusal record;
begin
  select * into refusal
    from private.store_events(array[event],
                              array[coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}')]);
  if found and refusal.hint is null then
    raise using errcode = refusal.code, message = refusal.message, detail = refusal.detail;
  elsif found then
    raise using errcode = refusal.code, message = refusal.message, detail = refusal.detail, hint = refusal.hint;
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
  refusal record;
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
  for refusal in select * from private.store_events(events, headers) loop
    outcomes[places[refusal.ord]] := jsonb_build_object('ok', false, 'code', refusal.code, 'message', refusal.message,
                                                        'detail', coalesce(refusal.detail, ''),
                                                        'hint', coalesce(refusal.hint, ''));
  end loop;
  return to_jsonb(outcomes);
end;
$$;
revoke execute on function private.ingest_event_batch(jsonb) from public;
