import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations, repoRoot } from '../../supabase/local/project-files';
import { openTestDatabase, type TestDatabase } from './support/test-database';

/**
 * Nothing in the production schema that only the stand-in needs: every function the migrations leave must have a
 * caller in production. A caller is the site (src/), an Edge Function (supabase/functions), another function's body,
 * a policy, a trigger, or a schedule a migration creates. What only supabase/local calls belongs in
 * supabase/local/stand-in.sql instead.
 */

const sourceText = (dir: string, skip: (path: string) => boolean) =>
  readdirSync(join(repoRoot, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !skip(path))
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');

// The generated Database type names every function; it is not a caller.
const siteSource = sourceText('src', (path) => path.endsWith('database.types.ts'));
const edgeFunctionSource = sourceText('supabase/functions', () => false);
const schedules = readMigrations().flatMap((migration) =>
  [...migration.sql.matchAll(/cron\.schedule\s*\([^;]*/g)].map((match) => match[0]),
);
// A trigger on a table of Supabase's own (auth.mfa_factors, say) exists only where that table does, as in production.
const triggerFunctions = readMigrations().flatMap((migration) =>
  [...migration.sql.matchAll(/create trigger[^;]*execute function\s+([\w.]+)\s*\(/g)].map((match) => match[1]),
);

let db: TestDatabase;
let functions: { name: string; calledInDatabase: boolean }[];

beforeAll(async () => {
  db = await openTestDatabase();
  functions = await db.query(
    `select format('%s.%s', n.nspname, p.proname) as name,
            exists (select 1 from pg_catalog.pg_proc as other
                     where other.oid <> p.oid and other.prosrc ~ ('\\m' || p.proname || '\\M'))
            or exists (select 1 from pg_catalog.pg_policies as pol
                        where concat(pol.qual, ' ', pol.with_check) ~ ('\\m' || p.proname || '\\M'))
            or exists (select 1 from pg_catalog.pg_trigger as t where t.tgfoid = p.oid) as "calledInDatabase"
       from pg_catalog.pg_proc as p join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') order by 1`,
  );
});

afterAll(() => db?.close());

const mentions = (text: string, name: string) => new RegExp(`\\b${name}\\b`).test(text);
const scheduledByMigration = (qualified: string) => schedules.some((schedule) => schedule.includes(`${qualified}(`));

describe('the production schema', () => {
  it('holds no function without a caller in production', () => {
    const uncalled = functions
      .filter(({ name, calledInDatabase }) => {
        const bare = name.split('.')[1] ?? name;
        return !(
          calledInDatabase ||
          mentions(siteSource, bare) ||
          mentions(edgeFunctionSource, bare) ||
          scheduledByMigration(name) ||
          triggerFunctions.includes(name)
        );
      })
      .map(({ name }) => name);
    expect(uncalled).toEqual([]);
  });
});
