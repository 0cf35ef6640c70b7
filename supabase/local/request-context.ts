import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { ApiRole } from './jwt';

/** Who is calling, as PostgREST sees it: the database role and the JWT claims (with `role` filled in). */
export type Caller = { role: ApiRole; claims: Record<string, unknown> };

export type RequestInfo = {
  method: string;
  path: string;
  headers: Record<string, string>;
  cookies: Record<string, string>;
};

/**
 * The transaction-local settings PostgREST makes for each request, by name, so the migrations' grants and
 * row-level-security policies decide what the caller may do.
 */
export function requestSettings(caller: Caller, request: RequestInfo): Record<string, string> {
  return {
    search_path: 'public, extensions',
    role: caller.role,
    'request.jwt.claims': JSON.stringify(caller.claims),
    'request.method': request.method,
    'request.path': request.path,
    'request.headers': JSON.stringify(request.headers),
    'request.cookies': JSON.stringify(request.cookies),
  };
}

/** After `select` (or plpgsql's `perform`): makes each of a JSON object's settings for the rest of the transaction. */
export const applySettings = (settingsJson: string) =>
  `set_config(key, value, true) from jsonb_each_text(${settingsJson})`;

/**
 * Runs `work` in one transaction set up as PostgREST sets up each request. Every setting is transaction-local, so
 * the connection is back to the superuser after COMMIT or ROLLBACK. The role is a bind parameter, never spliced.
 */
export function asCaller<T>(db: PGlite, caller: Caller, request: RequestInfo, work: (tx: Transaction) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.query(`select ${applySettings('$1::jsonb')}`, [JSON.stringify(requestSettings(caller, request))]);
    return work(tx);
  });
}
