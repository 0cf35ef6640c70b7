import type { Query } from './test-database';

/**
 * Who sends a request: a visitor, a signed-in person without a staff role, a sales user and an admin (both signed in
 * with their second factor, aal2), an admin signed in with the password only (aal1), and the service role.
 */
export type Caller = 'anon' | 'non-admin' | 'sales' | 'admin' | 'password-only admin' | 'service_role';

export const adminId = '00000000-0000-4000-8000-00000000ad01';
export const nonAdminId = '00000000-0000-4000-8000-00000000ad02';
export const salesId = '00000000-0000-4000-8000-00000000ad03';

const twoStep = { aal: 'aal2', amr: [{ method: 'password' }, { method: 'totp' }] };
const passwordOnly = { aal: 'aal1', amr: [{ method: 'password' }] };

/** The JWT claims PostgREST would set for each caller (what GoTrue puts in an access token). */
const claims: Record<Caller, Record<string, unknown>> = {
  anon: { role: 'anon' },
  'non-admin': {
    role: 'authenticated',
    sub: nonAdminId,
    email: 'member@example.com',
    app_metadata: { provider: 'email' },
    ...passwordOnly,
  },
  sales: {
    role: 'authenticated',
    sub: salesId,
    email: 'sales@example.com',
    app_metadata: { role: 'sales' },
    ...twoStep,
  },
  admin: {
    role: 'authenticated',
    sub: adminId,
    email: 'admin@example.com',
    app_metadata: { role: 'admin' },
    ...twoStep,
  },
  'password-only admin': {
    role: 'authenticated',
    sub: adminId,
    email: 'admin@example.com',
    app_metadata: { role: 'admin' },
    ...passwordOnly,
  },
  service_role: { role: 'service_role' },
};

const databaseRole = (caller: Caller) => String(claims[caller].role);

/** The users the signed-in callers' tokens name, as GoTrue would have stored them. */
export const callerUsersSql = `insert into auth.users (id, email, raw_app_meta_data) values
  ('${adminId}', 'admin@example.com', '{"role": "admin"}'),
  ('${nonAdminId}', 'member@example.com', '{}'),
  ('${salesId}', 'sales@example.com', '{"role": "sales"}')`;

/**
 * Makes the rest of the transaction run as PostgREST runs a request: switched to the caller's role, with its claims
 * in `request.jwt.claims`. The role comes from the fixed list above, never from input.
 */
export async function becomeCaller(query: Query, caller: Caller): Promise<void> {
  await query(`set local role ${databaseRole(caller)}`);
  await query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims[caller])]);
}

/**
 * Like `becomeCaller(query, 'admin')`, but as another member of staff: the admin's claims with this user's id, email
 * and role, so whatever else a staff session's token carries, theirs carries too.
 */
export async function becomeStaff(
  query: Query,
  staff: { id: string; email: string; role: 'admin' | 'sales' },
): Promise<void> {
  const admin = claims.admin;
  const appMetadata = typeof admin.app_metadata === 'object' ? admin.app_metadata : {};
  await query(`set local role ${databaseRole('admin')}`);
  await query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ ...admin, sub: staff.id, email: staff.email, app_metadata: { ...appMetadata, role: staff.role } }),
  ]);
}
