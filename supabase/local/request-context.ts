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
 * Runs `work` in one transaction set up as PostgREST sets up each request, so the migrations' grants and
 * row-level-security policies decide what the caller may do. Every setting is transaction-local, so the
 * connection is back to the superuser after COMMIT or ROLLBACK. The role is a bind parameter, never spliced.
 */
export function asCaller<T>(db: PGlite, caller: Caller, request: RequestInfo, work: (tx: Transaction) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('search_path', 'public, extensions', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('request.headers', $5, true),
              set_config('request.cookies', $6, true)`,
      [
        caller.role,
        JSON.stringify(caller.claims),
        request.method,
        request.path,
        JSON.stringify(request.headers),
        JSON.stringify(request.cookies),
      ],
    );
    return work(tx);
  });
}
