-- Demo requests sent from the landing page's contact form.
-- Visitors (anon) and signed-in users may only insert; only an admin
-- (app_metadata.role = 'admin' in the JWT) may read. Nobody may update or delete through the API.

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,
  business text not null,
  created_at timestamptz not null default now(),
  constraint contact_submissions_first_name_length check (char_length(btrim(first_name)) between 1 and 100),
  constraint contact_submissions_last_name_length check (char_length(btrim(last_name)) between 1 and 100),
  constraint contact_submissions_email_length check (char_length(email) <= 254),
  constraint contact_submissions_email_shape check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint contact_submissions_phone_length check (char_length(btrim(phone)) between 1 and 40),
  constraint contact_submissions_business_length check (char_length(btrim(business)) between 1 and 5000)
);

comment on table public.contact_submissions is 'Demo requests from the contact form; insert-only for visitors, readable by admins.';

-- The dashboard lists newest first and pages through the list.
create index contact_submissions_created_at_idx on public.contact_submissions (created_at desc);

alter table public.contact_submissions enable row level security;

-- Least privilege on top of RLS: the API roles get only the column privileges they need, so a visitor
-- cannot read at all (refused with 42501 rather than an empty list) and cannot choose id or created_at.
revoke all on table public.contact_submissions from anon, authenticated;
grant insert (first_name, last_name, email, phone, business) on table public.contact_submissions to anon, authenticated;
grant select on table public.contact_submissions to authenticated;

create policy "Visitors can submit a demo request"
  on public.contact_submissions for insert to anon
  with check (true);

-- A signed-in admin who fills in the public form uses the same browser session, so authenticated may insert too.
create policy "Signed-in users can submit a demo request"
  on public.contact_submissions for insert to authenticated
  with check (true);

-- The whole predicate is wrapped in (select ...) so it is evaluated once per statement (an InitPlan) and the
-- created_at index can serve the dashboard's page; the unwrapped form scans every row.
create policy "Admins can read demo requests"
  on public.contact_submissions for select to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));
