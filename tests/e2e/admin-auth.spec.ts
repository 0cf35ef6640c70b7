import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { localAnonKey } from '../../supabase/local/jwt';
import {
  accessTokenFor,
  createStaff,
  createUser,
  enterCode,
  fillLogin,
  held,
  localAdmin,
  signInAsAdmin,
  submissionsVisibleTo,
  submitAsVisitor,
  uniqueTag,
} from './support/admin';
import { e2eApiUrl } from './support/e2e-env';
import { extraContext } from './support/extra-context';
import { expect, test } from './support/test';

test('a signed-out visit to /admin/raw-pricing shows Loading..., lands on login and returns there after signing in', async ({
  page,
}) => {
  // The auth client's chunk is held back until 'Loading...' has been seen, so the session check stays on
  // screen however fast the machine is. The page's load event waits for that chunk, hence 'commit'.
  const authClient = held();
  await page.route('**/assets/supabase-*.js', async (route) => {
    await authClient.released;
    await route.continue();
  });
  await page.goto('/admin/raw-pricing', { waitUntil: 'commit' });
  await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toHaveCount(0);
  authClient.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/raw-pricing');

  await fillLogin(page, localAdmin.email, localAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await enterCode(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Raw Pricing' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/raw-pricing$/);
});

test("a wrong password shows 'Signing in...', then the server's message, and keeps what was typed", async ({
  page,
}) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');
  // The sign-in request is held until 'Signing in...' has been seen.
  const signIn = held();
  await page.route('**/auth/v1/token?grant_type=password', async (route) => {
    await signIn.released;
    await route.continue();
  });
  await fillLogin(page, localAdmin.email, 'not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  signIn.release();
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(page.getByLabel('Email')).toHaveValue(localAdmin.email);
  await expect(page.getByLabel('Password')).toHaveValue('not-the-password');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('keys pressed while signing in change nothing, and a refused sign-in keeps both boxes as typed', async ({
  page,
}) => {
  await page.goto('/admin/login');
  const signIn = held();
  await page.route('**/auth/v1/token?grant_type=password', async (route) => {
    await signIn.released;
    await route.continue();
  });
  await fillLogin(page, localAdmin.email, 'not-the-password');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  await page.keyboard.type('123');
  await expect(page.getByLabel('Password')).toHaveValue('not-the-password');
  await expect(page.getByLabel('Password')).toBeFocused();
  signIn.release();
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await expect(page.getByLabel('Email')).toHaveValue(localAdmin.email);
  await expect(page.getByLabel('Password')).toHaveValue('not-the-password');
  await page.keyboard.type('123');
  await expect(page.getByLabel('Password')).toHaveValue('not-the-password123');
});

test('email and password are both required', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(localAdmin.email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Password')).toHaveJSProperty('validity.valueMissing', true);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a pasted password signs in', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(localAdmin.email);
  await page.evaluate((text) => navigator.clipboard.writeText(text), localAdmin.password);
  await page.getByLabel('Password').focus();
  await page.keyboard.press('ControlOrMeta+V');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await enterCode(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a signed-in user who is not an admin is refused, and the database shows them nothing', async ({ page }) => {
  const email = `${uniqueTag('staff')}@example.com`;
  const password = 'not-an-admin-password';
  await createUser(email, password);
  await submitAsVisitor({
    first_name: 'Rls',
    last_name: 'Probe',
    email: `${uniqueTag('probe')}@example.com`,
    phone: '+1 555 0100',
    business: 'A row that only admins may read',
  });

  expect(await submissionsVisibleTo(await accessTokenFor(email, password))).toEqual([]);
  expect(
    (await submissionsVisibleTo(await accessTokenFor(localAdmin.email, localAdmin.password))).length,
  ).toBeGreaterThan(0);

  await page.goto('/admin/login?redirect=/admin/dashboard');
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);

  await page.goto('/admin/raw-pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Raw Pricing' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
});

test('Logout returns to login, and Back does not show the dashboard again', async ({ page }) => {
  await page.goto('/');
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Raw Pricing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Raw Pricing' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/raw-pricing$/);
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('ringwise-admin-auth'))).toBeNull();

  // Back walks through raw pricing and the dashboard; the guard answers each with the login page.
  for (let step = 0; step < 2; step += 1) {
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
    await expect(page.getByText('Manage contact submissions')).toHaveCount(0);
  }
});

test('the session survives a reload, and an admin who opens the login page goes straight to the dashboard', async ({
  page,
}) => {
  await signInAsAdmin(page);
  expect(await page.evaluate(() => localStorage.getItem('ringwise-admin-auth'))).not.toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // A remembered page on another site is ignored.
  await page.goto('/admin/login?redirect=//evil.example/steal');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin\/dashboard$/);
});

const refreshTokenOf = async (device: Page): Promise<string> => {
  const stored = await device.evaluate(() => localStorage.getItem('ringwise-admin-auth'));
  const token = (JSON.parse(stored ?? '{}') as { refresh_token?: string }).refresh_token;
  if (!token) throw new Error('no session stored');
  return token;
};

const refreshStatus = async (page: Page, refreshToken: string): Promise<number> =>
  (
    await page.request.post(`${e2eApiUrl}/auth/v1/token?grant_type=refresh_token`, {
      headers: { apikey: localAnonKey },
      data: { refresh_token: refreshToken },
    })
  ).status();

test("Logout ends this device's session, on the server too, and leaves the same person signed in on another device", async ({
  page,
  browser,
}) => {
  const staff = await createStaff('admin');
  const signIn = async (device: Page) => {
    await device.goto('/admin/login');
    await fillLogin(device, staff.email, staff.password);
    await device.getByRole('button', { name: 'Sign In' }).click();
    await enterCode(device, staff.totpSecret);
    await expect(device.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  };
  const phone = await extraContext(browser);
  const phonePage = await phone.context.newPage();
  await signIn(phonePage);
  await signIn(page);
  const laptopToken = await refreshTokenOf(page);
  const phoneToken = await refreshTokenOf(phonePage);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  // An access token lives until it expires whatever happens; the session is its refresh token.
  expect(await refreshStatus(page, laptopToken)).toBe(400);
  expect(await refreshStatus(page, phoneToken)).toBe(200);
  await phone.close();
});

test('signing out in another tab sends this tab to login, remembering the page', async ({ context }) => {
  const first = await context.newPage();
  await signInAsAdmin(first);
  const second = await context.newPage();
  await second.goto('/admin/raw-pricing');
  await expect(second.getByRole('heading', { level: 1, name: 'Raw Pricing' })).toBeVisible();

  await first.getByRole('button', { name: 'Logout' }).click();
  await expect(first.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(second.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  expect(new URL(second.url()).searchParams.get('redirect')).toBe('/admin/raw-pricing');
});

test('the login page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Email').fill(localAdmin.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
