-- A visitor who has sent no demo request books on /book with their name and email only, and becomes a lead the way
-- a demo request does: request_and_book_meeting inserts the request into contact_submissions, so the same triggers
-- screen it (spam flags, the limits per address and per email, which refuse with 429), clean it, spot a repeat,
-- give it an owner and queue its alerts and acknowledgement; then it books for that lead by its key, as
-- book_meeting does. Such a lead has no phone number and no business text: `origin` says where it was asked for,
-- and only a lead from the booking page may leave those two empty.

alter table public.contact_submissions
  add column origin text not null default 'demo_form',
  add constraint contact_submissions_origin_known check (origin in ('demo_form', 'booking_page'));

comment on column public.contact_submissions.origin is 'Where the request was made: the demo form, or the booking page (name and email only). Set by the database.';

alter table public.contact_submissions
  drop constraint contact_submissions_phone_length,
  drop constraint contact_submissions_phone_shape,
  drop constraint contact_submissions_business_length,
  add constraint contact_submissions_phone_length check (
    char_length(btrim(phone)) between 1 and 40 or (origin = 'booking_page' and phone = '')
  ),
  add constraint contact_submissions_phone_shape check (
    (origin = 'booking_page' and phone = '')
    or (phone ~* '^\+?[0-9(][0-9 ()./-]*[0-9)]( *(;ext=|ext\.?|extension|x) *[0-9]{1,10})?$'
        and char_length(regexp_replace(regexp_replace(phone, '( *(;ext=|ext\.?|extension|x) *[0-9]{1,10})$', '', 'i'),
                                       '[^0-9]', '', 'g')) between 7 and 15)
  ) not valid,
  add constraint contact_submissions_business_length check (
    char_length(btrim(business)) between 1 and 5000 or (origin = 'booking_page' and business = '')
  );

-- p_visit holds the visit's columns as the demo form sends them (tab_id, utm_*, paid_click, referrer_host,
-- landing_page); anything else in it is ignored. A retry with the same request id books for the lead already made.
create function public.request_and_book_meeting(
  p_request_id uuid,
  p_first_name text,
  p_last_name text,
  p_email text,
  p_locale text,
  p_honeypot text,
  p_fill_ms integer,
  p_visit jsonb,
  p_starts_at timestamptz
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_visit public.contact_submissions := jsonb_populate_record(null::public.contact_submissions, coalesce(p_visit, '{}'));
begin
  if p_request_id is null then
    raise exception 'A request id is required' using errcode = '22023';
  end if;
  -- The caller's role stays anon (or authenticated) in here, so the screening trigger treats this request as it
  -- treats the demo form's.
  insert into public.contact_submissions (
    request_id, first_name, last_name, email, phone, business, origin, locale, honeypot, fill_ms,
    tab_id, utm_source, utm_medium, utm_campaign, utm_term, utm_content, paid_click, referrer_host, landing_page)
  values (
    p_request_id, btrim(coalesce(p_first_name, '')), btrim(coalesce(p_last_name, '')), btrim(coalesce(p_email, '')),
    '', '', 'booking_page', coalesce(p_locale, 'en'), nullif(p_honeypot, ''), p_fill_ms,
    v_visit.tab_id, v_visit.utm_source, v_visit.utm_medium, v_visit.utm_campaign, v_visit.utm_term,
    v_visit.utm_content, coalesce(v_visit.paid_click, false), v_visit.referrer_host, v_visit.landing_page)
  on conflict (request_id) do nothing;
  return public.book_meeting(p_request_id, p_starts_at);
end;
$$;

revoke execute on function public.request_and_book_meeting(uuid, text, text, text, text, text, integer, jsonb, timestamptz)
  from public;
grant execute on function public.request_and_book_meeting(uuid, text, text, text, text, text, integer, jsonb, timestamptz)
  to anon, authenticated;
