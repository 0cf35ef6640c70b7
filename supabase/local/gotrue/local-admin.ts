import type { PGlite } from '@electric-sql/pglite';
import { hashPassword } from './passwords';
import { siteUrl } from './redirects';
import { isTotpSecret, totpUri } from './totp';

/** LOCAL_ADMIN_TOTP_SECRET's default: the base32 example secret most authenticator apps' documentation uses. */
export const defaultAdminTotpSecret = 'JBSWY3DPEHPK3PXP';

const factorName = 'Local admin';

/** LOCAL_ADMIN_TOTP_SECRET cannot be used; the message says why, in plain words. */
export class LocalAdminConfigError extends Error {
  override name = 'LocalAdminConfigError';
}

/** The configured secret in capitals (an empty one means the default), or a plain-words refusal to start. */
export function localAdminTotpSecret(configured: string | undefined): string {
  const secret = (configured || defaultAdminTotpSecret).toUpperCase();
  if (!isTotpSecret(secret)) {
    throw new LocalAdminConfigError(
      `The local admin's TOTP secret (LOCAL_ADMIN_TOTP_SECRET) must be base32, the letters A-Z and digits 2-7, ` +
        `at least 16 of them: ${JSON.stringify(configured)} is not.`,
    );
  }
  return secret;
}

/**
 * Creates the local admin, or brings an existing one back to the configured password, the admin role and one
 * verified TOTP factor with the configured secret, so LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD /
 * LOCAL_ADMIN_TOTP_SECRET always describe who can sign in, and how.
 */
export async function ensureLocalAdmin(
  db: PGlite,
  admin: { email: string; password: string; totpSecret: string },
): Promise<{ email: string; password: string; totpSecret: string; totpUri: string }> {
  const { totpSecret } = admin;
  const passwordHash = await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      // The id follows from the address, so a fresh in-memory start gives the admin the id it had before: a token
      // kept across a restart still names a stored account, which the database's role check asks for.
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data)
       values (md5('local-admin:' || lower($1))::uuid, lower($1), $2, now(),
               '{"provider":"email","providers":["email"],"role":"admin"}')
       on conflict (lower(email)) do update set
         encrypted_password = excluded.encrypted_password,
         email_confirmed_at = coalesce(auth.users.email_confirmed_at, now()),
         raw_app_meta_data = auth.users.raw_app_meta_data || '{"role":"admin"}',
         banned_until = null,
         updated_at = now()
       returning id`,
      [admin.email, passwordHash],
    );
    const userId = rows[0]?.id;
    // Any other factor would ask for codes the configured secret does not give.
    await tx.query(`delete from auth.mfa_factors where user_id = $1 and (secret <> $2 or status <> 'verified')`, [
      userId,
      totpSecret,
    ]);
    await tx.query(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
       select $1, $2, 'totp', 'verified', $3
        where not exists (select from auth.mfa_factors where user_id = $1)`,
      [userId, factorName, totpSecret],
    );
  });
  return { ...admin, totpSecret, totpUri: totpUri(totpSecret, new URL(siteUrl()).host, admin.email.toLowerCase()) };
}
