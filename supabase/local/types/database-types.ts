import { join } from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { generateTypescript, sortGeneratorMetadata } from '@supabase/postgrest-typegen/generation';
import { introspect } from '@supabase/postgrest-typegen/introspection';
import { openDatabase } from '../database';
import { exposedSchema } from '../postgrest/schema-cache';
import { repoRoot } from '../project-files';

/** Where the app's `Database` type lives; `npm run db:types` writes it and a test keeps it in step with the migrations. */
export const databaseTypesFile = join(repoRoot, 'src', 'lib', 'database.types.ts');

/**
 * `supabase gen types typescript --schema public` for this database: the same introspection and template the CLI runs
 * (postgres-meta's engine, published as @supabase/postgrest-typegen), formatted the way the CLI formats it, with
 * one-to-one relationship detection on as the CLI sets it.
 */
export async function databaseTypes(db: PGlite | Transaction): Promise<string> {
  const metadata = await introspect(db, { includedSchemas: [exposedSchema] });
  return generateTypescript(sortGeneratorMetadata(metadata), { detectOneToOneRelationships: true });
}

/** The types of a fresh database built from supabase/migrations (the stand-in's cached in-memory build). */
export async function databaseTypesFromMigrations(): Promise<string> {
  const { db } = await openDatabase(null);
  try {
    return await databaseTypes(db);
  } finally {
    await db.close();
  }
}
