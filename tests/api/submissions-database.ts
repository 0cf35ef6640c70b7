import { randomUUID } from 'node:crypto';
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

/**
 * The JWT claims of a member of staff signed in with both steps, whose account is stored in `db`: the role check
 * asks the stored account as well as the token.
 */
export async function staffClaims(db: PGlite, role: 'admin' | 'sales' = 'admin') {
  const id = randomUUID();
  await db.query('insert into auth.users (id, email, raw_app_meta_data) values ($1, $2, $3::jsonb)', [
    id,
    `${role}-${id}@example.com`,
    JSON.stringify({ role }),
  ]);
  return { role: 'authenticated', sub: id, app_metadata: { role }, aal: 'aal2' };
}
