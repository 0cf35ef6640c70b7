import { enterCode, fillLogin, signInAsAdmin, uniqueTag } from './support/admin';
import { extraContext } from './support/extra-context';
import { caughtMessage, emailsTo } from './support/mail-catcher';
import { expect, test } from './support/test';

test('an admin invites a teammate, who sets a password from the emailed link, enrols an authenticator and signs in with a code', async ({
  page,
  browser,
}) => {
  const email = `${uniqueTag('teammate')}@example.com`;
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('sales');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Not set up');
  await expect(row).toContainText('Never');
  await expect(page.getByLabel('Email address')).toHaveValue('');

  const [invitation] = await emailsTo(email);
  if (!invitation) throw new Error('the invitation did not reach the mail catcher');
  expect(invitation.Subject).toBe("You've been invited");
  const href = /href="([^"]+)"/.exec((await caughtMessage(invitation.ID)).HTML)?.[1]?.replace(/&amp;/g, '&') ?? '';

  // The teammate, in a browser of their own.
  const teammate = await extraContext(browser, { baseURL: new URL(page.url()).origin });
  const their = await teammate.context.newPage();
  await their.goto(href);
  await expect(their).toHaveURL(/\/admin\/welcome$/);
  await expect(their.getByText(`You were invited to the team as ${email}.`)).toBeVisible();
  await their.getByLabel('New password').fill('short');
  await their.getByLabel('Type it again').fill('short');
  await their.getByRole('button', { name: 'Save password' }).click();
  await expect(their.getByText('Use at least 8 characters.')).toBeVisible();
  await their.getByLabel('New password').fill('a teammate password');
  await their.getByLabel('Type it again').fill('a teammate password');
  await their.getByRole('button', { name: 'Save password' }).click();
  await expect(their.getByText('Password saved')).toBeVisible();

  await their.getByRole('link', { name: 'Sign in' }).click();
  await fillLogin(their, email, 'a teammate password');
  await their.getByRole('button', { name: 'Sign In' }).click();
  await expect(their.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await their.getByTestId('authenticator-key').textContent()) ?? '';
  await enterCode(their, key);
  await expect(their.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  // Sales: no Team for them.
  await expect(their.getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);

  // Signed out, they come back with the password and a code.
  await their.getByRole('button', { name: 'Logout' }).click();
  await fillLogin(their, email, 'a teammate password');
  await their.getByRole('button', { name: 'Sign In' }).click();
  await enterCode(their, key);
  await expect(their.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });

  // The admin's list shows them signed in, with two-step on.
  await page.reload();
  await expect(row).toContainText('On');
  await expect(row).not.toContainText('Invited');
  await expect(row.locator('time')).toBeVisible();

  // Deactivated after a confirmation (that their sessions end is proven through the API: team-function.test.ts).
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${email} is deactivated and signed out everywhere.` }),
  ).toBeVisible();
  await expect(row).toContainText('Deactivated');
  await teammate.close();
});
