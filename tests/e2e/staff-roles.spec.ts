import { localServiceRoleKey } from '../../supabase/local/jwt';
import { createStaff, enterCode, fillLogin, uniqueTag } from './support/admin';
import { e2eApiUrl } from './support/e2e-env';
import { expect, test } from './support/test';

test('a sales user without an authenticator enrols one at sign-in (QR code and key), then signs in with its code', async ({
  page,
}) => {
  const email = `${uniqueTag('new-sales')}@example.com`;
  const password = 'new-sales-password';
  const created = await fetch(`${e2eApiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: localServiceRoleKey,
      Authorization: `Bearer ${localServiceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true, app_metadata: { role: 'sales' } }),
  });
  expect(created.ok).toBe(true);

  await page.goto('/admin/login');
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByTestId('authenticator-key').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toHaveValue('');
  await enterCode(page, key);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
});

test('sales see no Growth, Alerts, Team or Export CSV, and Growth and Team at their addresses say Not allowed', async ({
  page,
}) => {
  const sales = await createStaff('sales');
  await page.goto('/admin/login');
  await fillLogin(page, sales.email, sales.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await enterCode(page, sales.totpSecret);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Voice Pages' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Growth', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Alerts', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);

  await page.goto('/admin/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();

  await page.goto('/admin/growth');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
