import { randomBytes } from 'node:crypto';
import type { Queryable } from './users';

export type SessionTokens = { sessionId: string; userId: string; refreshToken: string };

export type RefreshOutcome =
  | ({ ok: true } & SessionTokens)
  | { ok: false; code: 'refresh_token_not_found' | 'refresh_token_already_used'; message: string };

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

export async function startSession(q: Queryable, userId: string): Promise<SessionTokens> {
  const { rows } = await q.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [
    userId,
  ]);
  const sessionId = rows[0]?.id;
  if (!sessionId) throw new Error('the session insert returned no id');
  const refreshToken = newRefreshToken();
  await q.query('insert into auth.refresh_tokens (token, session_id) values ($1, $2)', [refreshToken, sessionId]);
  return { sessionId, userId, refreshToken };
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
