import type { Context } from 'hono';
import { signJwt } from '../jwt';
import { sessionAssurance, type SessionAssurance } from './sessions';
import type { AuthUser, Queryable } from './users';

// GoTrue's default jwt_expiry ([auth] jwt_expiry in config.toml).
export const accessTokenLifetimeSeconds = 3600;

/** GoTrue's AccessTokenResponse, with an access token carrying GoTrue's claims. */
export async function sessionResponse(options: {
  jwtSecret: string;
  issuer: string;
  user: AuthUser;
  sessionId: string;
  refreshToken: string;
  assurance: SessionAssurance;
}) {
  const { jwtSecret, issuer, user, sessionId, refreshToken, assurance } = options;
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + accessTokenLifetimeSeconds;
  const accessToken = await signJwt(jwtSecret, {
    aud: 'authenticated',
    exp: expiresAt,
    iat: now,
    iss: issuer,
    sub: user.id,
    email: user.email,
    phone: '',
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: 'authenticated',
    aal: assurance.aal,
    amr: assurance.amr,
    session_id: sessionId,
    is_anonymous: false,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: accessTokenLifetimeSeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user,
  };
}

/** The response for a session as it now stands: its assurance level and methods are read from the database. */
export async function issueSession(
  q: Queryable,
  options: { jwtSecret: string; issuer: string; user: AuthUser; sessionId: string; refreshToken: string },
) {
  return sessionResponse({ ...options, assurance: await sessionAssurance(q, options.sessionId) });
}

/** The `iss` claim GoTrue writes: its own address. */
export const issuerFor = (c: Context): string => `${new URL(c.req.url).origin}/auth/v1`;
