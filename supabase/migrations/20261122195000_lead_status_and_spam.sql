-- Leads are worked, not listed: every demo request gets a pipeline status and a spam flag, and the
-- database stamps the first response the moment a lead leaves 'new', so no client can fake the figure.
-- Admins may change only these two columns; nobody else may update anything.

alter table public.contact_submissions
  add column status text not null default 'new',
  add column first_response_at timestamptz,
  add column spam boolean not null default false,
  add constraint contact_submissions_status_known
    check (status in ('new', 'contacted', 'qualified', 'won', 'lost'));

comment on column public.contact_submissions.status is 'Pipeline stage: new, contacted, qualified, won or lost.';
comment on column public.contact_submissions.first_response_at is 'Set by the database when status first leaves new.';
comment on column public.contact_submissions.spam is 'Suspected spam: kept, but out of the inbox, its counts and the KPI.';

-- The inbox filters by status and the KPI scans answered leads by arrival time.
create index contact_submissions_status_created_at_idx on public.contact_submissions (status, created_at desc);

create function public.stamp_first_response()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- first_response_at is owned here: a client can neither set it nor move it.
  new.first_response_at := old.first_response_at;
  if old.first_response_at is null and old.status = 'new' and new.status <> 'new' then
    new.first_response_at := now();
  end if;
  return new;
end;
$$;

create trigger contact_submissions_stamp_first_response
  before update on public.contact_submissions
  for each row execute function public.stamp_first_response();

grant update (status, spam) on table public.contact_submissions to authenticated;

create policy "Admins can update demo requests"
  on public.contact_submissions for update to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'))
  with check ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));
