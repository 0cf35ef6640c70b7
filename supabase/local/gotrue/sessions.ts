import { randomBytes } from 'node:crypto';
import type { Queryable } from './users';

export type SessionTokens = { sessionId: string; userId: string; refreshToken: string };

export type RefreshOutcome =
  | ({ ok: true } & SessionTokens)
  | { ok: false; code: 'refresh_token_not_found' | 'refresh_token_already_used'; message: string };

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

/** How a session was authenticated: `password` at a password sign-in, `otp` through an email link. */
export type AuthenticationMethod = 'password' | 'otp' | 'totp';

/** The JWT's `aal` and `amr` claims of a session. */
export type SessionAssurance = { aal: 'aal1' | 'aal2'; amr: { method: string; timestamp: number }[] };

export async function startSession(q: Queryable, userId: string, method: AuthenticationMethod): Promise<SessionTokens> {
  const { rows } = await q.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [
    userId,
  ]);
  const sessionId = rows[0]?.id;
  if (!sessionId) throw new Error('the session insert returned no id');
  await addAuthenticationMethod(q, sessionId, method);
  const refreshToken = newRefreshToken();
  await q.query('insert into auth.refresh_tokens (token, session_id) values ($1, $2)', [refreshToken, sessionId]);
  return { sessionId, userId, refreshToken };
}

/** Records that the session was (again) authenticated this way; a repeat moves the method's timestamp, as GoTrue. */
export async function addAuthenticationMethod(q: Queryable, sessionId: string, method: AuthenticationMethod) {
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** The session's assurance level and its methods, most recent first as GoTrue orders them. */
export async function sessionAssurance(q: Queryable, sessionId: string): Promise<SessionAssurance> {
  const { rows } = await q.query<{ aal: string; amr: SessionAssurance['amr'] }>(
    `select s.aal, coalesce((select json_agg(json_build_object('method', c.authentication_method,
                                                                'timestamp', floor(extract(epoch from c.updated_at))::bigint)
                                             order by c.updated_at desc, c.authentication_method)
                               from auth.mfa_amr_claims c where c.session_id = s.id), '[]') as amr
       from auth.sessions s where s.id = $1`,
    [sessionId],
  );
  const found = rows[0];
  return { aal: found?.aal === 'aal2' ? 'aal2' : 'aal1', amr: found?.amr ?? [] };
}

/**
 * Replaces the session's active refresh token by a child, as GoTrue's MFA verification does: the token issued
 * before the second factor can no longer be used (presenting it again is reuse, and ends the session).
 */
export async function swapRefreshToken(q: Queryable, sessionId: string): Promise<string> {
  const { rows } = await q.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true
      where session_id = $1 and not revoked returning token`,
    [sessionId],
  );
  const refreshToken = newRefreshToken();
  await q.query('insert into auth.refresh_tokens (token, session_id, parent) values ($1, $2, $3)', [
    refreshToken,
    sessionId,
    rows.at(-1)?.token ?? null,
  ]);
  return refreshToken;
}

/**
 * Rotation with reuse detection: the token used is revoked and replaced by its child. A revoked token
 * presented again means it leaked, so the whole session ends (the caller must commit that, not roll it back).
 */
export async function rotateRefreshToken(q: Queryable, token: string): Promise<RefreshOutcome> {
  const { rows } = await q.query<{ revoked: boolean; session_id: string; user_id: string }>(
    `select rt.revoked, rt.session_id, s.user_id
       from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
      where rt.token = $1 for update of rt`,
    [token],
  );
  const found = rows[0];
  if (!found)
    return { ok: false, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' };
  if (found.revoked) {
    await q.query('delete from auth.sessions where id = $1', [found.session_id]);
    return { ok: false, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' };
  }
  const refreshToken = newRefreshToken();
  await q.query('update auth.refresh_tokens set revoked = true where token = $1', [token]);
  await q.query('insert into auth.refresh_tokens (token, session_id, parent) values ($1, $2, $3)', [
    refreshToken,
    found.session_id,
    token,
  ]);
  await q.query('update auth.sessions set refreshed_at = now() where id = $1', [found.session_id]);
  return { ok: true, sessionId: found.session_id, userId: found.user_id, refreshToken };
}

export async function sessionExists(q: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions as GoTrue's logout does; their refresh tokens go with them. */
export async function endSessions(q: Queryable, userId: string, sessionId: string, scope: LogoutScope): Promise<void> {
  if (scope === 'global') {
    await q.query('delete from auth.sessions where user_id = $1', [userId]);
  } else {
    await q.query(`delete from auth.sessions where user_id = $1 and id ${scope === 'local' ? '=' : '<>'} $2`, [
      userId,
      sessionId,
    ]);
  }
}
