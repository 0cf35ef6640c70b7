-- Two staff roles and two-step sign-in, enforced in the one role check.
--
-- Roles: `admin` may do everything; `sales` works the leads (inbox, lead panel, notes, statuses, voice pages, their
-- own alert preference) but has no export, erasure, Growth, team or settings. An admin may do all a sales user may,
-- so `private.has_role('sales')` admits both and `private.has_role('admin')` admits admins only.
--
-- Two-step: while the team's setting `two_step_required` is on (the default), a role counts only in a session that
-- has passed its second factor (the JWT's `aal` is `aal2`). A password-only session then reads no lead and runs no
-- staff function, through the app or straight through the API.
--
-- The setting lives in one row of private.team_settings, beside how long an idle staff session may stay open. The
-- role check reads it, so it runs as its owner (security definer); nothing else in private is granted to anyone.
-- Until the Team screen changes them, an owner changes them in the SQL editor:
--   update private.team_settings set two_step_required = false, idle_minutes = 60;

create table private.team_settings (
  id boolean primary key default true check (id),
  two_step_required boolean not null default true,
  idle_minutes integer not null default 30 check (idle_minutes between 5 and 480),
  updated_at timestamptz not null default now()
);

comment on table private.team_settings is 'The team''s sign-in settings, one row: whether staff need a second factor (aal2), and after how many idle minutes a staff session ends.';

alter table private.team_settings enable row level security;

insert into private.team_settings default values;

create or replace function private.has_role(p_role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (auth.jwt() -> 'app_metadata' ->> 'role') = any (
      case p_role when 'sales' then array['sales', 'admin'] when 'admin' then array['admin'] else array[]::text[] end
    )
    and (auth.jwt() ->> 'aal' = 'aal2'
         or not coalesce((select s.two_step_required from private.team_settings as s), true)),
    false)
$$;

comment on function private.has_role(text) is 'True when the caller''s JWT carries p_role (an admin also counts as sales) and, while the team requires two-step sign-in, says aal2; the one staff check of every policy and staff function.';

-- The lead work sales share with admins.

alter policy "Admins can read demo requests" on public.contact_submissions
  using ((select private.has_role('sales')));
alter policy "Admins can read demo requests" on public.contact_submissions rename to "Staff can read demo requests";
alter policy "Admins can update demo requests" on public.contact_submissions
  using ((select private.has_role('sales')))
  with check ((select private.has_role('sales')));
alter policy "Admins can update demo requests" on public.contact_submissions rename to "Staff can update demo requests";
alter policy "Admins can read lead events" on public.lead_events
  using ((select private.has_role('sales')));
alter policy "Admins can read lead events" on public.lead_events rename to "Staff can read lead events";
alter policy "Admins can find pages to change" on public.personalized_assistants
  using ((select private.has_role('sales')));
alter policy "Admins can find pages to change" on public.personalized_assistants rename to "Staff can find pages to change";
alter policy "Admins can create pages" on public.personalized_assistants
  with check ((select private.has_role('sales')));
alter policy "Admins can create pages" on public.personalized_assistants rename to "Staff can create pages";
alter policy "Admins can edit pages" on public.personalized_assistants
  using ((select private.has_role('sales')))
  with check ((select private.has_role('sales')));
alter policy "Admins can edit pages" on public.personalized_assistants rename to "Staff can edit pages";
alter policy "Admins can delete pages" on public.personalized_assistants
  using ((select private.has_role('sales')));
alter policy "Admins can delete pages" on public.personalized_assistants rename to "Staff can delete pages";
alter policy "Admins can read voice events" on public.voice_events
  using ((select private.has_role('sales')));
alter policy "Admins can read voice events" on public.voice_events rename to "Staff can read voice events";
alter policy "Admins can read voice call reports" on public.voice_call_reports
  using ((select private.has_role('sales')));
alter policy "Admins can read voice call reports" on public.voice_call_reports rename to "Staff can read voice call reports";
alter policy "Admins can read their own alert preference" on public.alert_preferences
  using (user_id = (select auth.uid()) and (select private.has_role('sales')));
alter policy "Admins can read their own alert preference" on public.alert_preferences rename to "Staff can read their own alert preference";
alter policy "Admins can create their own alert preference" on public.alert_preferences
  with check (user_id = (select auth.uid()) and (select private.has_role('sales')));
alter policy "Admins can create their own alert preference" on public.alert_preferences rename to "Staff can create their own alert preference";
alter policy "Admins can change their own alert preference" on public.alert_preferences
  using (user_id = (select auth.uid()) and (select private.has_role('sales')))
  with check (user_id = (select auth.uid()) and (select private.has_role('sales')));
alter policy "Admins can change their own alert preference" on public.alert_preferences rename to "Staff can change their own alert preference";

-- The staff functions of that work: each is recreated from its current definition with the sales check and wording,
-- so nothing else in them changes. CREATE OR REPLACE keeps their grants.
do $$
declare
  fn regprocedure;
begin
  foreach fn in array array[
    'public.add_lead_note(uuid, text)',
    'public.lead_counts(text, integer, text)',
    'public.lead_journey(uuid)',
    'public.lead_response_stats(integer)',
    'public.save_alert_preference(text, text)',
    'public.voice_page_activity()'
  ]::regprocedure[] loop
    execute replace(replace(replace(pg_get_functiondef(fn),
      'private.has_role(''admin'')', 'private.has_role(''sales'')'),
      'Only admins may', 'Only staff may'),
      'Only admins receive', 'Only staff receive');
  end loop;
end;
$$;

-- What the sign-in and the idle timer need to know before (and whatever) the role: any signed-in person may read the
-- two settings, which say nothing about anyone.
create function public.team_settings()
returns table (two_step_required boolean, idle_minutes integer)
language sql
stable
security definer
set search_path = ''
as $$
  select s.two_step_required, s.idle_minutes from private.team_settings as s
$$;

comment on function public.team_settings() is 'The team''s sign-in settings for the app: whether a second factor is required, and the idle minutes before a staff session ends.';


revoke execute on function public.team_settings() from public, anon;
grant execute on function public.team_settings() to authenticated;
