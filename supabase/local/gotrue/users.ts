import type { Transaction } from '@electric-sql/pglite';
import { AuthError } from './auth-error';
import { hashPassword } from './passwords';

export type Queryable = Pick<Transaction, 'query'>;

/** A user as GoTrue returns it. */
export type AuthUser = {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at: string | null;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  [key: string]: unknown;
};

export type UserChanges = {
  email?: string;
  password?: string;
  emailConfirm?: boolean;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  /** Milliseconds from now until the ban ends; 0 lifts it. */
  banMs?: number;
};

// Built in SQL so timestamps keep GoTrue's RFC 3339 form with the offset. GoTrue leaves out `invited_at`,
// `banned_until` and `factors` when there are none.
const userJson = `(json_build_object(
  'id', u.id, 'aud', u.aud, 'role', u.role, 'email', u.email,
  'email_confirmed_at', u.email_confirmed_at, 'phone', '', 'confirmed_at', u.email_confirmed_at,
  'last_sign_in_at', u.last_sign_in_at, 'app_metadata', u.raw_app_meta_data, 'user_metadata', u.raw_user_meta_data,
  'identities', '[]'::json, 'created_at', u.created_at, 'updated_at', u.updated_at, 'is_anonymous', false)::jsonb
  || jsonb_strip_nulls(jsonb_build_object('invited_at', u.invited_at, 'banned_until', u.banned_until,
       'factors', (select jsonb_agg(jsonb_build_object('id', f.id, 'friendly_name', f.friendly_name,
                                                       'factor_type', f.factor_type, 'status', f.status,
                                                       'created_at', f.created_at, 'updated_at', f.updated_at)
                                    order by f.created_at, f.id)
                     from auth.mfa_factors f where f.user_id = u.id)))) as user`;

/** Whether the user is deactivated now (GoTrue's ban: until `banned_until`). */
const bannedNow = 'coalesce(u.banned_until > now(), false) as banned';

export const minimumPasswordLength = 6;

/** The address form GoTrue accepts: something@domain.tld, no spaces. */
export const validEmail = (email: string): boolean => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);

export async function getUser(q: Queryable, id: string): Promise<AuthUser | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await q.query<{ user: AuthUser }>(`select ${userJson} from auth.users u where u.id = $1`, [id]);
  return rows[0]?.user ?? null;
}

export async function findUserForSignIn(q: Queryable, email: string) {
  const { rows } = await q.query<{ user: AuthUser; encrypted_password: string | null; banned: boolean }>(
    `select ${userJson}, u.encrypted_password, ${bannedNow} from auth.users u where lower(u.email) = lower($1)`,
    [email],
  );
  return rows[0] ?? null;
}

export async function recordSignIn(q: Queryable, id: string): Promise<AuthUser> {
  await q.query('update auth.users set last_sign_in_at = now() where id = $1', [id]);
  const user = await getUser(q, id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

export async function listUsers(q: Queryable, page: number, perPage: number) {
  const { rows } = await q.query<{ user: AuthUser }>(
    `select ${userJson} from auth.users u order by u.created_at, u.id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const {
    rows: [count],
  } = await q.query<{ total: number }>('select count(*)::int as total from auth.users');
  return { users: rows.map((row) => row.user), total: count?.total ?? 0 };
}

export async function createUser(q: Queryable, changes: UserChanges & { email: string }): Promise<AuthUser> {
  const existing = await findUserForSignIn(q, changes.email);
  if (existing) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  const { rows } = await q.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values (lower($1), $2, case when $3 then now() end,
             '{"provider":"email","providers":["email"]}'::jsonb || $4::jsonb, $5::jsonb)
     returning id`,
    [
      changes.email,
      changes.password === undefined ? null : await hashPassword(changes.password),
      changes.emailConfirm ?? false,
      JSON.stringify(changes.appMetadata ?? {}),
      JSON.stringify(changes.userMetadata ?? {}),
    ],
  );
  return requireUser(q, rows[0]?.id);
}

/** Applies an admin's changes; metadata objects are merged into what is stored, as GoTrue does. */
export async function updateUser(q: Queryable, id: string, changes: UserChanges): Promise<AuthUser> {
  if (!(await getUser(q, id))) throw new AuthError(404, 'user_not_found', 'User not found');
  await q.query(
    `update auth.users set
       email = coalesce(lower($2), email),
       encrypted_password = coalesce($3, encrypted_password),
       email_confirmed_at = case when $4::boolean then coalesce(email_confirmed_at, now())
                                 when not $4::boolean then null else email_confirmed_at end,
       raw_app_meta_data = raw_app_meta_data || coalesce($5::jsonb, '{}'),
       raw_user_meta_data = raw_user_meta_data || coalesce($6::jsonb, '{}'),
       banned_until = case when $7::float8 is null then banned_until
                           when $7::float8 = 0 then null
                           else now() + $7::float8 * interval '1 millisecond' end,
       updated_at = now()
     where id = $1`,
    [
      id,
      changes.email ?? null,
      changes.password === undefined ? null : await hashPassword(changes.password),
      changes.emailConfirm ?? null,
      changes.appMetadata ? JSON.stringify(changes.appMetadata) : null,
      changes.userMetadata ? JSON.stringify(changes.userMetadata) : null,
      changes.banMs ?? null,
    ],
  );
  return requireUser(q, id);
}

export async function deleteUser(q: Queryable, id: string): Promise<void> {
  if (!(await getUser(q, id))) throw new AuthError(404, 'user_not_found', 'User not found');
  await q.query('delete from auth.users where id = $1', [id]);
}

export async function requireUser(q: Queryable, id: string | undefined): Promise<AuthUser> {
  const user = id ? await getUser(q, id) : null;
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}
