import { expect, type Page } from '@playwright/test';
import type { LeadStatus } from '../../../machines/inbox/lead-status';
import { localAnonKey, localServiceRoleKey } from '../../../supabase/local/jwt';
import { createNodeClient } from '../../../supabase/local/node-client';
import { enrolTotp, signInStaff } from '../../support/staff-sign-in';
import { totpCode } from '../../support/totp-code';
import { e2eApiUrl } from './e2e-env';

/** The default local admin of the stand-in (supabase/local/server.ts), unless the run overrides it. */
export const localAdmin = {
  email: process.env['LOCAL_ADMIN_EMAIL'] ?? 'admin@example.com',
  password: process.env['LOCAL_ADMIN_PASSWORD'] ?? 'local-admin-password',
  /** The base32 secret of the admin's authenticator, whose codes the sign-in asks for. */
  totpSecret: process.env['LOCAL_ADMIN_TOTP_SECRET'] || 'JBSWY3DPEHPK3PXP',
};

/** A value no other spec (or earlier run) uses, for finding one's own rows in the shared database. */
export const uniqueTag = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export type NewSubmission = { first_name: string; last_name: string; email: string; phone: string; business: string };

async function call(path: string, key: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token, ...rest } = init;
  const response = await fetch(`${e2eApiUrl}${path}`, {
    ...rest,
    headers: {
      apikey: key,
      Authorization: `Bearer ${token ?? key}`,
      'Content-Type': 'application/json',
      ...rest.headers,
    },
  });
  return response;
}

async function expectOk(response: Response, what: string) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
}

/** The same anonymous insert the landing page's demo form sends. */
export async function submitAsVisitor(submission: NewSubmission) {
  await expectOk(
    await call('/rest/v1/contact_submissions', localAnonKey, { method: 'POST', body: JSON.stringify(submission) }),
    'visitor insert',
  );
}

/** What the service role may set besides the visitor's fields: the time, the pipeline, the spam flag, the language. */
export type ServiceRoleColumns = {
  created_at?: string;
  locale?: string;
  status?: LeadStatus;
  first_response_at?: string | null;
  spam?: boolean;
  roi_calls?: number | null;
  roi_aht?: number | null;
  roi_wage?: number | null;
};

/** Bulk insert with the service role, which may also set created_at, status, first_response_at and spam. */
export async function insertAsServiceRole(rows: Array<NewSubmission & ServiceRoleColumns>) {
  await expectOk(
    await call('/rest/v1/contact_submissions', localServiceRoleKey, {
      method: 'POST',
      headers: { Prefer: 'return=minimal' },
      body: JSON.stringify(rows),
    }),
    'service-role insert',
  );
}

/** A confirmed user without the admin role, made the way an operator would with the admin API. */
export async function createUser(email: string, password: string) {
  await expectOk(
    await call('/auth/v1/admin/users', localServiceRoleKey, {
      method: 'POST',
      body: JSON.stringify({ email, password, email_confirm: true }),
    }),
    'create user',
  );
}

/**
 * A new staff member with `role` on the shared stand-in, who has enrolled an authenticator; sign them in with
 * fillLogin and enterCode(page, staff.totpSecret).
 */
export async function createStaff(role: 'admin' | 'sales') {
  const staff = { email: `${uniqueTag(role)}@example.com`, password: `${role}-staff-password` };
  await expectOk(
    await call('/auth/v1/admin/users', localServiceRoleKey, {
      method: 'POST',
      body: JSON.stringify({ ...staff, email_confirm: true, app_metadata: { role } }),
    }),
    'create staff',
  );
  const client = createNodeClient(e2eApiUrl, localAnonKey);
  await signInStaff(client, staff);
  return { ...staff, totpSecret: await enrolTotp(client) };
}

/**
 * An access token as the sign-in page gets it: the password, then a code when the person has an authenticator
 * (`totpSecret`; the local admin's by default), so a staff token is aal2.
 */
export async function accessTokenFor(
  email: string,
  password: string,
  totpSecret = email === localAdmin.email ? localAdmin.totpSecret : undefined,
): Promise<string> {
  const session = await signInStaff(createNodeClient(e2eApiUrl, localAnonKey), {
    email,
    password,
    ...(totpSecret ? { totpSecret } : {}),
  });
  return session.access_token;
}

/** What a signed-in user may read from contact_submissions straight from the API. */
export async function submissionsVisibleTo(token: string): Promise<unknown[]> {
  const response = await call('/rest/v1/contact_submissions?select=id&limit=5', localAnonKey, { token });
  await expectOk(response, 'select');
  return (await response.json()) as unknown[];
}

/** A request held back until the test has seen what the page shows while it waits. */
export function held() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

/** Fills the login page's first step; after 'Sign In', staff give their code with enterCode. */
export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
}

/** The login page's second step: the code of the authenticator with `secret` (the local admin's by default). */
export async function enterCode(page: Page, secret = localAdmin.totpSecret) {
  await page.getByLabel('Code', { exact: true }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Signs in on the login page (opening it first) with the password and a code, and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await fillLogin(page, localAdmin.email, localAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await enterCode(page);
  // A page routed to a stand-in of its test's own sends every call through the test's process: on a loaded
  // machine sign-in and the first page take longer than expect's default 5 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
}
