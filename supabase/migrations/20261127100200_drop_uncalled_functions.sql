-- Nothing in the production schema that production does not call. private.ingest_event_batch exists only so that
-- the local stand-in, whose one PGlite connection cannot keep up with the site's events one call at a time, can run
-- many calls in one transaction: it now lives in supabase/local/stand-in.sql, which only the stand-in applies.
-- private.event_integer has had no caller since the ingest checked its fields in sets (event_fields_refusal calls
-- integer_refusal itself). tests/db/production-functions.test.ts fails on a function no production code calls.

drop function private.ingest_event_batch(jsonb);
drop function private.event_integer(jsonb, text, integer, integer);
