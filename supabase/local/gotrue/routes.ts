import type { PGlite } from '@electric-sql/pglite';
import { Hono, type Context } from 'hono';
import { issueSession, issuerFor } from './access-token';
import { adminRoutes } from './admin-routes';
import { AuthError, apiVersionHeader } from './auth-error';
import type { AuthMailer } from './auth-mailer';
import { invitationRoutes } from './invitation-routes';
import { mfaRoutes } from './mfa-routes';
import { verifyPassword } from './passwords';
import { authRateLimiter, type AuthRateLimits } from './rate-limits';
import { authJsonBody, stringField } from './request-body';
import { endSessions, rotateRefreshToken, startSession, type LogoutScope } from './sessions';
import { signedInUser } from './signed-in';
import {
  getUser,
  minimumPasswordLength,
  findUserForSignIn,
  recordSignIn,
  updateUser,
  type AuthUser,
  type Queryable,
} from './users';

export type GotrueDeps = {
  db: PGlite;
  jwtSecret: string;
  rateLimits: AuthRateLimits;
  mailer: AuthMailer;
  /** Test servers only: see StandInOptions.parallelSignIns. */
  parallelSignIns?: boolean;
};

/** The GoTrue subset under /auth/v1 that supabase-js's auth client uses, plus admin/users for the service role. */
export function gotrueRoutes({ db, jwtSecret, rateLimits, mailer, parallelSignIns = false }: GotrueDeps): Hono {
  const app = new Hono();
  const limit = authRateLimiter(rateLimits);
  app.use(async (c, next) => {
    await next();
    c.header('X-Supabase-Api-Version', apiVersionHeader['X-Supabase-Api-Version']);
  });

  const issue = (c: Context, q: Queryable, user: AuthUser, sessionId: string, refreshToken: string) =>
    issueSession(q, { jwtSecret, issuer: issuerFor(c), user, sessionId, refreshToken });

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
      // Checked only once the password is right, so the answer never tells a stranger who was deactivated.
      if (found.banned) throw new AuthError(400, 'user_banned', 'User is banned');
      return c.json(
        await db.transaction(async (tx) => {
          const session = await startSession(tx, found.user.id, 'password');
          return issue(c, tx, await recordSignIn(tx, found.user.id), session.sessionId, session.refreshToken);
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
      return c.json(await issue(c, db, user, outcome.sessionId, outcome.refreshToken));
    }
    throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
  });

  app.get('/user', async (c) => c.json((await signedIn(c)).user));

  // The password an invited user sets after following the link, and their own metadata (`data`).
  app.put('/user', async (c) => {
    const { user } = await signedIn(c);
    const body = await authJsonBody(c);
    const password = stringField(body, 'password');
    if (password !== undefined && password.length < minimumPasswordLength) {
      throw new AuthError(422, 'weak_password', `Password should be at least ${minimumPasswordLength} characters.`);
    }
    const data = body['data'];
    const userMetadata =
      typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
    return c.json(await db.transaction((tx) => updateUser(tx, user.id, { password, userMetadata })));
  });

  app.route('/factors', mfaRoutes({ db, jwtSecret, limit, parallelSignIns }));

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

  app.route('/', invitationRoutes({ db, jwtSecret, mailer }));
  app.route('/admin', adminRoutes({ db, jwtSecret }));

  const signedIn = (c: Context) => signedInUser(c, db, jwtSecret);

  return app;
}

function isLogoutScope(scope: string): scope is LogoutScope {
  return scope === 'global' || scope === 'local' || scope === 'others';
}
