import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

/** Part of what shapes a fresh database, so the snapshot's name covers it too. */
export const authSchemaSql = readFileSync(new URL('auth-schema.sql', import.meta.url), 'utf8');

/** Adds the factor, challenge and invitation tables and columns, on a fresh database or one made before them. */
export async function applyAuthSchema(db: PGlite): Promise<void> {
  await db.exec(authSchemaSql);
}
