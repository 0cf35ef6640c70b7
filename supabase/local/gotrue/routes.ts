import type { PGlite } from '@electric-sql/pglite';
import { Hono, type Context } from 'hono';
import { sessionResponse } from './access-token';
import { adminRoutes } from './admin-routes';
import { AuthError, apiVersionHeader } from './auth-error';
import { bearerClaims } from './bearer';
import { verifyPassword } from './passwords';
import { authRateLimiter, type AuthRateLimits } from './rate-limits';
import { endSessions, rotateRefreshToken, sessionExists, startSession, type LogoutScope } from './sessions';
import { authJsonBody, stringField } from './request-body';
import { findUserForSignIn, getUser, recordSignIn, type AuthUser } from './users';

export type GotrueDeps = { db: PGlite; jwtSecret: string; rateLimits: AuthRateLimits };

/** The GoTrue subset under /auth/v1 that supabase-js's auth client uses, plus admin/users for the service role. */
export function gotrueRoutes({ db, jwtSecret, rateLimits }: GotrueDeps): Hono {
  const app = new Hono();
  const limit = authRateLimiter(rateLimits);
  app.use(async (c, next) => {
    await next();
    c.header('X-Supabase-Api-Version', apiVersionHeader['X-Supabase-Api-Version']);
  });

  const issue = (c: Context, user: AuthUser, sessionId: string, refreshToken: string) =>
    sessionResponse({ jwtSecret, issuer: `${new URL(c.req.url).origin}/auth/v1`, user, sessionId, refreshToken });

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'password') await limit(c, 'signInSignUps');
    if (grantType === 'refresh_token') await limit(c, 'tokenRefresh');
    const body = await authJsonBody(c);
    if (grantType === 'password') {
      const email = stringField(body, 'email');
      if (!email) throw new AuthError(400, 'validation_failed', 'missing email or phone');
      const found = await findUserForSignIn(db, email);
      const matches = await verifyPassword(stringField(body, 'password') ?? '', found?.encrypted_password ?? null);
      if (!found || !matches) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
      if (!found.user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      return c.json(
        await db.transaction(async (tx) => {
          const session = await startSession(tx, found.user.id);
          return issue(c, await recordSignIn(tx, found.user.id), session.sessionId, session.refreshToken);
        }),
      );
    }
    if (grantType === 'refresh_token') {
      const token = stringField(body, 'refresh_token');
      if (!token) throw new AuthError(400, 'validation_failed', 'refresh_token required');
      const outcome = await db.transaction((tx) => rotateRefreshToken(tx, token));
      if (!outcome.ok) throw new AuthError(400, outcome.code, outcome.message);
      const user = await getUser(db, outcome.userId);
      if (!user) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      return c.json(await issue(c, user, outcome.sessionId, outcome.refreshToken));
    }
    throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
  });

  app.get('/user', async (c) => c.json((await signedIn(c)).user));

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (!isLogoutScope(scope)) throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    const { user, sessionId } = await signedIn(c);
    await endSessions(db, user.id, sessionId, scope);
    return c.body(null, 204);
  });

  app.post('/signup', async (c) => {
    await limit(c, 'signInSignUps');
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  });

  app.route('/admin', adminRoutes({ db, jwtSecret }));

  /** The user behind the bearer token, whose session must still exist (logout ends it). */
  async function signedIn(c: Context): Promise<{ user: AuthUser; sessionId: string }> {
    const claims = await bearerClaims(c, jwtSecret);
    if (typeof claims.sub !== 'string') throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
    if (!(await sessionExists(db, sessionId))) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    const user = await getUser(db, claims.sub);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, sessionId };
  }

  return app;
}

function isLogoutScope(scope: string): scope is LogoutScope {
  return scope === 'global' || scope === 'local' || scope === 'others';
}
