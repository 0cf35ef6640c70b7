import { signJwt } from '../jwt';
import type { AuthUser } from './users';

// GoTrue's default jwt_expiry ([auth] jwt_expiry in config.toml).
export const accessTokenLifetimeSeconds = 3600;

/** GoTrue's AccessTokenResponse, with an access token carrying GoTrue's claims. */
export async function sessionResponse(options: {
  jwtSecret: string;
  issuer: string;
  user: AuthUser;
  sessionId: string;
  refreshToken: string;
}) {
  const { jwtSecret, issuer, user, sessionId, refreshToken } = options;
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
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
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
