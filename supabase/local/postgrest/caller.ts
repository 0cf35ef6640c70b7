import { bearerToken, isApiRole, verifyJwt } from '../jwt';
import { PostgrestError, postgrestError } from '../errors';
import type { Caller } from '../request-context';

const anonCaller: Caller = { role: 'anon', claims: { role: 'anon' } };

/**
 * The caller from the bearer token (or the apikey header, else the `apikey` query parameter, which Supabase's
 * gateway also reads, when there is none). New-format publishable keys are sent as bearers by supabase-js and
 * mean anon; everything else must be a JWT signed with the project's secret.
 */
export async function resolveCaller(
  headers: Pick<Headers, 'get'>,
  jwtSecret: string,
  queryApiKey: string | null = null,
): Promise<Caller> {
  const token = bearerToken(headers.get('authorization')) ?? headers.get('apikey') ?? queryApiKey;
  if (!token || token.startsWith('sb_publishable_')) return anonCaller;

  const verified = await verifyJwt(jwtSecret, token);
  if (!verified.ok) {
    const code = verified.expired ? 'PGRST303' : 'PGRST301';
    throw new PostgrestError(
      401,
      { code, details: null, hint: null, message: verified.message },
      { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${verified.message}"` },
    );
  }
  const role = verified.claims.role ?? 'anon';
  if (!isApiRole(role)) {
    // PostgREST's authenticator may not switch to other roles; Postgres refuses with 42501.
    throw postgrestError(403, '42501', `permission denied to set role "${String(role)}"`);
  }
  return { role, claims: { ...verified.claims, role } };
}
