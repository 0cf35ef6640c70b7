-- A chat webhook has no idempotency key, so a worker stopped (killed, timed out) between posting a chat message and
-- recording it would post it again after its lease ran out. The worker now says when a post begins
-- (begin_alert_post); a claim that finds such a message still leased to a stopped worker marks it 'uncertain'
-- instead of posting it again, and admins see it as such in the delivery log. So a crash can leave at most the chat
-- messages whose posts were under way in doubt, and never posts one twice.

alter table public.alert_deliveries
  add column posting_since timestamptz,
  drop constraint alert_deliveries_status_known,
  add constraint alert_deliveries_status_known
    check (status in ('pending', 'sending', 'sent', 'failed', 'cancelled', 'uncertain'));

comment on column public.alert_deliveries.posting_since is 'When the worker began posting this claimed chat message; cleared by the next claim.';
comment on column public.alert_deliveries.status is 'pending (retrying once attempts > 0), sending (claimed, leased until next_attempt_at), sent, failed, cancelled, or uncertain (its worker stopped during the post).';

-- The worker is about to post this claimed message. False when the claim was lost (nothing may be posted then).
create function public.begin_alert_post(p_id uuid, p_attempt integer)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with begun as (
    update public.alert_deliveries as d
       set posting_since = now(), updated_at = now()
     where d.id = p_id and d.status = 'sending' and d.attempts = p_attempt and d.posting_since is null
    returning 1
  )
  select exists (select 1 from begun);
$$;

revoke execute on function public.begin_alert_post(uuid, integer) from public, anon, authenticated;
grant execute on function public.begin_alert_post(uuid, integer) to service_role;

-- The claim as before, with the uncertain messages set apart first and the mark cleared on each new claim.
create or replace function public.claim_alert_deliveries(p_worker text, p_channels jsonb, p_limit integer default 20)
returns table (
  id uuid,
  kind text,
  channel text,
  recipient text,
  attempt integer,
  max_attempts integer,
  backoff_base_ms integer,
  backoff_max_ms integer,
  time_zone text,
  submission_id uuid,
  first_name text,
  last_name text,
  email text,
  phone text,
  business text,
  created_at timestamptz,
  reply_due_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  settings public.alert_settings;
  ready_channels text[];
begin
  if p_limit is null or p_limit not between 1 and 500 then
    raise exception 'p_limit must be between 1 and 500' using errcode = '22023';
  end if;
  select * into strict settings from public.alert_settings;
  select coalesce(array_agg(c.key), '{}') into ready_channels
    from jsonb_each(coalesce(p_channels, '{}')) as c
   where c.key in ('email', 'chat') and (c.value ->> 'ready')::boolean is true;

  update public.alert_worker_state
     set last_run_at = now(), worker = left(p_worker, 200), channels = coalesce(p_channels, '{}');

  insert into public.alert_deliveries (submission_id, kind, channel, recipient, recipient_user_id)
  select cs.id, 'escalation', r.channel, r.recipient, r.user_id
    from public.alert_deliveries as live
    join public.contact_submissions as cs on cs.id = live.submission_id
   cross join private.alert_recipients('escalation') as r
   where live.kind = 'new_lead' and live.channel = 'chat'
     and live.created_at > now() - interval '1 day'
     and cs.created_at <= now() - make_interval(mins => settings.escalate_after_minutes)
     and cs.status = 'new' and not cs.spam
     and not exists (select 1 from public.alert_deliveries as e
                      where e.submission_id = cs.id and e.kind = 'escalation')
  on conflict do nothing;

  -- A chat message whose post had begun when its worker stopped (its lease ran out): it may have been posted, and a
  -- webhook cannot say, so it is not posted again but shown to admins as uncertain.
  update public.alert_deliveries as d
     set status = 'uncertain',
         last_error = 'The worker stopped while posting this message; it may or may not have arrived, so it was not posted again.',
         last_error_at = now(),
         updated_at = now()
   where d.status = 'sending' and d.posting_since is not null and d.next_attempt_at <= now();

  update public.alert_deliveries as d
     set status = 'cancelled', last_error = 'The lead was answered before the escalation went out.', updated_at = now()
    from public.contact_submissions as cs
   where d.kind = 'escalation' and d.status = 'pending'
     and cs.id = d.submission_id and (cs.status <> 'new' or cs.spam);

  return query
  with due as (
    select d.id
      from public.alert_deliveries as d
     where d.status in ('pending', 'sending') and d.next_attempt_at <= now() and d.channel = any (ready_channels)
     order by d.next_attempt_at
     limit p_limit
       for update skip locked
  ),
  claimed as (
    update public.alert_deliveries as d
       set status = 'sending',
           posting_since = null,
           attempts = d.attempts + 1,
           next_attempt_at = now() + make_interval(secs => settings.lease_seconds),
           updated_at = now()
      from due
     where d.id = due.id
    returning d.*
  )
  select c.id, c.kind, c.channel, c.recipient, c.attempts, settings.max_attempts, settings.backoff_base_ms,
         settings.backoff_max_ms, coalesce(p.time_zone, settings.time_zone), c.submission_id,
         cs.first_name, cs.last_name, cs.email, cs.phone, cs.business, cs.created_at,
         cs.created_at + interval '10 minutes'
    from claimed as c
    left join public.contact_submissions as cs on cs.id = c.submission_id
    left join public.alert_preferences as p on p.user_id = c.recipient_user_id
   order by c.next_attempt_at, c.created_at;
end;
$$;
