import { createStaff, enterCode, fillLogin } from './support/admin';
import { expect, test } from './support/test';

test('an idle staff session is warned a minute before the end, stays when dismissed, and ends after 30 idle minutes', async ({
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
  // The count starts once the page has read the team's idle minutes: the clock moves only after that read.
  await page.waitForLoadState('networkidle');
  const warning = page.getByRole('alertdialog', { name: 'Still there?' });
  // Tabs share input at most once a second, so the code typed at sign-in may still count up to a second later: the
  // count below runs from then.
  await context.clock.fastForward('00:02');

  await context.clock.fastForward('28:55');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(warning).toHaveCount(0);
  await context.clock.fastForward('00:05');
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toHaveCount(0);

  await context.clock.fastForward('29:00');
  await expect(warning).toBeVisible();
  await context.clock.fastForward('01:00');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
});

// Input in a second tab reaches the first over a BroadcastChannel, in real time, while the test moves the pages' fake
// clocks: with no sign of its arrival to wait for, the first tab's timer sometimes fired before it (docs/testing.md).
test.fixme('input in another tab of the browser keeps an idle tab signed in', () => {});
