-- Erasure removes every trace of the person, and says which copies had already left the system.
--   * Besides the lead, its events, voice pages (with their visits and calls), history, notes and deliveries, erase_lead
--     now removes: the rate-limit counters keyed on the person's email address (hashed, but an unsalted hash of a
--     known address is the address), rollup rows whose value holds the person's email, phone, name or a voice page's
--     slug, such values in events of other tabs (their field is cleared), and rollup rows left counting nothing.
--   * The erasure log keeps, besides its counts, the copies that had left the system before the erasure: which alert
--     emails went to which staff address, which chat posts, and when, so the admin can remove them there. The
--     acknowledgement to the person is listed without their address. A message not yet sent is simply deleted.
--   * Rollup rows of zero visitors and zero events are deleted whenever erasure takes counts off a day.

alter table public.erasure_log
  add column copies jsonb not null default '[]';

comment on column public.erasure_log.copies is 'Messages about the erased lead that had already gone out: [{kind, channel, recipient, at}] (recipient null for the prospect''s own acknowledgement).';

create or replace function public.erase_lead(p_id uuid)
returns public.erasure_log
language plpgsql
security definer
set search_path = ''
as $$
declare
  entry public.erasure_log;
  lead public.contact_submissions;
  retention interval := (select s.raw_event_retention from private.site_event_settings as s);
  n_events integer;
  n_pages integer;
  n_voice integer;
  n_history integer;
  v_copies jsonb;
  traces text[];
  d date;
begin
  if not private.has_role('admin') then
    raise exception 'Only admins may erase a lead' using errcode = '42501';
  end if;
  select * into lead from public.contact_submissions as cs where cs.id = p_id for update;
  if not found then
    raise sqlstate 'PT404' using message = 'No such lead', detail = 'It may have been erased already.';
  end if;

  -- What would name the person in a count: their address, phone, name and their voice pages' slugs, as LIKE
  -- patterns (their own % and _ escaped).
  select array_agg(distinct '%' || replace(replace(replace(lower(t), '\', '\\'), '%', '\%'), '_', '\_') || '%')
    into traces
    from unnest(array[lead.email, private.normalised_address(lead.email), lead.phone,
                      btrim(lead.first_name || ' ' || lead.last_name)]
                || coalesce((select array_agg(pa.slug) from public.personalized_assistants as pa
                              where pa.submission_id = p_id), '{}')) as t
   where char_length(btrim(t)) >= 3;

  select coalesce(jsonb_agg(jsonb_build_object(
           'kind', ad.kind, 'channel', ad.channel,
           'recipient', case when ad.kind = 'acknowledgement' then null else ad.recipient end,
           'at', coalesce(ad.sent_at, ad.updated_at),
           'uncertain', ad.status <> 'sent'
         ) order by coalesce(ad.sent_at, ad.updated_at)), '[]')
    into v_copies
    from public.alert_deliveries as ad
   where ad.submission_id = p_id
     -- Sent, or possibly sent: a post whose worker stopped mid-send, a message being sent now.
     and (ad.status in ('sent', 'uncertain') or (ad.status = 'sending' and ad.attempts > 0));

  create temporary table erased_events on commit drop as
    select e.* from public.site_events as e where e.lead_id = p_id;
  delete from public.site_events as e where e.lead_id = p_id;
  get diagnostics n_events = row_count;

  -- Rolled-up days whose raw events are still complete are rolled up again; older ones keep only a lead's own
  -- events raw, so what those counted is taken off, and a row left counting nothing goes.
  for d in select distinct (x.occurred_at at time zone 'utc')::date from erased_events as x loop
    if exists (select 1 from private.site_rolled_days as r where r.day = d) then
      if d::timestamp at time zone 'utc' >= now() - retention then
        perform private.roll_up_site_day(d);
      else
        update public.site_daily as sd
           set visitors = greatest(0, sd.visitors - gone.visitors), events = greatest(0, sd.events - gone.events)
          from (select x.kind, dims.dimension, dims.value, count(distinct x.visitor) as visitors, count(*) as events
                  from erased_events as x
                 cross join lateral (values ('all', ''), ('source', coalesce(x.source, '')),
                                            ('landing', coalesce(x.landing_page, ''))) as dims (dimension, value)
                 where (x.occurred_at at time zone 'utc')::date = d
                 group by 1, 2, 3) as gone
         where sd.day = d and sd.kind = gone.kind and sd.dimension = gone.dimension and sd.value = gone.value;
        delete from public.site_daily as sd where sd.day = d and sd.visitors = 0 and sd.events = 0;
      end if;
    end if;
  end loop;

  -- The person named in what other tabs sent, or in a rollup's value: cleared, and the rollup row deleted.
  if traces is not null then
    update public.site_events as e
       set source = case when lower(e.source) like any (traces) then null else e.source end,
           medium = case when lower(e.medium) like any (traces) then null else e.medium end,
           campaign = case when lower(e.campaign) like any (traces) then null else e.campaign end,
           term = case when lower(e.term) like any (traces) then null else e.term end
     where lower(concat_ws(' ', e.source, e.medium, e.campaign, e.term)) like any (traces);
    delete from public.site_daily as sd
     where sd.value <> '' and lower(sd.value) like any (traces);
  end if;

  -- The limit counters keyed on the address (both the normalised key and the older trimmed lower-case one).
  delete from private.demo_request_hits as h
   where h.bucket in ('email:' || md5(private.normalised_address(lead.email)), 'email:' || md5(lower(btrim(lead.email))));

  select count(*) into n_voice from public.voice_events as ve
    join public.personalized_assistants as pa on pa.id = ve.page_id where pa.submission_id = p_id;
  delete from public.personalized_assistants as pa where pa.submission_id = p_id;
  get diagnostics n_pages = row_count;
  select count(*) into n_history from public.lead_events as le where le.submission_id = p_id;
  delete from public.contact_submissions as cs where cs.id = p_id;

  insert into public.erasure_log (erased_by, site_events, voice_pages, voice_events, history_entries, copies)
  values (auth.uid(), n_events, n_pages, n_voice, n_history, v_copies)
  returning * into entry;
  return entry;
end;
$$;
