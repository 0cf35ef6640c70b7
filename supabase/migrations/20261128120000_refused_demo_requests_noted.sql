-- A demo request the limits refuse is not lost without a trace: admins see who was turned away, when, by which
-- limit, and how often, so a real prospect caught by the limits (or by someone who used up their address's room)
-- can still be called back.
--
-- The refusal itself rolls back with the request (the limit raises, PostgREST answers 429), so nothing of it can be
-- written in that transaction. The site's form notes it right after the 429 instead, with the address the visitor
-- typed. The note is believed only while a limit really is full for that sender: for the caller's network address,
-- or for the normalised email address. A note at any other time changes nothing, so no one can fill the log with
-- refusals that did not happen. A scripted flood that ignores the 429 is not noted; the log is for people who used
-- the form.
--
-- One row per sender, limit and typed address per hour, counting its attempts, and at most 20 rows per sender and hour,
-- so a flood is a few lines, not thousands. Rows go after 30 days, and with the lead when a person is erased (the
-- trigger below matches the normalised address).

create table private.demo_request_refusals (
  id bigint generated always as identity primary key,
  limit_kind text not null check (limit_kind in ('address', 'email address')),
  -- The limit's bucket (a hash of the network address or of the normalised email), never shown.
  bucket text not null,
  -- Normalised (lower case, no +tag), so staff can write back and erasure can find it.
  email text not null check (char_length(email) <= 320),
  attempts integer not null default 1 check (attempts > 0),
  first_refused_at timestamptz not null default now(),
  last_refused_at timestamptz not null default now()
);

alter table private.demo_request_refusals enable row level security;

create index demo_request_refusals_bucket_idx on private.demo_request_refusals (bucket, first_refused_at);
create index demo_request_refusals_email_idx on private.demo_request_refusals (email);
create index demo_request_refusals_last_refused_at_idx on private.demo_request_refusals (last_refused_at);

create function public.note_refused_demo_request(p_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.demo_request_settings;
  v_email text := private.normalised_address(left(coalesce(p_email, ''), 320));
  v_kind text;
  v_bucket text;
  v_address_bucket text := 'address:' || md5(private.client_address());
  v_email_bucket text := 'email:' || md5(v_email);
begin
  if v_email !~ '^[^@\s]+@[^@\s]+$' then
    raise exception 'An email address is needed to note a refused demo request' using errcode = '22023';
  end if;
  select * into strict settings from private.demo_request_settings;
  if settings.per_address_limit is not null
     and not private.demo_request_room(v_address_bucket, settings.per_address_limit, settings.per_address_window) then
    v_kind := 'address';
    v_bucket := v_address_bucket;
  elsif settings.per_email_limit is not null
     and not private.demo_request_room(v_email_bucket, settings.per_email_limit, settings.per_email_window) then
    v_kind := 'email address';
    v_bucket := v_email_bucket;
  else
    return;
  end if;

  -- The same person trying again adds to their line; someone new behind the same full limit gets a line of their own
  -- (an office behind one network address), up to 20 lines per sender and hour, after which the newest line counts.
  update private.demo_request_refusals as r
     set attempts = r.attempts + 1, last_refused_at = now()
   where r.bucket = v_bucket and r.email = v_email and r.first_refused_at > now() - interval '1 hour';
  if not found then
    if (select count(*) from private.demo_request_refusals as r
         where r.bucket = v_bucket and r.first_refused_at > now() - interval '1 hour') < 20 then
      insert into private.demo_request_refusals (limit_kind, bucket, email) values (v_kind, v_bucket, v_email);
    else
      update private.demo_request_refusals as r
         set attempts = r.attempts + 1, last_refused_at = now()
       where r.id = (select newest.id from private.demo_request_refusals as newest
                      where newest.bucket = v_bucket order by newest.id desc limit 1);
    end if;
  end if;
  delete from private.demo_request_refusals as r where r.last_refused_at < now() - interval '30 days';
end;
$$;

revoke execute on function public.note_refused_demo_request(text) from public;
grant execute on function public.note_refused_demo_request(text) to anon, authenticated;

-- The refusals of the last p_days days, newest first, for admins.
create function public.refused_demo_requests(p_days integer)
returns table (
  limit_kind text,
  email text,
  attempts integer,
  first_refused_at timestamptz,
  last_refused_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.has_role('admin') then
    raise exception 'Only admins may read the refused demo requests' using errcode = '42501';
  end if;
  return query
    select r.limit_kind, r.email, r.attempts, r.first_refused_at, r.last_refused_at
      from private.demo_request_refusals as r
     where r.last_refused_at > now() - make_interval(days => least(greatest(coalesce(p_days, 7), 1), 30))
     order by r.last_refused_at desc, r.id desc
     limit 100;
end;
$$;

revoke execute on function public.refused_demo_requests(integer) from public;
grant execute on function public.refused_demo_requests(integer) to authenticated;

-- Erasing a person erases their refusals too.
create function private.forget_refused_demo_requests()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.demo_request_refusals as r where r.email = private.normalised_address(old.email);
  return old;
end;
$$;

revoke execute on function private.forget_refused_demo_requests() from public;

create trigger contact_submissions_forget_refusals
  after delete on public.contact_submissions
  for each row execute function private.forget_refused_demo_requests();
