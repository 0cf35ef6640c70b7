-- One row per message, and no more than that. The call-report alerts made the ledger's unique key treat nulls as
-- equal, so that the other kinds kept one row per lead, channel, kind and recipient; but a test alert has no lead,
-- and with nulls equal an admin's second "Send a test alert" collided with the first and was dropped unsent.
-- The key is now two partial unique indexes: a lead's message is unique by (lead, channel, kind, recipient) with
-- nulls distinct as before (test alerts repeat freely), and a call report's by (report, channel, recipient). Every
-- insert into the outbox says `on conflict do nothing` without a target, which both indexes serve.

alter table public.alert_deliveries drop constraint alert_deliveries_once;

create unique index alert_deliveries_once
  on public.alert_deliveries (submission_id, channel, kind, recipient)
  where voice_call_report_id is null;

create unique index alert_deliveries_once_per_report
  on public.alert_deliveries (voice_call_report_id, channel, recipient)
  where voice_call_report_id is not null;
