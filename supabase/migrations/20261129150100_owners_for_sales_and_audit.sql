-- Lead owners meet the staff roles and the audit trail. The owners' functions were written beside the roles, so three
-- kept an admin-only check; sales work owned leads too:
--   * lead_counts (with its owner filter) and lead_response_by_owner admit every member of staff, as the inbox does;
--   * reassign_lead admits staff, then says "No such lead" for an unknown id before asking whether this caller may
--     hand this lead on (an admin, or its owner), and writes one audit row per reassignment: which lead, from whom, to
--     whom, by whom (ids only; the lead's history keeps the reason and the addresses, and goes with the lead).

create or replace function public.lead_counts(
  p_search text default null,
  p_min_savings integer default null,
  p_locale text default null,
  p_owner text default null
)
returns public.lead_counts_result
language plpgsql
stable
set search_path = ''
as $$
declare
  pattern text := '%' || p_search || '%';
  me uuid := auth.uid();
  counts public.lead_counts_result;
begin
  if not private.has_role('sales') then
    raise exception 'Only staff may count leads' using errcode = '42501';
  end if;
  if p_owner is not null and p_owner not in ('mine', 'unassigned') then
    raise exception 'p_owner must be mine, unassigned or null' using errcode = '22023';
  end if;
  select count(*) filter (where not s.spam and s.repeat_of is null),
         count(*) filter (where not s.spam and s.repeat_of is null and s.status = 'new'),
         count(*) filter (where not s.spam and s.repeat_of is null and s.status = 'contacted'),
         count(*) filter (where not s.spam and s.repeat_of is null and s.status = 'qualified'),
         count(*) filter (where not s.spam and s.repeat_of is null and s.status = 'won'),
         count(*) filter (where not s.spam and s.repeat_of is null and s.status = 'lost'),
         count(*) filter (where not s.spam and s.repeat_of is null and s.status = 'new'
                            and s.created_at < now() - interval '10 minutes'),
         count(*) filter (where not s.spam and s.repeat_of is null and s.status = 'new'),
         count(*) filter (where s.spam),
         count(*) filter (where not s.spam and s.repeat_of is not null)
    into counts
    from public.contact_submissions s
   where (p_search is null
          or s.first_name ilike pattern
          or s.last_name ilike pattern
          or s.email ilike pattern
          or s.phone ilike pattern
          or s.business ilike pattern)
     and (p_min_savings is null or s.roi_yearly_savings >= p_min_savings)
     and (p_locale is null or s.locale = p_locale)
     and (p_owner is null
          or (p_owner = 'mine' and s.owner_id = me)
          or (p_owner = 'unassigned' and s.owner_id is null));
  return counts;
end;
$$;

create or replace function public.lead_response_by_owner(p_days integer default null)
returns table (owner_id uuid, owner_email text, answered integer, median_seconds double precision)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not private.has_role('sales') then
    raise exception 'Only staff may read response statistics' using errcode = '42501';
  end if;
  if p_days is not null and p_days < 1 then
    raise exception 'p_days must be a positive number of days or null' using errcode = '22023';
  end if;
  return query
  select s.owner_id, max(s.owner_email), count(*)::integer,
         percentile_cont(0.5) within group (order by extract(epoch from s.first_response_at - s.created_at))
    from public.contact_submissions as s
   where not s.spam
     and s.repeat_of is null
     and s.first_response_at is not null
     and (p_days is null or s.created_at >= now() - make_interval(days => p_days))
   group by s.owner_id
   order by count(*) desc, max(s.owner_email) nulls last;
end;
$$;

create or replace function public.reassign_lead(p_submission_id uuid, p_owner_id uuid, p_reason text)
returns public.lead_events
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead public.contact_submissions;
  reason text := regexp_replace(coalesce(p_reason, ''), '^\s+|\s+$', '', 'g');
  entry public.lead_events;
begin
  if not private.has_role('sales') then
    raise exception 'Only staff may reassign a lead' using errcode = '42501';
  end if;
  select * into lead from public.contact_submissions as cs where cs.id = p_submission_id for update;
  if not found then
    raise sqlstate 'PT404' using message = 'No such lead', detail = 'It may have been erased.';
  end if;
  if not private.may_reassign_lead(p_submission_id) then
    raise exception 'Only an admin or the lead''s owner may reassign it' using errcode = '42501';
  end if;
  if reason = '' or char_length(reason) > 500 then
    raise exception 'Say why the lead changes hands, in at most 500 characters' using errcode = '22023';
  end if;
  if not exists (select 1 from private.active_staff() as s where s.user_id = p_owner_id) then
    raise exception 'A lead can only go to an active member of staff' using errcode = '22023';
  end if;
  if lead.owner_id is not distinct from p_owner_id then
    raise exception 'The lead already belongs to them' using errcode = '22023';
  end if;

  update public.contact_submissions as cs set owner_id = p_owner_id where cs.id = p_submission_id;
  insert into public.lead_events (submission_id, kind, from_owner, to_owner, body, author_id, author_email)
  values (p_submission_id, 'owner', lead.owner_email, private.staff_email(p_owner_id), reason, auth.uid(),
          auth.jwt() ->> 'email')
  returning * into entry;
  perform private.record_audit('lead_reassigned', p_submission_id, null, jsonb_build_object(
    'from_owner_id', lead.owner_id, 'to_owner_id', p_owner_id));
  return entry;
end;
$$;
