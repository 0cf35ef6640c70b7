import type { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import { issueSession, issuerFor } from './access-token';
import { AuthError } from './auth-error';
import type { AuthMailer } from './auth-mailer';
import { requireServiceRole } from './bearer';
import { acceptInvitation, invitationEmail, inviteUser } from './invitations';
import { allowedRedirect } from './redirects';
import { authJsonBody, stringField } from './request-body';
import { startSession } from './sessions';
import { getUser, validEmail } from './users';

/** GoTrue's `/invite` (service role) and the `/verify` its email links to. */
export function invitationRoutes({
  db,
  jwtSecret,
  mailer,
}: {
  db: PGlite;
  jwtSecret: string;
  mailer: AuthMailer;
}): Hono {
  const app = new Hono();

  app.post('/invite', async (c) => {
    await requireServiceRole(c, jwtSecret);
    const body = await authJsonBody(c);
    const email = stringField(body, 'email') ?? '';
    if (!validEmail(email)) {
      throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    const data = body['data'];
    const userData =
      typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
    const redirectTo = allowedRedirect(c.req.query('redirect_to'));
    const user = await db.transaction(async (tx) => {
      const invited = await inviteUser(tx, email, userData);
      const link = `${issuerFor(c)}/verify?${new URLSearchParams({ token: invited.token, type: 'invite', redirect_to: redirectTo })}`;
      await mailer.send(invitationEmail(invited.user.email, link), 'Error sending invite email');
      return invited.user;
    });
    return c.json(user);
  });

  // The link of an invitation email: signs the user in and sends the browser on with the session in the
  // address's fragment, as GoTrue's implicit flow does; a bad link goes on with the error there instead.
  app.get('/verify', async (c) => {
    const type = c.req.query('type') ?? '';
    const token = c.req.query('token') ?? '';
    if (type === '') throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
    if (token === '') throw new AuthError(400, 'validation_failed', 'Verify requires a token or a token hash');
    if (type !== 'invite') throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
    const redirectTo = allowedRedirect(c.req.query('redirect_to'));
    const outcome = await db.transaction(async (tx) => {
      const accepted = await acceptInvitation(tx, token);
      if (!accepted.ok) return accepted;
      const session = await startSession(tx, accepted.userId, 'otp');
      const user = await getUser(tx, accepted.userId);
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      return {
        ok: true as const,
        session: await issueSession(tx, {
          jwtSecret,
          issuer: issuerFor(c),
          user,
          sessionId: session.sessionId,
          refreshToken: session.refreshToken,
        }),
      };
    });
    if (!outcome.ok) {
      const { error } = outcome;
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: error.code,
        error_description: error.message,
        sb: '',
      });
      return c.redirect(`${redirectTo}#${fragment}`, 303);
    }
    const { session } = outcome;
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: session.token_type,
      type,
    });
    return c.redirect(`${redirectTo}#${fragment}`, 303);
  });

  return app;
}
