import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The Deno configuration every Edge Function is checked, tested and deployed with. */
export const functionsConfig = 'supabase/functions/deno.json';

/** Where each function's Deno test lives: `tests/deno/<function>.test.ts`. */
export const denoTestsDir = 'tests/deno';

/** The `deno` npm package's binary (pinned in package.json, installed by npm ci). */
export const denoBin = 'node_modules/.bin/deno';

/**
 * What Deno is run with here: no check for a newer Deno (its address is not reachable from CI, and the version is
 * package.json's), and no Rust backtrace under a type error, which says all there is to say.
 */
export const denoEnv = { DENO_NO_UPDATE_CHECK: '1', RUST_BACKTRACE: '0' };

/**
 * The deployed functions: each folder of supabase/functions with an index.ts. Folders starting with `_` hold
 * shared code, which Supabase never deploys as a function.
 */
export function edgeFunctionNames(root = 'supabase/functions'): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .filter((name) => existsSync(join(root, name, 'index.ts')))
    .sort();
}

export const entrypointOf = (name: string) => `supabase/functions/${name}/index.ts`;
export const denoTestOf = (name: string) => `${denoTestsDir}/${name}.test.ts`;
