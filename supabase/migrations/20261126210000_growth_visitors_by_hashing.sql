-- The Growth screen's raw days count their visitors by first keeping each (kind, dimension, value, day, visitor)
-- once and then counting rows: Postgres can do that with a hash table, whereas count(distinct …) always sorts
-- every row of every group. Same rows as before, two to three times faster over a day of raw events on the
-- stand-in. The rolled-up days are read as before.
create or replace function private.site_visitors(p_from date, p_to date)
returns table (kind text, dimension text, value text, day date, visitors bigint)
language sql
stable
set search_path = ''
as $$
  select d.kind, d.dimension, d.value, d.day, d.visitors::bigint
    from public.site_daily as d
   where d.day between p_from and p_to
     and exists (select 1 from private.site_rolled_days as r where r.day = d.day)
  union all
  select seen.kind, seen.dimension, seen.value, seen.day, count(*)
    from (
      select distinct e.kind, dims.dimension, dims.value, (e.occurred_at at time zone 'utc')::date as day, e.visitor
        from public.site_events as e
       cross join lateral (values ('all', ''), ('source', coalesce(e.source, '')),
                                  ('landing', coalesce(e.landing_page, ''))) as dims (dimension, value)
       -- The job rolls up every finished day from the first it has not, so only days after the last rolled-up one
       -- are raw: an index range on occurred_at, however long the range.
       where e.occurred_at >= greatest(p_from, (select max(r.day) + 1 from private.site_rolled_days as r))::timestamp
                              at time zone 'utc'
         and e.occurred_at < (p_to + 1)::timestamp at time zone 'utc'
    ) as seen
   group by 1, 2, 3, 4;
$$;

revoke execute on function private.site_visitors(date, date) from public;
