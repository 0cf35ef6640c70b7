import type { Query } from './test-database';

export type Caller = 'anon' | 'non-admin' | 'admin' | 'service_role';

export const adminId = '00000000-0000-4000-8000-00000000ad01';
export const nonAdminId = '00000000-0000-4000-8000-00000000ad02';

/** The JWT claims PostgREST would set for each caller (what GoTrue puts in an access token). */
const claims: Record<Caller, Record<string, unknown>> = {
  anon: { role: 'anon' },
  'non-admin': {
    role: 'authenticated',
    sub: nonAdminId,
    email: 'member@example.com',
    app_metadata: { provider: 'email' },
  },
  admin: { role: 'authenticated', sub: adminId, email: 'admin@example.com', app_metadata: { role: 'admin' } },
  service_role: { role: 'service_role' },
};

const databaseRole = (caller: Caller) => String(claims[caller].role);

/** The users the signed-in callers' tokens name, as GoTrue would have stored them. */
export const callerUsersSql = `insert into auth.users (id, email, raw_app_meta_data) values
  ('${adminId}', 'admin@example.com', '{"role": "admin"}'),
  ('${nonAdminId}', 'member@example.com', '{}')`;

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
