-- Personalised voice-assistant pages (/ai-phone-caller/{slug}).
-- The table is closed to the API roles; visitors read one row at a time through
-- public.get_personalized_assistant(p_slug), so nobody can list every customer's page.

create table public.personalized_assistants (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  name text,
  assistant_id text,
  created_at timestamptz not null default now(),
  constraint personalized_assistants_slug_shape check (slug ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$'),
  constraint personalized_assistants_name_length check (name is null or char_length(name) between 1 and 100),
  constraint personalized_assistants_assistant_id_length check (assistant_id is null or char_length(assistant_id) between 1 and 100)
);

comment on table public.personalized_assistants is 'Greeting name and voice assistant per personalised page; read through get_personalized_assistant().';

create unique index personalized_assistants_slug_key on public.personalized_assistants (lower(slug));

-- RLS on with no policy at all, and no privileges: direct reads are refused for anon and authenticated.
alter table public.personalized_assistants enable row level security;
revoke all on table public.personalized_assistants from anon, authenticated;

-- security definer runs as the owner, past RLS; the empty search_path and qualified names keep a caller
-- from redirecting any name it uses. returns table (a set) so no match is [] rather than an all-null object.
create function public.get_personalized_assistant(p_slug text)
returns table (slug text, name text, assistant_id text)
language sql
stable
security definer
set search_path = ''
as $$
  select pa.slug, pa.name, pa.assistant_id
  from public.personalized_assistants as pa
  where lower(pa.slug) = lower(p_slug)
  limit 1;
$$;

revoke execute on function public.get_personalized_assistant(text) from public;
grant execute on function public.get_personalized_assistant(text) to anon, authenticated;
