-- The team hears of each call on a lead's voice page. When an end-of-call report is stored for a lead, an email and a
-- chat post go out through the alert outbox (public.alert_deliveries, kind 'call_report'), written by a trigger in
-- the transaction that stores the report: the webhook's answer waits for one more insert, never for a send, which
-- the alert worker does afterwards.
--   * Exactly once per report and recipient: the deliveries now name the report they tell of, and the ledger's unique
--     key includes it (nulls not distinct, so the other kinds keep their one row per lead, channel, kind and
--     recipient), so a second call of the same lead gets its own alerts and a report delivered again gets none.
--   * Who hears of it is decided in one place, private.call_report_recipients: for now everyone who takes new-lead
--     alerts, and the team chat.
--   * The worker reads what a message says (name, length, summary, outcome, the prospect's first lines) through
--     alert_call_reports, for the service role only. Erasing the lead or the report (the retention sweep) removes
--     its deliveries with it.

alter table public.alert_deliveries
  add column voice_call_report_id uuid references public.voice_call_reports (id) on delete cascade,
  drop constraint alert_deliveries_kind_known,
  add constraint alert_deliveries_kind_known
    check (kind in ('new_lead', 'escalation', 'acknowledgement', 'test', 'call_report')),
  drop constraint alert_deliveries_once,
  add constraint alert_deliveries_once
    unique nulls not distinct (submission_id, channel, kind, recipient, voice_call_report_id),
  -- A call report's alert names its report; no other message names one.
  add constraint alert_deliveries_call_report_shape check ((kind = 'call_report') = (voice_call_report_id is not null));

comment on column public.alert_deliveries.voice_call_report_id is 'The end-of-call report a call_report alert tells of; null for every other kind.';

create index alert_deliveries_voice_call_report_id_idx on public.alert_deliveries (voice_call_report_id);

-- Who hears of a lead's call: the one place that decides it. Everyone who takes new-lead alerts, and the team chat.
create function private.call_report_recipients(p_report_id uuid)
returns table (channel text, recipient text, user_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select r.channel, r.recipient, r.user_id
    from private.alert_recipients('new_lead') as r
   where exists (select 1 from public.voice_call_reports as v where v.id = p_report_id and v.submission_id is not null);
$$;

revoke execute on function private.call_report_recipients(uuid) from public, anon, authenticated;

-- A report stored for a lead (not suspected spam) queues its alerts in the same transaction.
create function private.enqueue_call_report_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.submission_id is null
     or exists (select 1 from public.contact_submissions as cs where cs.id = new.submission_id and cs.spam) then
    return null;
  end if;
  insert into public.alert_deliveries (submission_id, kind, channel, recipient, recipient_user_id, voice_call_report_id)
  select new.submission_id, 'call_report', r.channel, r.recipient, r.user_id, new.id
    from private.call_report_recipients(new.id) as r
  on conflict do nothing;
  -- The local stand-in runs its worker on this; on Supabase, pg_net's kick on the outbox does.
  perform pg_notify('alert_deliveries', '');
  return null;
end;
$$;

revoke execute on function private.enqueue_call_report_alerts() from public, anon, authenticated;

create trigger voice_call_reports_enqueue_alerts
  after insert on public.voice_call_reports
  for each row execute function private.enqueue_call_report_alerts();

-- What the alerts about calls say, for the worker: one row per call_report delivery among p_ids (a JSON list of
-- delivery ids, as the worker sends it).
create function public.alert_call_reports(p_ids jsonb)
returns table (
  delivery_id uuid,
  report_id uuid,
  started_at timestamptz,
  duration_seconds numeric,
  ended_reason text,
  summary text,
  outcome jsonb,
  transcript jsonb
)
language sql
stable
security definer
set search_path = ''
as $$
  select d.id, v.id, coalesce(v.started_at, v.received_at), v.duration_seconds, v.ended_reason, v.summary, v.outcome,
         v.transcript
    from public.alert_deliveries as d
    join public.voice_call_reports as v on v.id = d.voice_call_report_id
   where d.kind = 'call_report'
     and d.id in (select e.value::uuid from jsonb_array_elements_text(p_ids) as e (value));
$$;

revoke execute on function public.alert_call_reports(jsonb) from public, anon, authenticated;
grant execute on function public.alert_call_reports(jsonb) to service_role;
