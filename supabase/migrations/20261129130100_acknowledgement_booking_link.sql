-- The acknowledgement carries a personal link to /book that books for its lead: the worker reads the lead's booking
-- key (the request id its browser made, which book_meeting takes) for the acknowledgement it is sending. Only the
-- worker (service role) calls it, and only for an acknowledgement row.

create function public.lead_booking_key(p_delivery_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select cs.request_id
    from public.alert_deliveries as d
    join public.contact_submissions as cs on cs.id = d.submission_id
   where d.id = p_delivery_id and d.kind = 'acknowledgement' and not cs.spam
$$;

revoke execute on function public.lead_booking_key(uuid) from public, anon, authenticated;
grant execute on function public.lead_booking_key(uuid) to service_role;
