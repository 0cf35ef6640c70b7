import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../supabase/local/database';
import { loadSchemaCache, type TableInfo } from '../../supabase/local/postgrest/schema-cache';

/**
 * A migrated in-memory database of a test file's own, with contact_submissions as the stand-in's insert path
 * reads it: for tests that replay a visitor's requests without a server.
 */
export async function openSubmissionsDatabase(): Promise<{ db: PGlite; table: TableInfo }> {
  const { db } = await openDatabase(null);
  const table = (await loadSchemaCache(db)).tables.get('contact_submissions');
  if (!table) throw new Error('contact_submissions is missing');
  return { db, table };
}
