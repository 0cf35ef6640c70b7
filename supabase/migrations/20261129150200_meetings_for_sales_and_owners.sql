-- Meetings meet the staff roles and lead owners, which were built beside them.
--   * Sales work the leads, so they read the meetings and the meeting settings, keep their own hours and host
--     details, and book, move and cancel a lead's meeting from its panel like admins; only admins change the
--     meeting settings.
--   * A slot free for several hosts goes to the lead's owner first: private.lead_owner, the one place that names the
--     owner for booking, now reads it from the lead.

alter policy "Admins can read meeting settings" on public.meeting_settings
  using ((select private.has_role('sales')));
alter policy "Admins can read meeting settings" on public.meeting_settings rename to "Staff can read meeting settings";
alter policy "Admins can read meeting hosts" on public.meeting_hosts
  using ((select private.has_role('sales')));
alter policy "Admins can read meeting hosts" on public.meeting_hosts rename to "Staff can read meeting hosts";
alter policy "Admins can become meeting hosts" on public.meeting_hosts
  with check (user_id = (select auth.uid()) and (select private.has_role('sales')));
alter policy "Admins can become meeting hosts" on public.meeting_hosts rename to "Staff can become meeting hosts";
alter policy "Admins can change their own host details" on public.meeting_hosts
  using (user_id = (select auth.uid()) and (select private.has_role('sales')))
  with check (user_id = (select auth.uid()) and (select private.has_role('sales')));
alter policy "Admins can change their own host details" on public.meeting_hosts
  rename to "Staff can change their own host details";
alter policy "Admins can read meeting hours" on public.meeting_hours
  using ((select private.has_role('sales')));
alter policy "Admins can read meeting hours" on public.meeting_hours rename to "Staff can read meeting hours";
alter policy "Admins can add their own meeting hours" on public.meeting_hours
  with check (user_id = (select auth.uid()) and (select private.has_role('sales')));
alter policy "Admins can add their own meeting hours" on public.meeting_hours rename to "Staff can add their own meeting hours";
alter policy "Admins can remove their own meeting hours" on public.meeting_hours
  using (user_id = (select auth.uid()) and (select private.has_role('sales')));
alter policy "Admins can remove their own meeting hours" on public.meeting_hours
  rename to "Staff can remove their own meeting hours";
alter policy "Admins can read meetings" on public.meetings
  using ((select private.has_role('sales')));
alter policy "Admins can read meetings" on public.meetings rename to "Staff can read meetings";

create or replace function public.staff_book_meeting(p_submission_id uuid, p_starts_at timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.has_role('sales') then
    raise exception 'Only staff can book for a lead' using errcode = '42501';
  end if;
  if not exists (select 1 from public.contact_submissions as cs where cs.id = p_submission_id) then
    raise exception 'No such lead' using errcode = 'P0002';
  end if;
  return private.book_meeting(p_submission_id, p_starts_at, 'staff');
end;
$$;

create or replace function public.staff_move_meeting(p_meeting_id uuid, p_starts_at timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.has_role('sales') then
    raise exception 'Only staff can move a lead''s meeting' using errcode = '42501';
  end if;
  return private.move_meeting(p_meeting_id, p_starts_at);
end;
$$;

create or replace function public.staff_cancel_meeting(p_meeting_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.has_role('sales') then
    raise exception 'Only staff can cancel a lead''s meeting' using errcode = '42501';
  end if;
  return private.cancel_meeting(p_meeting_id);
end;
$$;

create or replace function private.lead_owner(p_submission_id uuid)
returns uuid
language sql
stable
set search_path = ''
as $$
  select cs.owner_id from public.contact_submissions as cs where cs.id = p_submission_id
$$;
