import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../supabase/local/database';
import {
  databaseTypes,
  databaseTypesFile,
  databaseTypesFromMigrations,
} from '../../supabase/local/types/database-types';

// A migration of the kinds other flows add (an event log, a rate limit, a report), to show the generator on them.
const ordinaryMigration = `
  create type public.lead_stage as enum ('new', 'contacted', 'won');
  create table public.sample_events (
    id bigint generated always as identity primary key,
    submission_id uuid not null references public.contact_submissions (id) on delete cascade,
    stage public.lead_stage not null default 'new',
    note text,
    tags text[] not null default '{}',
    payload jsonb,
    created_at timestamptz not null default now()
  );
  create view public.lead_stage_counts as select stage, count(*)::int as total from public.sample_events group by stage;
  create function public.take_token(p_key text, p_cost integer default 1) returns boolean
    language sql as $$ select p_cost > 0 and p_key <> '' $$;
  create function public.recent_sample_events(p_limit integer) returns setof public.sample_events
    language sql stable as $$ select * from public.sample_events order by id desc limit p_limit $$;
  create function public.forget_leads() returns void language sql as $$ delete from public.sample_events $$;
`;

let db: PGlite;

beforeAll(async () => {
  ({ db } = await openDatabase(null));
}, 60_000);

afterAll(async () => {
  await db?.close();
});

/** The types the database would have with `sql` applied; the transaction is rolled back. */
async function typesWith(sql: string): Promise<string> {
  let types = '';
  await db.transaction(async (tx) => {
    await tx.exec(sql);
    types = await databaseTypes(tx);
    await tx.rollback();
  });
  return types;
}

describe('the Database type', () => {
  it('src/lib/database.types.ts is exactly what supabase/migrations produce', async () => {
    const committed = readFileSync(databaseTypesFile, 'utf8');
    expect(committed, 'src/lib/database.types.ts is out of date: run `npm run db:types`').toBe(
      await databaseTypesFromMigrations(),
    );
  }, 60_000);

  it('types an ordinary new table, view, enum and functions the way supabase gen types does', async () => {
    const types = await typesWith(ordinaryMigration);
    for (const line of [
      // Columns: array, json, nullable, enum; identity always may never be written; a default makes a field optional.
      'tags: string[]',
      'payload: Json | null',
      'note?: string | null',
      'stage: Database["public"]["Enums"]["lead_stage"]',
      'stage?: Database["public"]["Enums"]["lead_stage"]',
      'id?: never',
      'created_at?: string',
      // The view is read-only; the enum and its values.
      'lead_stage_counts: {',
      'lead_stage: "new" | "contacted" | "won"',
      'lead_stage: ["new", "contacted", "won"]',
      // Functions: a defaulted argument is optional, setof a table returns its rows, void returns undefined.
      'Args: { p_cost?: number; p_key: string }',
      'Returns: boolean',
      'to: "sample_events"',
      'Returns: undefined',
    ]) {
      expect(types).toContain(line);
    }
    // Relationships carry isOneToOne, as the CLI writes them.
    expect(types).toMatch(
      /foreignKeyName: "sample_events_submission_id_fkey"\s+columns: \["submission_id"\]\s+isOneToOne: false\s+referencedRelation: "contact_submissions"/,
    );
  }, 60_000);
});
