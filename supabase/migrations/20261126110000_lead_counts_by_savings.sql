-- The inbox's counts beside its filters follow the savings filter as the list does: with p_min_savings, only leads
-- whose business case estimated at least that many dollars a year are counted (leads without one are not), so
-- the number beside a filter is the number of rows it shows. The function gains a parameter, so it is replaced.

drop function public.lead_counts(text);

-- Security invoker: the caller's row-level security applies as well, and the explicit check turns a non-admin's
-- call into 42501 instead of a row of zeros. p_search matches like the list's or=(first_name.ilike.*q*,…): % and _
-- in it stay wildcards, as in PostgREST. p_min_savings matches the list's roi_yearly_savings=gte.<n>.
create function public.lead_counts(p_search text default null, p_min_savings integer default null)
returns public.lead_counts_result
language plpgsql
stable
set search_path = ''
as $$
declare
  pattern text := '%' || p_search || '%';
  counts public.lead_counts_result;
begin
  if (select auth.jwt() -> 'app_metadata' ->> 'role') is distinct from 'admin' then
    raise exception 'Only admins may count leads' using errcode = '42501';
  end if;
  select count(*) filter (where not s.spam),
         count(*) filter (where not s.spam and s.status = 'new'),
         count(*) filter (where not s.spam and s.status = 'contacted'),
         count(*) filter (where not s.spam and s.status = 'qualified'),
         count(*) filter (where not s.spam and s.status = 'won'),
         count(*) filter (where not s.spam and s.status = 'lost'),
         count(*) filter (where not s.spam and s.status = 'new' and s.created_at < now() - interval '10 minutes'),
         count(*) filter (where not s.spam and s.status = 'new'),
         count(*) filter (where s.spam)
    into counts
    from public.contact_submissions s
   where (p_search is null
          or s.first_name ilike pattern
          or s.last_name ilike pattern
          or s.email ilike pattern
          or s.phone ilike pattern
          or s.business ilike pattern)
     and (p_min_savings is null or s.roi_yearly_savings >= p_min_savings);
  return counts;
end;
$$;

revoke execute on function public.lead_counts(text, integer) from public, anon;
grant execute on function public.lead_counts(text, integer) to authenticated;
