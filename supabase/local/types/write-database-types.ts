import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { repoRoot } from '../project-files';
import { databaseTypesFile, databaseTypesFromMigrations } from './database-types';

// `npm run db:types`: regenerates src/lib/database.types.ts from supabase/migrations. Run it after adding a migration.
const started = performance.now();
writeFileSync(databaseTypesFile, await databaseTypesFromMigrations());
console.log(`Wrote ${relative(repoRoot, databaseTypesFile)} in ${Math.round(performance.now() - started)} ms`);
