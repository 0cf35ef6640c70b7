-- After an outage, a lead's alerts must go out within seconds, not when a backoff grown past the outage comes due.
-- While a lead's 10 minutes run the worker waits at most 10 s between tries of its messages (retry-policy.ts), so a
-- long outage makes many tries; those tries are not counted against max_attempts (attempts_spared), so the message
-- still has its full number of tries, at the usual backoff, once the 10 minutes are over.

alter table public.alert_deliveries
  add column attempts_spared integer not null default 0,
  add constraint alert_deliveries_attempts_spared_range check (attempts_spared between 0 and attempts);

comment on column public.alert_deliveries.attempts_spared is 'Failed tries made while the lead''s 10 minutes ran, which do not count against alert_settings.max_attempts.';

-- As before, but a failed try made while the lead's 10 minutes run is spared, and the limit counts the others.
create or replace function public.record_alert_delivery(
  p_id uuid,
  p_attempt integer,
  p_outcome text,
  p_detail text default null,
  p_retry_in_ms integer default null,
  p_provider_id text default null
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.alert_settings;
  spared boolean;
  result text;
begin
  if p_outcome is null or p_outcome not in ('sent', 'retry', 'failed') then
    raise exception 'p_outcome must be sent, retry or failed' using errcode = '22023';
  end if;
  select * into strict settings from public.alert_settings;
  select p_outcome = 'retry' and coalesce(cs.created_at + interval '10 minutes' > now(), false)
    into spared
    from public.alert_deliveries as d
    left join public.contact_submissions as cs on cs.id = d.submission_id
   where d.id = p_id;
  update public.alert_deliveries as d
     set status = case
                    when p_outcome = 'sent' then 'sent'
                    when p_outcome = 'retry' and (spared or d.attempts - d.attempts_spared < settings.max_attempts)
                      then 'pending'
                    else 'failed'
                  end,
         attempts_spared = d.attempts_spared + case when spared then 1 else 0 end,
         sent_at = case when p_outcome = 'sent' then now() end,
         provider_id = case when p_outcome = 'sent' then left(p_provider_id, 200) end,
         last_error = case
                        when p_outcome = 'sent' then d.last_error
                        when p_outcome = 'retry' and not spared
                             and d.attempts - d.attempts_spared >= settings.max_attempts
                          then left(format('Gave up after %s tries: %s', d.attempts, p_detail), 2000)
                        else left(p_detail, 2000)
                      end,
         last_error_at = case when p_outcome = 'sent' then d.last_error_at else now() end,
         next_attempt_at = case
                             when p_outcome = 'retry'
                               then now() + make_interval(secs => greatest(coalesce(p_retry_in_ms, 0), 0) / 1000.0)
                             else d.next_attempt_at
                           end,
         updated_at = now()
   where d.id = p_id and d.status = 'sending' and d.attempts = p_attempt
  returning d.status into result;
  return result;
end;
$$;

revoke execute on function public.record_alert_delivery(uuid, integer, text, text, integer, text) from public, anon, authenticated;
grant execute on function public.record_alert_delivery(uuid, integer, text, text, integer, text) to service_role;
