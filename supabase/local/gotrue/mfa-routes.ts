import type { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import { issueSession, issuerFor } from './access-token';
import { AuthError } from './auth-error';
import { createChallenge, deleteFactor, enrolTotpFactor, findOwnedFactor, verifyTotpChallenge } from './factors';
import { siteUrl } from './redirects';
import { clientAddress, type AuthRateLimiter } from './rate-limits';
import { authJsonBody, stringField } from './request-body';
import { addAuthenticationMethod, sessionAssurance, swapRefreshToken } from './sessions';
import { signedInUser } from './signed-in';
import { newTotpSecret, qrCodeSvg, totpUri } from './totp';
import { requireUser } from './users';

/** GoTrue's `/factors` endpoints for TOTP, which supabase-js's `auth.mfa` calls with the user's session. */
export function mfaRoutes({
  db,
  jwtSecret,
  limit,
  parallelSignIns,
}: {
  db: PGlite;
  jwtSecret: string;
  limit: AuthRateLimiter;
  parallelSignIns: boolean;
}): Hono {
  const app = new Hono();

  app.post('/', async (c) => {
    const { user, sessionId } = await signedInUser(c, db, jwtSecret);
    const body = await authJsonBody(c);
    const factorType = stringField(body, 'factor_type');
    if (factorType === 'phone')
      throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    if (factorType === 'webauthn') {
      throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    }
    if (factorType !== 'totp') {
      throw new AuthError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
    }
    // As GoTrue: the issuer the app shows is the caller's, or else the site's host.
    const issuer = stringField(body, 'issuer') || new URL(siteUrl()).host;
    const secret = newTotpSecret();
    const factor = await db.transaction(async (tx) =>
      enrolTotpFactor(tx, {
        userId: user.id,
        friendlyName: stringField(body, 'friendly_name') ?? '',
        secret,
        sessionAal: (await sessionAssurance(tx, sessionId)).aal,
      }),
    );
    const uri = totpUri(secret, issuer, user.email);
    return c.json({
      id: factor.id,
      type: 'totp',
      friendly_name: factor.friendly_name,
      totp: { qr_code: qrCodeSvg(uri), secret, uri },
    });
  });

  app.post('/:factorId/challenge', async (c) => {
    await limit(c, 'mfaChallenge');
    const { user } = await signedInUser(c, db, jwtSecret);
    const factor = await findOwnedFactor(db, user.id, c.req.param('factorId'));
    await authJsonBody(c);
    return c.json(await db.transaction((tx) => createChallenge(tx, factor.id, clientAddress(c))));
  });

  app.post('/:factorId/verify', async (c) => {
    await limit(c, 'mfaVerify');
    const { user, sessionId } = await signedInUser(c, db, jwtSecret);
    const factor = await findOwnedFactor(db, user.id, c.req.param('factorId'));
    const body = await authJsonBody(c);
    const code = stringField(body, 'code') ?? '';
    if (code === '') throw new AuthError(400, 'validation_failed', 'Code needs to be non-empty');
    const session = await db.transaction(async (tx) => {
      await verifyTotpChallenge(tx, {
        factorId: factor.id,
        challengeId: stringField(body, 'challenge_id') ?? '',
        code,
        ipAddress: clientAddress(c),
        codeUsedBefore: parallelSignIns ? 'accepted' : 'refused',
      });
      await addAuthenticationMethod(tx, sessionId, 'totp');
      await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2 where id = $1`, [sessionId, factor.id]);
      // As GoTrue: once a second factor is used, the user's password-only sessions elsewhere end, and enrolments
      // left unverified are cleared away.
      if (!parallelSignIns) await tx.query(`delete from auth.sessions where user_id = $1 and aal = 'aal1'`, [user.id]);
      await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified'`, [user.id]);
      const refreshToken = await swapRefreshToken(tx, sessionId);
      const verifiedUser = await requireUser(tx, user.id);
      return issueSession(tx, { jwtSecret, issuer: issuerFor(c), user: verifiedUser, sessionId, refreshToken });
    });
    return c.json(session);
  });

  app.delete('/:factorId', async (c) => {
    const { user, sessionId } = await signedInUser(c, db, jwtSecret);
    const factor = await findOwnedFactor(db, user.id, c.req.param('factorId'));
    if (factor.status === 'verified' && (await sessionAssurance(db, sessionId)).aal !== 'aal2') {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await db.transaction((tx) => deleteFactor(tx, factor.id));
    return c.json({ id: factor.id });
  });

  return app;
}
