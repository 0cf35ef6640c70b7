import { AuthError } from './auth-error';
import { matchingStep } from './totp';
import type { Queryable } from './users';

/** A factor as GoTrue lists it on the user and answers it to the admin API. */
export type Factor = {
  id: string;
  friendly_name: string;
  factor_type: 'totp';
  status: 'verified' | 'unverified';
  created_at: string;
  updated_at: string;
};

// GoTrue's defaults: a challenge is answered within 5 minutes; an unverified factor that was never challenged is
// cleared away after 5 minutes; at most 10 factors per user.
export const challengeLifetimeSeconds = 300;
const unverifiedFactorLifetimeSeconds = 300;
const maxFactorsPerUser = 10;

const factorJson = `json_build_object('id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type,
  'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at) as factor`;

const uuidText = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listFactors(q: Queryable, userId: string): Promise<Factor[]> {
  const { rows } = await q.query<{ factor: Factor }>(
    `select ${factorJson} from auth.mfa_factors f where f.user_id = $1 order by f.created_at, f.id`,
    [userId],
  );
  return rows.map((row) => row.factor);
}

/** The user's own factor, refused as GoTrue refuses an unknown one or another user's. */
export async function findOwnedFactor(q: Queryable, userId: string, factorId: string): Promise<Factor> {
  if (!uuidText.test(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const { rows } = await q.query<{ factor: Factor }>(
    `select ${factorJson} from auth.mfa_factors f where f.id = $1 and f.user_id = $2`,
    [factorId, userId],
  );
  const factor = rows[0]?.factor;
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/**
 * Stores a new, unverified TOTP factor after GoTrue's checks: a unique friendly name, at most ten factors, and a
 * second factor only from a session that has already used the first.
 */
export async function enrolTotpFactor(
  q: Queryable,
  options: { userId: string; friendlyName: string; secret: string; sessionAal: 'aal1' | 'aal2' },
): Promise<Factor> {
  const { userId, friendlyName, secret, sessionAal } = options;
  await q.query(
    `delete from auth.mfa_factors f where f.status <> 'verified'
        and not exists (select from auth.mfa_challenges c where c.factor_id = f.id)
        and f.created_at + make_interval(secs => $1) < now()`,
    [unverifiedFactorLifetimeSeconds],
  );
  const existing = await listFactors(q, userId);
  if (existing.some((factor) => factor.friendly_name === friendlyName)) {
    throw new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    );
  }
  const verified = existing.filter((factor) => factor.status === 'verified').length;
  if (existing.length >= maxFactorsPerUser) {
    throw new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (verified > 0 && sessionAal !== 'aal2') {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  }
  const { rows } = await q.query<{ factor: Factor }>(
    `insert into auth.mfa_factors as f (user_id, friendly_name, factor_type, secret)
     values ($1, $2, 'totp', $3) returning ${factorJson}`,
    [userId, friendlyName, secret],
  );
  const factor = rows[0]?.factor;
  if (!factor) throw new Error('the factor insert returned no row');
  return factor;
}

/** A challenge to answer with a code from the factor, from the same client address, within 5 minutes. */
export async function createChallenge(q: Queryable, factorId: string, ipAddress: string) {
  const { rows } = await q.query<{ id: string; expires_at: number }>(
    `insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2)
     returning id, floor(extract(epoch from created_at + make_interval(secs => $3)))::bigint as expires_at`,
    [factorId, ipAddress, challengeLifetimeSeconds],
  );
  await q.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factorId]);
  const challenge = rows[0];
  if (!challenge) throw new Error('the challenge insert returned no row');
  return { id: challenge.id, type: 'totp' as const, expires_at: Number(challenge.expires_at) };
}

/**
 * Checks a code against a challenge of the factor and, when it is right, marks the challenge used and the factor
 * verified. Each code is taken once: a code of the step last accepted, or of an earlier one, is refused even
 * within its 30 seconds, so a code seen over someone's shoulder cannot be replayed (RFC 6238, section 5.2).
 * Run it in a transaction: the factor's row is locked, so two uses of one code cannot both pass.
 */
export async function verifyTotpChallenge(
  q: Queryable,
  options: {
    factorId: string;
    challengeId: string;
    code: string;
    ipAddress: string;
    /** 'accepted' on test servers only (StandInOptions.parallelSignIns). */
    codeUsedBefore?: 'refused' | 'accepted';
  },
): Promise<void> {
  const { factorId, challengeId, code, ipAddress, codeUsedBefore = 'refused' } = options;
  const challenge = uuidText.test(challengeId)
    ? (
        await q.query<{ verified: boolean; ip_address: string; expired: boolean }>(
          `select verified_at is not null as verified, ip_address,
                  created_at + make_interval(secs => $3) < now() as expired
             from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
          [challengeId, factorId, challengeLifetimeSeconds],
        )
      ).rows[0]
    : undefined;
  if (!challenge) {
    throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  }
  if (challenge.verified || challenge.ip_address !== ipAddress) {
    throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (challenge.expired) {
    throw new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const { rows } = await q.query<{ secret: string; last_used_step: string | null }>(
    'select secret, last_used_step from auth.mfa_factors where id = $1 for update',
    [factorId],
  );
  const factor = rows[0];
  const step = factor ? matchingStep(factor.secret, code) : null;
  const usedBefore = factor?.last_used_step != null && step !== null && step <= Number(factor.last_used_step);
  if (!factor || step === null || (usedBefore && codeUsedBefore === 'refused')) {
    throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  }
  await q.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
  await q.query(
    `update auth.mfa_factors set status = 'verified', last_used_step = greatest(last_used_step, $2), updated_at = now()
      where id = $1`,
    [factorId, step],
  );
}

/** Removes a factor; the sessions that reached aal2 with it go back to aal1, as GoTrue does. */
export async function deleteFactor(q: Queryable, factorId: string): Promise<void> {
  await q.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
      where c.session_id = s.id and s.factor_id = $1 and c.authentication_method = 'totp'`,
    [factorId],
  );
  await q.query(`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`, [factorId]);
  await q.query('delete from auth.mfa_factors where id = $1', [factorId]);
}
