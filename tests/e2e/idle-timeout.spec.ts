import { createStaff, enterCode, fillLogin } from './support/admin';
import { expect, test } from './support/test';

test('an idle staff session is warned a minute before the end, stays when dismissed, input in another tab counts, and ends after 30 idle minutes', async ({
  page,
  context,
}) => {
  await context.clock.install();
  const sales = await createStaff('sales');
  await page.goto('/admin/login');
  await fillLogin(page, sales.email, sales.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await enterCode(page, sales.totpSecret);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  const warning = page.getByRole('alertdialog', { name: 'Still there?' });

  await context.clock.fastForward('28:55');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(warning).toHaveCount(0);
  await context.clock.fastForward('00:05');
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toHaveCount(0);

  // A second tab of the same browser: typing there keeps this one signed in.
  const other = await context.newPage();
  await other.goto('/admin/dashboard');
  await expect(other.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await context.clock.fastForward('20:00');
  await other.keyboard.press('Shift');
  await context.clock.fastForward('20:00');
  await expect(warning).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await context.clock.fastForward('09:00');
  await expect(warning).toBeVisible();
  await context.clock.fastForward('01:00');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
});
