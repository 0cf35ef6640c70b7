import type { PGlite } from '@electric-sql/pglite';
import { hashPassword } from './passwords';

/**
 * Creates the local admin, or brings an existing one back to the configured password and the admin role,
 * so LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD always describe who can sign in.
 */
export async function ensureLocalAdmin(db: PGlite, email: string, password: string): Promise<void> {
  await db.query(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data)
     values (lower($1), $2, now(), '{"provider":"email","providers":["email"],"role":"admin"}')
     on conflict (lower(email)) do update set
       encrypted_password = excluded.encrypted_password,
       email_confirmed_at = coalesce(auth.users.email_confirmed_at, now()),
       raw_app_meta_data = auth.users.raw_app_meta_data || '{"role":"admin"}',
       updated_at = now()`,
    [email, await hashPassword(password)],
  );
}
