-- What the prospect said. After each call on a voice page the voice provider posts an end-of-call report (transcript,
-- summary, structured outcome, ended reason, length, cost, recording link) to the vapi-webhook Edge Function, which
-- stores it here through record_voice_call_report with the service role.
--   * The page starts each call with its own call id in the call's metadata, so a report finds its voice call, its
--     page and its lead (if the page was made for one).
--   * The provider may deliver a report more than once: a unique provider call id keeps exactly one, however many
--     deliveries arrive at once (a constraint, not a look before the insert).
--   * A report whose call id is missing or unknown is kept aside in unmatched_voice_call_reports, listed for admins,
--     never dropped.
--   * A transcript is personal data: it goes with its call, its page and its lead (foreign keys that cascade, so
--     erase_lead, which deletes the lead's pages, removes them), and the sweep deletes reports older than the
--     retention in private.voice_report_settings (default 180 days), matched or not.

create table public.voice_call_reports (
  id uuid primary key default gen_random_uuid(),
  provider_call_id text not null,
  call_id uuid not null references private.voice_calls (id) on delete cascade,
  page_id uuid not null references public.personalized_assistants (id) on delete cascade,
  submission_id uuid references public.contact_submissions (id) on delete cascade,
  received_at timestamptz not null default now(),
  started_at timestamptz,
  ended_at timestamptz,
  ended_reason text,
  duration_seconds numeric(10, 2),
  cost numeric(12, 4),
  summary text,
  outcome jsonb,
  transcript jsonb not null default '[]',
  recording_url text,
  constraint voice_call_reports_once_per_provider_call unique (provider_call_id),
  constraint voice_call_reports_provider_call_id_shape check (char_length(provider_call_id) between 1 and 200),
  constraint voice_call_reports_duration_range check (duration_seconds between 0 and 86400),
  constraint voice_call_reports_transcript_is_list check (jsonb_typeof(transcript) = 'array'),
  constraint voice_call_reports_outcome_is_object check (outcome is null or jsonb_typeof(outcome) = 'object'),
  constraint voice_call_reports_recording_url_shape check (recording_url is null or recording_url ~ '^https?://')
);

comment on table public.voice_call_reports is 'One end-of-call report of the voice provider per provider call, tied to the voice page''s call; erased with the call, its page and its lead, swept after the retention period.';
comment on column public.voice_call_reports.transcript is '[{speaker: assistant|visitor, seconds: from the call''s start or null, text}] in the order spoken.';
comment on column public.voice_call_reports.outcome is 'The provider''s structured data: followUp (boolean), monthlyCallVolume, nextStep, questions, as the call start asked for.';

create index voice_call_reports_call_id_idx on public.voice_call_reports (call_id);
create index voice_call_reports_page_id_idx on public.voice_call_reports (page_id);
create index voice_call_reports_submission_id_idx on public.voice_call_reports (submission_id);
create index voice_call_reports_received_at_idx on public.voice_call_reports (received_at);

create table public.unmatched_voice_call_reports (
  id uuid primary key default gen_random_uuid(),
  provider_call_id text not null,
  -- What the report's metadata named as the page's call id, if anything: kept as text, it may not even be an id.
  claimed_call_id text,
  received_at timestamptz not null default now(),
  started_at timestamptz,
  ended_at timestamptz,
  ended_reason text,
  duration_seconds numeric(10, 2),
  cost numeric(12, 4),
  summary text,
  outcome jsonb,
  transcript jsonb not null default '[]',
  recording_url text,
  constraint unmatched_voice_call_reports_once_per_provider_call unique (provider_call_id),
  constraint unmatched_voice_call_reports_provider_call_id_shape check (char_length(provider_call_id) between 1 and 200),
  constraint unmatched_voice_call_reports_claimed_call_id_shape check (char_length(claimed_call_id) <= 200),
  constraint unmatched_voice_call_reports_duration_range check (duration_seconds between 0 and 86400),
  constraint unmatched_voice_call_reports_transcript_is_list check (jsonb_typeof(transcript) = 'array'),
  constraint unmatched_voice_call_reports_outcome_is_object check (outcome is null or jsonb_typeof(outcome) = 'object'),
  constraint unmatched_voice_call_reports_recording_url_shape check (recording_url is null or recording_url ~ '^https?://')
);

comment on table public.unmatched_voice_call_reports is 'End-of-call reports whose call the database does not know (no or an unknown call id in the metadata): kept aside for admins, swept after the retention period.';

create index unmatched_voice_call_reports_received_at_idx on public.unmatched_voice_call_reports (received_at);

alter table public.voice_call_reports enable row level security;
alter table public.unmatched_voice_call_reports enable row level security;

-- Only admins read them; only record_voice_call_report (service role) writes them.
revoke all on table public.voice_call_reports from anon, authenticated;
revoke all on table public.unmatched_voice_call_reports from anon, authenticated;
grant select on table public.voice_call_reports to authenticated;
grant select on table public.unmatched_voice_call_reports to authenticated;

create policy "Admins can read voice call reports" on public.voice_call_reports
  for select to authenticated using ((select private.has_role('admin')));
create policy "Admins can read unmatched voice call reports" on public.unmatched_voice_call_reports
  for select to authenticated using ((select private.has_role('admin')));

create table private.voice_report_settings (
  id boolean primary key default true,
  retention interval not null default interval '180 days',
  constraint voice_report_settings_single_row check (id),
  constraint voice_report_settings_retention_range check (retention between interval '1 day' and interval '3650 days')
);

comment on table private.voice_report_settings is 'The one row of voice report settings: how long transcripts and the rest of a report are kept; change it to tune it without a migration.';

insert into private.voice_report_settings default values;

alter table private.voice_report_settings enable row level security;

-- Stores one report, parsed by the Edge Function (p_report: providerCallId, voiceCallId, startedAt, endedAt,
-- endedReason, durationSeconds, cost, summary, outcome, transcript, recordingUrl). Answers 'stored', 'unmatched'
-- (kept aside) or 'duplicate' (this provider call's report is already here; nothing changed).
create function public.record_voice_call_report(p_report jsonb)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_provider_call_id text := p_report ->> 'providerCallId';
  v_claimed text := p_report ->> 'voiceCallId';
  v_call private.voice_calls%rowtype;
  v_submission_id uuid;
  v_inserted integer;
begin
  if v_claimed ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select vc.* into v_call from private.voice_calls as vc where vc.id = v_claimed::uuid;
  end if;

  if v_call.id is not null then
    select pa.submission_id into v_submission_id from public.personalized_assistants as pa where pa.id = v_call.page_id;
    insert into public.voice_call_reports (
      provider_call_id, call_id, page_id, submission_id, started_at, ended_at, ended_reason, duration_seconds, cost,
      summary, outcome, transcript, recording_url)
    values (
      v_provider_call_id, v_call.id, v_call.page_id, v_submission_id, (p_report ->> 'startedAt')::timestamptz,
      (p_report ->> 'endedAt')::timestamptz, p_report ->> 'endedReason', (p_report ->> 'durationSeconds')::numeric,
      (p_report ->> 'cost')::numeric, p_report ->> 'summary', nullif(p_report -> 'outcome', 'null'::jsonb),
      coalesce(p_report -> 'transcript', '[]'), p_report ->> 'recordingUrl')
    on conflict (provider_call_id) do nothing;
    get diagnostics v_inserted = row_count;
    return case when v_inserted = 1 then 'stored' else 'duplicate' end;
  end if;

  insert into public.unmatched_voice_call_reports (
    provider_call_id, claimed_call_id, started_at, ended_at, ended_reason, duration_seconds, cost, summary, outcome,
    transcript, recording_url)
  values (
    v_provider_call_id, left(v_claimed, 200), (p_report ->> 'startedAt')::timestamptz,
    (p_report ->> 'endedAt')::timestamptz, p_report ->> 'endedReason', (p_report ->> 'durationSeconds')::numeric,
    (p_report ->> 'cost')::numeric, p_report ->> 'summary', nullif(p_report -> 'outcome', 'null'::jsonb),
    coalesce(p_report -> 'transcript', '[]'), p_report ->> 'recordingUrl')
  on conflict (provider_call_id) do nothing;
  get diagnostics v_inserted = row_count;
  return case when v_inserted = 1 then 'unmatched' else 'duplicate' end;
end;
$$;

revoke execute on function public.record_voice_call_report(jsonb) from public, anon, authenticated;
grant execute on function public.record_voice_call_report(jsonb) to service_role;

-- Deletes every report, matched or not, received longer ago than the retention; says how many went. Run daily:
-- pg_cron in production (below), the stand-in's timer locally.
create function private.sweep_voice_call_reports()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_cutoff timestamptz := now() - (select s.retention from private.voice_report_settings as s);
  v_matched integer;
  v_unmatched integer;
begin
  delete from public.voice_call_reports as r where r.received_at < v_cutoff;
  get diagnostics v_matched = row_count;
  delete from public.unmatched_voice_call_reports as r where r.received_at < v_cutoff;
  get diagnostics v_unmatched = row_count;
  return v_matched + v_unmatched;
end;
$$;

revoke execute on function private.sweep_voice_call_reports() from public, anon, authenticated;

do $guard$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is null then
    return;
  end if;
  perform cron.schedule('sweep-voice-call-reports', '41 3 * * *', 'select private.sweep_voice_call_reports()');
end;
$guard$;
