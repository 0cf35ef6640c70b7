-- A search means the text typed: %, _ and \ in it are escaped, so they match themselves and not any text. The
-- inbox's list matches the same way (a case-insensitive regular expression with every special character escaped),
-- so the counts beside the filters and the list they count always agree.
create or replace function public.lead_counts(p_search text default null)
returns public.lead_counts_result
language plpgsql
stable
set search_path = ''
as $$
declare
  pattern text := '%' || replace(replace(replace(p_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';
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
   where p_search is null
      or s.first_name ilike pattern
      or s.last_name ilike pattern
      or s.email ilike pattern
      or s.phone ilike pattern
      or s.business ilike pattern;
  return counts;
end;
$$;
