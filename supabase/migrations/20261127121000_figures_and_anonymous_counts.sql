-- Figures no one can forge, and nothing personal in the anonymous counts.
--   * The yearly savings stored with a lead are the ROI model's own figure for the stored inputs: a trigger prices
--     roi_calls, roi_aht and roi_wage with private.roi_yearly_savings (the model of machines/roi-wizard/roi-model.ts
--     in SQL, in the same floating-point steps; tests/api/forged-figures.test.ts proves both give the same figure
--     over the whole input domain), whatever the client sent.
--   * A call's talk time is never more than the time since its start (the server's clock) nor the page's maximum:
--     heartbeats and ends are cut to both.
--   * Voice events, heartbeats and page lookups are limited per sender (the client address, as the demo requests),
--     not per page, so no visitor can block a prospect's page by flooding it. Settings in
--     private.demo_request_settings beside the other limits (null: no limit).
--   * A visitor is md5(day's salt | address): a sender who changes its user agent is the same visitor.
--   * Pages are kept as their route template: a voice page in any language is `/<lang>/ai-phone-caller/$slug`
--     (`/ai-phone-caller/$slug` in English), never its slug, in events, rollups and leads; old rows are rewritten.
--   * UTM values shaped like an email address or a phone number are dropped (stored as null), in events and leads;
--     the browser drops them first (machines/growth/personal-shape.ts, the same two patterns).

alter table private.demo_request_settings
  add column voice_event_per_address_limit integer default 30,
  add column heartbeat_per_address_limit integer default 20,
  add column page_lookup_per_address_limit integer default 30,
  add column voice_per_address_window interval not null default interval '1 minute',
  add constraint demo_request_settings_voice_limits_positive check (
    voice_event_per_address_limit > 0 and heartbeat_per_address_limit > 0 and page_lookup_per_address_limit > 0
  ),
  add constraint demo_request_settings_voice_window_positive check (voice_per_address_window > interval '0');

comment on column private.demo_request_settings.voice_event_per_address_limit is 'Voice events (opened, started, ended) per client address per voice_per_address_window; null: no limit.';
comment on column private.demo_request_settings.heartbeat_per_address_limit is 'Call heartbeats per client address per voice_per_address_window (a call sends one every 15 s); null: no limit.';
comment on column private.demo_request_settings.page_lookup_per_address_limit is 'Voice page lookups per client address per voice_per_address_window; null: no limit.';

-- The caller's address as PostgREST hands it over: the gateway puts the client's socket address first.
create function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(split_part(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown');
$$;

revoke execute on function private.client_address() from public;

-- One more request of a sender within a per-address limit, or 429. A null limit counts nothing; only API callers
-- (anon, authenticated) are counted, as for demo requests.
create function private.take_sender_place(p_kind text, p_limit integer, p_window interval)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_bucket text := p_kind || '-address:' || md5(private.client_address());
begin
  if p_limit is null or current_setting('role', true) not in ('anon', 'authenticated') then
    return;
  end if;
  if not private.demo_request_room(v_bucket, p_limit, p_window) then
    raise sqlstate 'PT429' using
      message = 'Too many requests',
      detail = format('At most %s %s per %s from one address.', p_limit, p_kind, p_window),
      hint = 'Try again in a minute.';
  end if;
  insert into private.demo_request_hits (bucket) values (v_bucket);
  delete from private.demo_request_hits as h where h.bucket = v_bucket and h.hit_at < now() - p_window;
end;
$$;

revoke execute on function private.take_sender_place(text, integer, interval) from public;

-- The public ROI model's yearly savings in whole dollars (machines/roi-wizard/roi-model.ts with the rates of
-- machines/pricing/pricing-rates.ts), computed in the same double-precision steps, rounded as Math.round does.
create function private.roi_yearly_savings(p_calls double precision, p_aht double precision, p_wage double precision)
returns integer
language sql
immutable
set search_path = ''
as $$
  select floor((m.baseline - (m.runtime + m.baseline * (1::float8 - 0.8::float8) + 450::float8)) * 12::float8
               + 0.5::float8)::integer
    from (select p_calls * p_aht / 60::float8 / 0.5::float8 / 0.9::float8 * p_wage * 1.05::float8 as baseline,
                 p_calls * p_aht * 0.8::float8 * 0.12::float8 as runtime) as m;
$$;

revoke execute on function private.roi_yearly_savings(double precision, double precision, double precision) from public;

-- A route template for a site path: a personal voice page, in any language, without its slug.
create function private.page_template(p_path text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(p_path, '^((/[a-z]{2})?/ai-phone-caller)/.+$', '\1/$slug');
$$;

revoke execute on function private.page_template(text) from public;

-- Whether a text holds something shaped like an email address or a phone number (a + and 7 digits or more, or
-- three groups of digits); machines/growth/personal-shape.ts holds the same two patterns.
create function private.looks_personal(p_text text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_text ~ '[A-Za-z0-9._%+-]+(@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}'
      or p_text ~ '\+[0-9]([ ().-]?[0-9]){6,}|\(?[0-9]{2,4}\)?[ .-][0-9]{3,4}[ .-][0-9]{3,4}';
$$;

revoke execute on function private.looks_personal(text) from public;

create function private.unless_personal(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when private.looks_personal(p_text) then null else p_text end;
$$;

revoke execute on function private.unless_personal(text) from public;

-- What a lead stores of its visit and estimate: the page as its template, no personal-shaped UTM value, and the
-- savings the model gives for the inputs. Every role: an import keeps the model's figure too.
create function private.clean_demo_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.landing_page := private.page_template(new.landing_page);
  new.utm_source := private.unless_personal(new.utm_source);
  new.utm_medium := private.unless_personal(new.utm_medium);
  new.utm_campaign := private.unless_personal(new.utm_campaign);
  new.utm_term := private.unless_personal(new.utm_term);
  new.utm_content := private.unless_personal(new.utm_content);
  if new.roi_calls is not null and new.roi_aht is not null and new.roi_wage is not null then
    new.roi_yearly_savings := private.roi_yearly_savings(new.roi_calls, new.roi_aht, new.roi_wage);
  end if;
  return new;
end;
$$;

revoke execute on function private.clean_demo_request() from public;

-- Named to run before contact_submissions_screen (triggers of one event run in name order).
create trigger contact_submissions_clean
  before insert or update of landing_page, utm_source, utm_medium, utm_campaign, utm_term, utm_content, roi_calls,
    roi_aht, roi_wage, roi_yearly_savings
  on public.contact_submissions
  for each row execute function private.clean_demo_request();

-- Paths may now end in a template's `/$slug`; old rows holding a slug become their template first.
alter table public.site_events drop constraint site_events_page_shape, drop constraint site_events_landing_page_shape;
alter table public.contact_submissions drop constraint contact_submissions_landing_page_shape;

update public.site_events as e
   set page = private.page_template(e.page), landing_page = private.page_template(e.landing_page)
 where e.page ~ '/ai-phone-caller/' or e.landing_page ~ '/ai-phone-caller/';
update public.contact_submissions as cs
   set landing_page = private.page_template(cs.landing_page)
 where cs.landing_page ~ '/ai-phone-caller/';
update public.site_events as e
   set source = private.unless_personal(e.source), medium = private.unless_personal(e.medium),
       campaign = private.unless_personal(e.campaign), term = private.unless_personal(e.term)
 where private.looks_personal(concat_ws(' ', e.source, e.medium, e.campaign, e.term));

comment on column public.site_events.visitor is 'md5 of the day''s salt and the address: one visitor per address and UTC day, whatever its user agent; unlinkable once the salt is deleted (at most 48 hours).';

-- Rollup rows of a slugged first page, or of a personal-shaped source, are folded into their template's (or the
-- direct visits') row. A visitor counted under two such values of one day counts twice there: only old days.
create temporary table folded_daily on commit drop as
  select d.day, d.kind, d.dimension,
         case when d.dimension = 'landing' then private.page_template(d.value)
              when private.looks_personal(d.value) then '' else d.value end as value,
         d.visitors, d.events
    from public.site_daily as d
   where (d.dimension = 'landing' and d.value ~ '/ai-phone-caller/')
      or (d.dimension = 'source' and private.looks_personal(d.value));
delete from public.site_daily as d
 where (d.dimension = 'landing' and d.value ~ '/ai-phone-caller/')
    or (d.dimension = 'source' and private.looks_personal(d.value));
insert into public.site_daily (day, kind, dimension, value, visitors, events)
select f.day, f.kind, f.dimension, f.value, sum(f.visitors), sum(f.events)
  from folded_daily as f
 group by 1, 2, 3, 4
on conflict (day, kind, dimension, value)
do update set visitors = public.site_daily.visitors + excluded.visitors, events = public.site_daily.events + excluded.events;

alter table public.site_events
  add constraint site_events_page_shape check (char_length(page) <= 100 and page ~ '^/[a-z0-9/_-]*(/\$slug)?$'),
  add constraint site_events_landing_page_shape
    check (char_length(landing_page) <= 100 and landing_page ~ '^/[a-z0-9/_-]*(/\$slug)?$');
alter table public.contact_submissions
  add constraint contact_submissions_landing_page_shape
    check (char_length(landing_page) <= 100 and landing_page ~ '^/[a-z0-9/_-]*(/\$slug)?$');

create or replace function private.path_refusal(p_value jsonb, p_key text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(p_value) = 'string' and (p_value #>> '{}') !~ '^/[a-z0-9/_-]*(/\$slug)?$' then
    return coalesce(private.text_refusal(p_value, p_key, 100), format('%s must be a lower-case site path', p_key));
  end if;
  return private.text_refusal(p_value, p_key, 100);
end;
$$;

create or replace function private.store_events(p_events jsonb[], p_headers jsonb[])
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
    -- The address alone, not the user agent: a sender who changes its user agent is still one visitor.
    visitors := visitors || md5(day_salt || '|' || address)::uuid;
  end loop;

  if cardinality(buckets) > 0 then
    delete from private.demo_request_hits as h
     where h.bucket = any (buckets) and h.hit_at < now() - settings.event_per_address_window;
  end if;

  -- A tab that already made a lead: its later events belong to the newest one.
  insert into public.site_events (kind, page, visitor, tab_id, source, medium, campaign, term, landing_page,
                                  paid_click, roi_calls, duration_s, lead_id)
  select e.event ->> 'kind', private.page_template(e.event ->> 'page'), e.visitor, (e.event ->> 'tab')::uuid,
         lower(private.unless_personal(e.event ->> 'source')), private.unless_personal(e.event ->> 'medium'),
         private.unless_personal(e.event ->> 'campaign'), private.unless_personal(e.event ->> 'term'),
         private.page_template(e.event ->> 'landing'),
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

-- Voice events limited per sender, not per page; an end's length cut to the time since the call's start and the
-- page's maximum. Every refusal is raised before any write, so a refused call stores nothing.
create or replace function public.record_voice_event(
  p_slug text,
  p_kind text,
  p_duration_s integer default null,
  p_ended_by text default null,
  p_call_id uuid default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.demo_request_settings;
  v_page_id uuid;
  v_max_seconds integer;
  v_call private.voice_calls%rowtype;
  v_seconds integer;
begin
  if p_kind is null or p_kind not in ('opened', 'started', 'ended') then
    raise exception 'Unknown voice event kind' using errcode = 'P0001';
  end if;
  if p_kind = 'ended' and (p_duration_s is null or p_duration_s not between 0 and 7200) then
    raise exception 'A conversation lasts 0 to 7200 seconds' using errcode = 'P0001';
  end if;
  if p_kind = 'ended' and (p_ended_by is null or p_ended_by not in ('visitor', 'assistant', 'error')) then
    raise exception 'A conversation ends by visitor, assistant or error' using errcode = 'P0001';
  end if;
  if p_kind <> 'ended' and (p_duration_s is not null or p_ended_by is not null) then
    raise exception 'Only an ended conversation has a duration' using errcode = 'P0001';
  end if;
  if p_kind = 'opened' and p_call_id is not null then
    raise exception 'Opening a page starts no call' using errcode = 'P0001';
  end if;
  select * into strict settings from private.demo_request_settings;
  perform private.take_sender_place('voice events', settings.voice_event_per_address_limit,
                                    settings.voice_per_address_window);
  -- Locking the page row makes concurrent calls for one slug count one after another.
  select pa.id, pa.max_call_seconds into v_page_id, v_max_seconds
  from public.personalized_assistants as pa
  where lower(pa.slug) = lower(p_slug)
  for update;
  if v_page_id is null then
    raise exception 'No such voice page' using errcode = 'P0001';
  end if;

  if p_call_id is not null then
    select vc.* into v_call from private.voice_calls as vc where vc.id = p_call_id for update;
    if p_kind = 'started' and v_call.id is not null then
      raise exception 'That call has already started' using errcode = 'P0001';
    end if;
    if p_kind = 'ended' and v_call.page_id is distinct from v_page_id then
      raise exception 'No such call on this page' using errcode = 'P0001';
    end if;
  end if;

  if p_kind = 'started' and p_call_id is not null then
    insert into private.voice_calls (id, page_id) values (p_call_id, v_page_id);
  end if;

  if p_kind = 'ended' and p_call_id is not null then
    v_seconds := least(p_duration_s, v_max_seconds, ceil(extract(epoch from now() - v_call.started_at))::integer);
    update private.voice_calls as vc
       set ended_at = coalesce(vc.ended_at, now()), talk_seconds = greatest(vc.talk_seconds, v_seconds)
     where vc.id = p_call_id;
    -- The sweep may have ended it already: keep its one end, with the longer of the two lengths and the page's word
    -- for who ended it.
    insert into public.voice_events (page_id, kind, ended_by, duration_s, call_id)
    values (v_page_id, 'ended', p_ended_by, v_seconds, p_call_id)
    on conflict (call_id) where kind = 'ended'
    do update set duration_s = greatest(public.voice_events.duration_s, excluded.duration_s),
                  ended_by = excluded.ended_by;
    return;
  end if;

  insert into public.voice_events (page_id, kind, ended_by, duration_s, call_id)
  values (v_page_id, p_kind, case when p_kind = 'ended' then p_ended_by end,
          case when p_kind = 'ended' then least(p_duration_s, v_max_seconds) end, p_call_id);
end;
$$;

-- A heartbeat's talk time is cut to the time since the call's start and the page's maximum, and heartbeats are
-- limited per sender.
create or replace function public.record_voice_heartbeat(p_slug text, p_call_id uuid, p_talk_seconds integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.demo_request_settings;
  v_call private.voice_calls%rowtype;
  v_max_seconds integer;
  v_seconds integer;
begin
  if p_talk_seconds is null or p_talk_seconds not between 0 and 7200 then
    raise exception 'A conversation lasts 0 to 7200 seconds' using errcode = 'P0001';
  end if;
  select * into strict settings from private.demo_request_settings;
  perform private.take_sender_place('heartbeats', settings.heartbeat_per_address_limit,
                                    settings.voice_per_address_window);
  select vc.* into v_call
    from private.voice_calls as vc
    join public.personalized_assistants as pa on pa.id = vc.page_id
   where vc.id = p_call_id and lower(pa.slug) = lower(p_slug)
     for update of vc;
  if v_call.id is null then
    raise exception 'No such call on this page' using errcode = 'P0001';
  end if;
  select pa.max_call_seconds into v_max_seconds from public.personalized_assistants as pa where pa.id = v_call.page_id;
  v_seconds := greatest(v_call.talk_seconds,
                        least(p_talk_seconds, v_max_seconds,
                              ceil(extract(epoch from now() - v_call.started_at))::integer));
  update private.voice_calls as vc set heartbeat_at = now(), talk_seconds = v_seconds where vc.id = v_call.id;
  if v_call.ended_at is not null then
    update public.voice_events as ve
       set duration_s = greatest(ve.duration_s, v_seconds)
     where ve.call_id = v_call.id and ve.kind = 'ended';
  end if;
end;
$$;

-- Lookups of a voice page by its slug, limited per sender, so slugs cannot be guessed at speed.
create or replace function public.get_personalized_assistant(p_slug text)
returns table (slug text, name text, assistant_id text, max_call_seconds integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings private.demo_request_settings;
begin
  select * into strict settings from private.demo_request_settings;
  perform private.take_sender_place('page lookups', settings.page_lookup_per_address_limit,
                                    settings.voice_per_address_window);
  return query
  select pa.slug, pa.name, pa.assistant_id, pa.max_call_seconds
  from public.personalized_assistants as pa
  where lower(pa.slug) = lower(p_slug)
  limit 1;
end;
$$;
