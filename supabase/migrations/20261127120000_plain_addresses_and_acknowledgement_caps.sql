-- Nobody can use a demo request to send their own words from our domain, or to hide a second address in the staff's
-- Email link:
--   * An email address must be a plain address: one local part and an ASCII domain, with no `?`, no `%`-escape, no
--     `#`, no space and no quote, so a `mailto:` built from it can carry no header (bcc, subject) and no second
--     address. The browser checks the same rule (machines/shared/plain-address.ts); a test proves both agree.
--     Added without validating old rows: a row stored before keeps its value, and no link is built from it.
--   * A phone number must look like one: phone characters only (digits, spaces, + ( ) . - /), 7 to 15 digits, and
--     an optional extension. "=HYPERLINK(…)" and "12" are refused. The form sends E.164 (`+14155550100;ext=12`).
--   * The per-email limit counts the normalised address (lower case, `+tag` removed), so `target+1@…` and
--     `TARGET+2@…` are one recipient.
--   * Acknowledgements (the only email a visitor can make us send to an address they choose) are capped per
--     recipient domain and overall per hour. One over a cap is not queued to send but written to the ledger as
--     cancelled with the reason, so admins see it in the delivery log and the lead's history; the lead itself and
--     the staff alerts are kept.
-- The caps live in private.demo_request_settings beside the other limits (null: no cap), so tests can lift them.

alter table public.contact_submissions
  add constraint contact_submissions_email_plain check (
    email ~ '^[A-Za-z0-9.!$&*+/=^_{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$'
  ) not valid,
  add constraint contact_submissions_phone_shape check (
    phone ~* '^\+?[0-9(][0-9 ()./-]*[0-9)]( *(;ext=|ext\.?|extension|x) *[0-9]{1,10})?$'
    and char_length(regexp_replace(regexp_replace(phone, '( *(;ext=|ext\.?|extension|x) *[0-9]{1,10})$', '', 'i'),
                                   '[^0-9]', '', 'g')) between 7 and 15
  ) not valid;

alter table private.demo_request_settings
  add column ack_per_domain_limit integer default 30,
  add column ack_overall_limit integer default 300,
  add column ack_window interval not null default interval '1 hour',
  add constraint demo_request_settings_ack_limits_positive check (ack_per_domain_limit > 0 and ack_overall_limit > 0),
  add constraint demo_request_settings_ack_window_positive check (ack_window > interval '0');

comment on column private.demo_request_settings.ack_per_domain_limit is 'Acknowledgements per recipient domain per ack_window; null: no cap.';
comment on column private.demo_request_settings.ack_overall_limit is 'Acknowledgements to anyone per ack_window; null: no cap.';

-- The address a mailbox receives at: lower case, without a `+tag`, so tags and case name one recipient.
create function private.normalised_address(p_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(lower(btrim(p_email)), '\+[^@]*@', '@');
$$;

revoke execute on function private.normalised_address(text) from public;

create or replace function private.screen_demo_request()
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
      'email:' || md5(private.normalised_address(new.email)), settings.per_email_limit, settings.per_email_window,
      'email address');
  end if;

  -- No row older than the longest window can count again.
  delete from private.demo_request_hits as h
   where h.hit_at < now() - greatest(settings.per_address_window, settings.per_email_window);
  return new;
end;
$$;

-- Why an acknowledgement to p_email may not go out now, or null when it may: the hourly caps per recipient domain
-- and overall, counted over the ledger's acknowledgements that were queued (not those already held back).
create function private.acknowledgement_refusal(p_email text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  settings private.demo_request_settings;
  domain text := split_part(private.normalised_address(p_email), '@', 2);
begin
  select * into strict settings from private.demo_request_settings;
  if settings.ack_per_domain_limit is not null
     and (select count(*) from (select 1 from public.alert_deliveries as d
                                 where d.kind = 'acknowledgement' and d.status <> 'cancelled'
                                   and d.created_at > now() - settings.ack_window
                                   and split_part(lower(d.recipient), '@', 2) = domain
                                 limit settings.ack_per_domain_limit) as recent) >= settings.ack_per_domain_limit then
    return format('at most %s acknowledgements per %s go to one domain (%s).', settings.ack_per_domain_limit,
                  settings.ack_window, domain);
  end if;
  if settings.ack_overall_limit is not null
     and (select count(*) from (select 1 from public.alert_deliveries as d
                                 where d.kind = 'acknowledgement' and d.status <> 'cancelled'
                                   and d.created_at > now() - settings.ack_window
                                 limit settings.ack_overall_limit) as recent) >= settings.ack_overall_limit then
    return format('at most %s acknowledgements per %s go out in all.', settings.ack_overall_limit, settings.ack_window);
  end if;
  return null;
end;
$$;

revoke execute on function private.acknowledgement_refusal(text) from public;

create index alert_deliveries_acknowledgement_created_at_idx
  on public.alert_deliveries (created_at) where kind = 'acknowledgement';

create or replace function private.enqueue_lead_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  held_back text;
begin
  if new.spam or new.created_at <= now() - interval '10 minutes' then
    return null;
  end if;
  insert into public.alert_deliveries (submission_id, kind, channel, recipient, recipient_user_id)
  select new.id, 'new_lead', r.channel, r.recipient, r.user_id
    from private.alert_recipients('new_lead') as r
  on conflict do nothing;
  -- Concurrent requests queue here, so two of them cannot both take the last place under a cap.
  perform pg_advisory_xact_lock(hashtextextended('acknowledgement-caps', 0));
  held_back := private.acknowledgement_refusal(new.email);
  insert into public.alert_deliveries (submission_id, kind, channel, recipient, status, last_error, last_error_at)
  values (new.id, 'acknowledgement', 'email', new.email,
          case when held_back is null then 'pending' else 'cancelled' end,
          held_back, case when held_back is not null then now() end)
  on conflict do nothing;
  -- The local stand-in runs its worker on this; on Supabase, pg_net's kick does (docs/alerts.md).
  perform pg_notify('alert_deliveries', '');
  return null;
end;
$$;
