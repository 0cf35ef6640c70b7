import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createNodeClient } from '../../supabase/local/node-client';

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

export async function signedInClient(credentials: { email: string; password: string }) {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword(credentials);
  if (error) throw error;
  return { client, session: data.session };
}

export const adminClient = () => signedInClient(standIn.admin);

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
