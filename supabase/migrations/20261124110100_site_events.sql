-- An anonymous funnel of the public pages, measured without cookies, in our own database.
--   * Visitors' browsers send small events to one function, ingest_event(text): a text/plain body, so the
--     browser sends it without a CORS preflight. It is the only way in; visitors can read nothing back.
--   * No address and no user agent is stored. A visitor is counted through a hash of a salt, the address and the
--     user agent; the salt is made at random for each day, kept in the private schema, and deleted after two
--     days, so nobody can link a visitor across days or recompute a hash later.
--   * Known bots (the isbot package's list, as a Postgres regular expression in private.site_event_settings)
--     and browsers that send Global Privacy Control or Do Not Track are dropped without a trace.
--   * Each address may send event_per_address_limit events per event_per_address_window, counted with the
--     demo requests' own sliding-window counter (private.count_demo_request).
--   * A demo request that carries a tab's id links that tab's earlier events to the new lead; an event sent
--     later by a tab that already made a lead is linked on arrival. The tab id is random and never readable by
--     visitors, so nobody can attach events to a lead that is not their own tab's.
--   * Raw events live raw_event_retention (90 days) unless they belong to a lead; daily rollups live forever.
--     private.site_event_maintenance() rolls up finished days and deletes what expired (pg_cron in production,
--     the stand-in's timer locally).

alter table private.demo_request_settings
  add column event_per_address_limit integer default 120,
  add column event_per_address_window interval not null default interval '1 minute',
  add constraint demo_request_settings_event_limit_positive check (event_per_address_limit > 0),
  add constraint demo_request_settings_event_window_positive check (event_per_address_window > interval '0');

comment on column private.demo_request_settings.event_per_address_limit is 'Site events per client address per window; null counts nothing (no limit).';

create table private.site_event_settings (
  id boolean primary key default true,
  raw_event_retention interval not null default interval '90 days',
  bot_pattern text not null,
  constraint site_event_settings_single_row check (id),
  constraint site_event_settings_retention_positive check (raw_event_retention >= interval '1 day')
);

comment on table private.site_event_settings is 'The one row of site-event settings; change it to tune them without a migration.';
comment on column private.site_event_settings.raw_event_retention is 'How long raw events not linked to a lead are kept; daily rollups are kept forever.';
comment on column private.site_event_settings.bot_pattern is 'isbot''s patterns as one case-insensitive Postgres regular expression; user agents it matches send nothing.';

insert into private.site_event_settings (bot_pattern) values (
  ' daum[ /]| deusu/|(?:^|[^g])news(?!sapphire)|(?<! channel/|google/)google(?!(?:wv|app|/google| pixel))|(?<! cu)bots?(?:\y|_)|(?<!cam)scan|(?<!lib)http|24x7|;\s\w+;$|@[a-z][\w-]+\.|\(\)|\.com\y|\y\w+/1\.0;|\ybw/|\ydlc\y|\yort/|\yperl\y|\ytime/|\||^[<\(;]|^[\w \.\(?:\):%-]+(?:/v?\d+(?:\.\d+)?(?:\.\d{1,10})*?)?(?:,|$)|^[\w-]+/[\w]+$|^[^ ]{50,}$|^\d+\y|^\w*search\y|^\w+/[\w\(\)]*$|^\w+/\d\.\d\s\([\w@]+\)$|^active|^ad muncher|^amaya|^apache/|^avsdevicesdk/|^azure|^biglotron|^blackbox exporter|^bot|^clamav[ /]|^claude-code/|^client/|^cobweb/|^custom|^ddg[_-]android|^discourse|^dispatch/\d|^downcast/|^duckduckgo|^email|^exodusmovement|^facebook|^getright/|^gozilla/|^hobbit|^hotzonu|^hwcdn/|^igetter/|^jeode/|^jetty/|^jigsaw|^microsoft bits|^movabletype|^mozilla/\d\.\d\s[\w\.-]+$|^mozilla/\d\.\d\s\((?:compatible;)?(?:\s?[\w\d.-]+[\s/]\d+\.\d+)?\)$|^navermailapp|^netsurf|^offline|^openai/|^owler|^php|^postman|^ps_daily/|^python|^rank|^read|^reed|^remove\.bg/|^rest|^rss|^snapchat|^sora |^space bison|^stape/|^svn|^swcd |^taringa|^thumbor/|^track|^w3c|^webbandit/|^webcopier|^wget|^whatsapp|^wordpress|^xenu link sleuth|^yahoo|^yandex|^zdm/\d|^zoom marketplace/|abuse|advisor|agent\y|analyzer|archive|ask jeeves/teoma|attracta|audit|bluecoat drtr|browsex|burpcollaborator|capture|catch|check\y|checker|chrome-lighthouse|chromeframe|classifier|cloudflare|collapsify\y|convertify|cookiehubverify/|crawl|cursor/|cypress/|dareboost|datanyze|dejaclick|detect|discovery|dmbrowser|download|exaleadcloudview|feed|firephp|foregenix|functionize|grab|hardenize\y|headless|hotjar|httrack|hubspot marketing grader|ibisbrowser|infrawatch|insight|inspect|iplabel|java(?!;)|library|linkcheck|linktiger|mail\.ru/|manus-user/|marketgoo/|measure|monitor\y|neustar wpm|node\y|nutch|offbyone|openvas|optimize|pageburst|pagespeed|parser|phantomjs|pingdom|playwright|powermarks|preview|productfinder|prospectingstudio|proxy|ptst[ /]\d|radar|readable/|retriever|rexx;|rigor|rss\y|scrape|securityheaders|selenium|server|silktide|sindup/|sogou|sparkler/|speedcurve|spider|splash|statuscake|supercleaner|synapse|synthetic|testlocally|tools|torrent|transcoder|url|validator|virtuoso|wappalyzer|watchtowr|webglance|webkit2png|whatcms/|xtate/'
);

-- One random salt per UTC day; rows older than yesterday are deleted, so a day's hashes cannot be recomputed.
create table private.site_event_salts (
  day date primary key,
  salt text not null default encode(extensions.gen_random_bytes(32), 'hex')
);

comment on table private.site_event_salts is 'Daily salts of the visitor hash; deleted after two days.';

-- Whether a user agent is a bot, remembered for the day under the day's salted hash of it (never the agent itself),
-- so isbot's long regular expression runs once per browser version a day, not once per event. Deleted with the salt.
create table private.site_event_agents (
  day date not null,
  agent_hash uuid not null,
  bot boolean not null,
  primary key (day, agent_hash)
);

comment on table private.site_event_agents is 'The day''s bot verdicts by salted user-agent hash; deleted after two days.';

-- Which finished days site_daily already holds.
create table private.site_rolled_days (day date primary key);

alter table private.site_event_settings enable row level security;
alter table private.site_event_salts enable row level security;
alter table private.site_rolled_days enable row level security;
alter table private.site_event_agents enable row level security;
revoke all on all tables in schema private from public, anon, authenticated, service_role;

create table public.site_events (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  kind text not null,
  page text not null,
  visitor uuid not null,
  tab_id uuid not null,
  source text,
  medium text,
  campaign text,
  term text,
  landing_page text,
  paid_click boolean not null default false,
  roi_calls integer,
  duration_s integer,
  lead_id uuid references public.contact_submissions (id) on delete cascade,
  constraint site_events_kind_known check (
    kind in ('page_view', 'roi_results', 'form_started', 'form_submitted', 'call_started', 'call_ended')
  ),
  constraint site_events_page_shape check (char_length(page) <= 100 and page ~ '^/[a-z0-9/_-]*$'),
  constraint site_events_landing_page_shape check (char_length(landing_page) <= 100 and landing_page ~ '^/[a-z0-9/_-]*$'),
  constraint site_events_source_shape check (char_length(source) between 1 and 200 and source !~ '[[:cntrl:]]'),
  constraint site_events_medium_shape check (char_length(medium) between 1 and 200 and medium !~ '[[:cntrl:]]'),
  constraint site_events_campaign_shape check (char_length(campaign) between 1 and 200 and campaign !~ '[[:cntrl:]]'),
  constraint site_events_term_shape check (char_length(term) between 1 and 200 and term !~ '[[:cntrl:]]'),
  constraint site_events_roi_calls_shape check ((kind = 'roi_results') = (roi_calls is not null) and roi_calls between 1000 and 20000),
  constraint site_events_duration_shape check ((kind = 'call_ended') = (duration_s is not null) and duration_s between 0 and 7200)
);

comment on table public.site_events is 'Anonymous events of the public pages, written only by ingest_event(); admins read them.';
comment on column public.site_events.visitor is 'md5 of the day''s salt, the address and the user agent: one visitor on one day, unlinkable across days.';
comment on column public.site_events.source is 'The visit''s utm_source, else the referring host (lower case); null is a direct visit.';

create index site_events_occurred_at_idx on public.site_events (occurred_at);
create index site_events_unlinked_tab_idx on public.site_events (tab_id) where lead_id is null;
create index site_events_lead_id_idx on public.site_events (lead_id, occurred_at) where lead_id is not null;

-- Visitors and events per finished day, by kind, for everyone ('all', value '') and per source and first page.
create table public.site_daily (
  day date not null,
  kind text not null,
  dimension text not null,
  value text not null,
  visitors integer not null,
  events integer not null,
  primary key (day, kind, dimension, value),
  constraint site_daily_dimension_known check (dimension in ('all', 'source', 'landing'))
);

comment on table public.site_daily is 'Daily rollups of site_events, kept forever; the Growth screen reads them for finished days.';

alter table public.site_events enable row level security;
alter table public.site_daily enable row level security;
revoke all on table public.site_events from anon, authenticated;
revoke all on table public.site_daily from anon, authenticated;
grant select on table public.site_events to authenticated;
grant select on table public.site_daily to authenticated;

create policy "Admins can read site events"
  on public.site_events for select to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

create policy "Admins can read daily site figures"
  on public.site_daily for select to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

-- A malformed event: HTTP 400 with the reason, nothing stored.
create function private.refuse_event(p_reason text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PT400' using message = 'Malformed event', detail = p_reason;
end;
$$;

-- An optional text field of an event: absent or null is null; anything else must be 1 to p_max printable characters.
create function private.event_text(p_event jsonb, p_key text, p_max integer)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  value jsonb := p_event -> p_key;
begin
  if value is null or jsonb_typeof(value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(value) <> 'string' or char_length(value #>> '{}') not between 1 and p_max
     or (value #>> '{}') ~ '[[:cntrl:]]' then
    perform private.refuse_event(format('%s must be text of 1 to %s printable characters', p_key, p_max));
  end if;
  return value #>> '{}';
end;
$$;

-- An optional whole number of an event, within its range.
create function private.event_integer(p_event jsonb, p_key text, p_min integer, p_max integer)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
declare
  value jsonb := p_event -> p_key;
begin
  if value is null or jsonb_typeof(value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(value) <> 'number' or (value::text)::numeric not between p_min and p_max
     or (value::text)::numeric <> trunc((value::text)::numeric) then
    perform private.refuse_event(format('%s must be a whole number from %s to %s', p_key, p_min, p_max));
  end if;
  return (value::text)::integer;
end;
$$;

-- A site path as the events and leads keep it.
create function private.event_path(p_event jsonb, p_key text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  path text := private.event_text(p_event, p_key, 100);
begin
  if path is not null and path !~ '^/[a-z0-9/_-]*$' then
    perform private.refuse_event(format('%s must be a lower-case site path', p_key));
  end if;
  return path;
end;
$$;

revoke execute on all functions in schema private from public;

create function public.ingest_event(text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  body alias for $1;
  event jsonb;
  headers jsonb;
  settings private.demo_request_settings;
  client_address text;
  user_agent text;
  today date := (now() at time zone 'utc')::date;
  day_salt text;
  v_kind text;
  v_page text;
  v_tab uuid;
  v_lead uuid;
  v_agent uuid;
  v_bot boolean;
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
  v_page := private.event_path(event, 'page');
  if v_page is null then
    perform private.refuse_event('page is required');
  end if;
  -- Checked by shape rather than by a failed cast: an exception block costs a subtransaction per event.
  if coalesce(private.event_text(event, 'tab', 36), '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    perform private.refuse_event('tab must be a UUID');
  end if;
  v_tab := (event ->> 'tab')::uuid;
  if event ? 'paid' and jsonb_typeof(event -> 'paid') <> 'boolean' then
    perform private.refuse_event('paid must be true or false');
  end if;
  if (v_kind = 'roi_results') <> (event ? 'calls') then
    perform private.refuse_event('calls belongs to roi_results, and only there');
  end if;
  if (v_kind = 'call_ended') <> (event ? 'seconds') then
    perform private.refuse_event('seconds belongs to call_ended, and only there');
  end if;

  headers := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}');
  -- The browser said no: Global Privacy Control or Do Not Track. Dropped as if never sent.
  if headers ->> 'sec-gpc' = '1' or headers ->> 'dnt' = '1' then
    return;
  end if;
  user_agent := coalesce(headers ->> 'user-agent', '');
  if user_agent = '' then
    return;
  end if;

  select s.salt into day_salt from private.site_event_salts as s where s.day = today;
  if day_salt is null then
    insert into private.site_event_salts (day) values (today) on conflict (day) do nothing;
    select s.salt into strict day_salt from private.site_event_salts as s where s.day = today;
    delete from private.site_event_salts as s where s.day < today - 1;
    delete from private.site_event_agents as a where a.day < today - 1;
  end if;

  v_agent := md5(day_salt || '|' || user_agent)::uuid;
  select a.bot into v_bot from private.site_event_agents as a where a.day = today and a.agent_hash = v_agent;
  if v_bot is null then
    v_bot := user_agent ~* (select s.bot_pattern from private.site_event_settings as s);
    insert into private.site_event_agents (day, agent_hash, bot) values (today, v_agent, v_bot)
      on conflict (day, agent_hash) do nothing;
  end if;
  if v_bot then
    return;
  end if;

  -- The gateway puts the client's socket address first; whatever a client sent itself comes after it.
  client_address := coalesce(nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''), 'unknown');
  select * into strict settings from private.demo_request_settings;
  if settings.event_per_address_limit is not null then
    perform private.count_demo_request('event-address:' || md5(client_address), settings.event_per_address_limit,
                                       settings.event_per_address_window, 'address');
    delete from private.demo_request_hits as h
     where h.bucket = 'event-address:' || md5(client_address)
       and h.hit_at < now() - settings.event_per_address_window;
  end if;

  -- A tab that already made a lead: its later events belong to the newest one.
  select cs.id into v_lead from public.contact_submissions as cs
   where cs.tab_id = v_tab order by cs.created_at desc limit 1;

  insert into public.site_events (kind, page, visitor, tab_id, source, medium, campaign, term, landing_page,
                                  paid_click, roi_calls, duration_s, lead_id)
  values (
    v_kind, v_page, md5(day_salt || '|' || client_address || '|' || user_agent)::uuid, v_tab,
    lower(private.event_text(event, 'source', 200)), private.event_text(event, 'medium', 200),
    private.event_text(event, 'campaign', 200), private.event_text(event, 'term', 200),
    private.event_path(event, 'landing'), coalesce((event ->> 'paid')::boolean, false),
    private.event_integer(event, 'calls', 1000, 20000), private.event_integer(event, 'seconds', 0, 7200), v_lead
  );
end;
$$;

revoke execute on function public.ingest_event(text) from public;
grant execute on function public.ingest_event(text) to anon, authenticated;

-- Conversion: the new lead takes the events its tab sent before it.
create function private.link_tab_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.site_events as e set lead_id = new.id where e.tab_id = new.tab_id and e.lead_id is null;
  return null;
end;
$$;

revoke execute on function private.link_tab_events() from public;

create trigger contact_submissions_link_tab_events
  after insert on public.contact_submissions
  for each row
  when (new.tab_id is not null)
  execute function private.link_tab_events();

-- The rollup rows of one day, from its raw events.
create function private.roll_up_site_day(p_day date)
returns void
language sql
set search_path = ''
as $$
  delete from public.site_daily as d where d.day = p_day;
  insert into public.site_daily (day, kind, dimension, value, visitors, events)
  select p_day, e.kind,
         case when grouping(e.source) = 0 then 'source' when grouping(e.landing_page) = 0 then 'landing' else 'all' end,
         case when grouping(e.source) = 0 then coalesce(e.source, '')
              when grouping(e.landing_page) = 0 then coalesce(e.landing_page, '') else '' end,
         count(distinct e.visitor), count(*)
    from public.site_events as e
   where e.occurred_at >= p_day::timestamp at time zone 'utc'
     and e.occurred_at < (p_day + 1)::timestamp at time zone 'utc'
   group by grouping sets ((e.kind), (e.kind, e.source), (e.kind, e.landing_page));
  insert into private.site_rolled_days (day) values (p_day) on conflict (day) do nothing;
$$;

revoke execute on function private.roll_up_site_day(date) from public;

-- The scheduled job: roll up every finished day not rolled up yet, then delete expired raw events (a lead's own
-- events stay with the lead), salts older than yesterday, and stale rate-limit counters of events.
create function private.site_event_maintenance()
returns void
language plpgsql
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  first_day date;
  d date;
begin
  select min(e.occurred_at at time zone 'utc')::date into first_day from public.site_events as e
   where not exists (select 1 from private.site_rolled_days as r
                      where r.day = (e.occurred_at at time zone 'utc')::date);
  if first_day is not null then
    d := first_day;
    while d < today loop
      if not exists (select 1 from private.site_rolled_days as r where r.day = d) then
        perform private.roll_up_site_day(d);
      end if;
      d := d + 1;
    end loop;
  end if;
  delete from public.site_events as e
   where e.lead_id is null
     and e.occurred_at < now() - (select s.raw_event_retention from private.site_event_settings as s)
     and exists (select 1 from private.site_rolled_days as r where r.day = (e.occurred_at at time zone 'utc')::date);
  delete from private.site_event_salts as s where s.day < today - 1;
  delete from private.site_event_agents as a where a.day < today - 1;
  delete from private.demo_request_hits as h
   where h.bucket like 'event-address:%'
     and h.hit_at < now() - (select st.event_per_address_window from private.demo_request_settings as st);
end;
$$;

revoke execute on function private.site_event_maintenance() from public;
