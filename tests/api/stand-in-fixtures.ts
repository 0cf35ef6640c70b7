import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createNodeClient } from '../../supabase/local/node-client';
import { enrolTotp, signInStaff, type StaffCredentials } from '../support/staff-sign-in';

export const standIn = inject('standIn');

export const anonClient = () => createNodeClient(standIn.url, standIn.anonKey);
export const serviceClient = () => createNodeClient(standIn.url, standIn.serviceRoleKey);

/**
 * A fresh, valid demo request; `marker` goes into `business` so a test can find exactly its own rows. Each has an
 * address of its own: a second request from one address within 30 days is a repeat, which updates the first lead,
 * and tests running side by side on the shared stand-in must not make each other's leads repeats.
 */
export function submission(marker: string, overrides: Record<string, string> = {}) {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada-${randomUUID()}@example.com`,
    phone: '+1 555 0100',
    business: marker,
    ...overrides,
  };
}

export const uniqueMarker = (label: string) => `${label} ${randomUUID()}`;

/** Every stored demo request whose `business` is `marker`, read with the service role. */
export async function rowsWithMarker(marker: string) {
  const { data, error } = await serviceClient().from('contact_submissions').select('*').eq('business', marker);
  if (error) throw error;
  return data;
}

/** A confirmed user without the admin role, created through GoTrue's admin API with the service key. */
export async function createNonAdmin() {
  const credentials = { email: `staff-${randomUUID()}@example.com`, password: 'not-an-admin-password' };
  const { error } = await serviceClient().auth.admin.createUser({ ...credentials, email_confirm: true });
  if (error) throw error;
  return credentials;
}

/**
 * A client signed in with the credentials: the password, and a code when they carry a TOTP secret (the local admin's
 * do), so a staff member's session is aal2 as the database requires.
 */
export async function signedInClient(credentials: StaffCredentials) {
  const client = anonClient();
  const session = await signInStaff(client, credentials);
  return { client, session };
}

/** The local admin, signed in with the password and a code from LOCAL_ADMIN_TOTP_SECRET. */
export const adminClient = () => signedInClient(standIn.admin);

/**
 * A new staff member with `role` who has enrolled an authenticator; the credentials carry its secret, so
 * signedInClient signs them in at aal2.
 */
export async function createStaff(role: 'admin' | 'sales'): Promise<Required<StaffCredentials>> {
  const credentials = { email: `${role}-${randomUUID()}@example.com`, password: `${role}-staff-password` };
  const { error } = await serviceClient().auth.admin.createUser({
    ...credentials,
    email_confirm: true,
    app_metadata: { role },
  });
  if (error) throw error;
  const client = anonClient();
  await signInStaff(client, credentials);
  return { ...credentials, totpSecret: await enrolTotp(client) };
}

/** Plain HTTP to the stand-in with the anon key, or with `token` as the bearer. */
export function rest(path: string, init: RequestInit & { token?: string } = {}) {
  const { token = standIn.anonKey, headers, ...rest } = init;
  return fetch(`${standIn.url}${path}`, {
    ...rest,
    headers: {
      apikey: standIn.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...headers,
    },
  });
}
