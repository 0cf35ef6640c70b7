import { expect, type Page } from '@playwright/test';
import type { LeadStatus } from '../../../machines/inbox/lead-status';
import { localAnonKey, localServiceRoleKey } from '../../../supabase/local/jwt';
import { e2eApiUrl } from './e2e-env';

/** The default local admin of the stand-in (supabase/local/server.ts), unless the run overrides it. */
export const localAdmin = {
  email: process.env['LOCAL_ADMIN_EMAIL'] ?? 'admin@example.com',
  password: process.env['LOCAL_ADMIN_PASSWORD'] ?? 'local-admin-password',
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

export async function accessTokenFor(email: string, password: string): Promise<string> {
  const response = await call('/auth/v1/token?grant_type=password', localAnonKey, {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  await expectOk(response, 'password sign-in');
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
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

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
}

/** Signs in on the login page (opening it first) and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await fillLogin(page, localAdmin.email, localAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // A page routed to a stand-in of its test's own sends every call through the test's process: on a loaded
  // machine sign-in and the first page take longer than expect's default 5 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
}
