-- The stand-in's stand-in for logical replication: every table of the supabase_realtime publication gets an
-- after-row trigger that queues the change here and notifies the server, which drains the queue after the
-- commit (NOTIFY is delivered only then, and not at all on rollback). Run on every start, after the
-- migrations, so it follows whatever the migrations put in the publication. Records are to_jsonb(row), which
-- is how Realtime renders them too (realtime.cast). Nothing is queued while no channel listens to changes: the
-- server sets stand_in.realtime_listening for its one PGlite session, so bulk seeding costs nothing extra.

create schema if not exists realtime;
revoke all on schema realtime from public;

create table if not exists realtime.stand_in_changes (
  id bigint generated always as identity primary key,
  schema_name text not null,
  table_name text not null,
  type text not null,
  commit_timestamp text not null,
  record jsonb,
  old_record jsonb
);

create or replace function realtime.stand_in_capture()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if current_setting('stand_in.realtime_listening', true) is distinct from 'on' then
    return null;
  end if;
  insert into realtime.stand_in_changes (schema_name, table_name, type, commit_timestamp, record, old_record)
  values (
    tg_table_schema,
    tg_table_name,
    tg_op,
    to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  );
  perform pg_notify('stand_in_realtime', '');
  return null;
end;
$$;

revoke all on function realtime.stand_in_capture() from public;

do $$
declare
  published record;
begin
  for published in select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime' loop
    execute format(
      'create or replace trigger stand_in_realtime_capture after insert or update or delete on %I.%I
         for each row execute function realtime.stand_in_capture()',
      published.schemaname,
      published.tablename
    );
  end loop;
end;
$$;
