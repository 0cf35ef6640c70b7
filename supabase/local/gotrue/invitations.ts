import { createHash, randomBytes } from 'node:crypto';
import { AuthError } from './auth-error';
import { findUserForSignIn, requireUser, type AuthUser, type Queryable } from './users';

// GoTrue's mailer OTP expiry (MAILER_OTP_EXP) when config.toml sets none: a link works for a day.
const linkLifetimeSeconds = 86_400;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates the invited user (no password, email not confirmed yet), or gives a new link to one invited before
 * who has not accepted; a confirmed user cannot be invited again. Returns the link's token, kept only as a hash.
 */
export async function inviteUser(
  q: Queryable,
  email: string,
  data: Record<string, unknown>,
): Promise<{ user: AuthUser; token: string }> {
  const existing = await findUserForSignIn(q, email);
  if (existing?.user.email_confirmed_at) {
    throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  }
  const token = randomBytes(28).toString('hex');
  const { rows } = existing
    ? await q.query<{ id: string }>(
        `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now(),
                updated_at = now() where id = $1 returning id`,
        [existing.user.id, hashOf(token)],
      )
    : await q.query<{ id: string }>(
        `insert into auth.users (email, raw_user_meta_data, confirmation_token, confirmation_sent_at, invited_at)
         values (lower($1), $2::jsonb, $3, now(), now()) returning id`,
        [email, JSON.stringify(data), hashOf(token)],
      );
  return { user: await requireUser(q, rows[0]?.id), token };
}

export type LinkOutcome = { ok: true; userId: string } | { ok: false; error: AuthError };

/**
 * Accepts an invitation link once: the email is confirmed and the token forgotten. An unknown, used or expired
 * link, and a banned user's, are refused with GoTrue's errors.
 */
export async function acceptInvitation(q: Queryable, token: string): Promise<LinkOutcome> {
  const { rows } = await q.query<{ id: string; expired: boolean; banned: boolean }>(
    `select id, confirmation_sent_at + make_interval(secs => $2) < now() as expired,
            coalesce(banned_until > now(), false) as banned
       from auth.users where confirmation_token = $1 for update`,
    [hashOf(token), linkLifetimeSeconds],
  );
  const found = rows[0];
  if (!found || found.expired) {
    return { ok: false, error: new AuthError(403, 'otp_expired', 'Email link is invalid or has expired') };
  }
  if (found.banned) return { ok: false, error: new AuthError(403, 'user_banned', 'User is banned') };
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = null,
            last_sign_in_at = now(), updated_at = now() where id = $1`,
    [found.id],
  );
  return { ok: true, userId: found.id };
}

/** GoTrue's default invitation email. */
export function invitationEmail(to: string, link: string) {
  const escaped = link.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return {
    to,
    subject: "You've been invited",
    html: `<h2>You've been invited</h2>\n\n<p>You've been invited to create an account. Follow the link below to accept.</p>\n<p><a href="${escaped}">Accept invitation</a></p>`,
    text: `You've been invited\n\nYou've been invited to create an account. Follow the link below to accept.\n\n${link}\n`,
  };
}
