-- One row per message, and no more than that. The call-report alerts made the ledger's once-per-message key treat
-- nulls as equal, so that the other kinds kept one row per lead, channel, kind and recipient; but a test alert has no
-- lead, and with nulls equal an admin's second "Send a test alert" collided with the first and was dropped unsent.
-- The key is now one partial unique index per shape of message, each with nulls distinct as before:
--   * a lead's alert: (lead, channel, kind, recipient), so test alerts (no lead) repeat freely;
--   * a call report's alert: (report, channel, recipient);
--   * a meeting's email keeps its own index, (meeting, sequence, channel, kind, recipient).
-- Every insert into the outbox says `on conflict do nothing` without a target, which every index serves.

drop index public.alert_deliveries_once;

create unique index alert_deliveries_once
  on public.alert_deliveries (submission_id, channel, kind, recipient)
  where voice_call_report_id is null and meeting_id is null;

create unique index alert_deliveries_once_per_report
  on public.alert_deliveries (voice_call_report_id, channel, recipient)
  where voice_call_report_id is not null;
