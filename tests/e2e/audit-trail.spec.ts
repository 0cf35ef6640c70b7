import { readFile } from 'node:fs/promises';
import { createStaff, enterCode, fillLogin } from './support/admin';
import { expect, test } from './support/test';

test('an admin finds their own sign-in in the audit trail by action and person, in the address, and exports it; the export leaves its own row', async ({
  page,
}) => {
  const admin = await createStaff('admin');
  await page.goto('/admin/login');
  await fillLogin(page, admin.email, admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await enterCode(page, admin.totpSecret);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('link', { name: 'Audit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await page.getByLabel('Action').selectOption({ label: 'Signed in' });
  await page.getByLabel('Person').fill(admin.email.toUpperCase());
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/action=sign_in/);
  const rows = page.getByRole('region', { name: 'Audit trail, newest first' }).getByRole('row');
  // This sign-in, once (the fixture's enrolment went past the sign-in screen, which notes sign-ins).
  await expect(rows.filter({ hasText: admin.email })).toHaveCount(1);
  await expect(page.getByText('1 row', { exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path()) ?? '', 'utf8')).split('\r\n');
  expect(lines[0]).toBe('\uFEFFWhen (UTC),Action,By,Concerning,Details');
  expect(
    lines.slice(1).filter((line) => line.includes(`,Signed in,${admin.email},${admin.email},step: complete`)),
  ).toHaveLength(1);
  await expect(page.getByRole('status').filter({ hasText: /^Exported 1 row to audit-/ })).toBeVisible();

  // A link with the filters opens them; the export is in the trail with its row count.
  await page.goto(`/admin/audit?action=audit_exported&person=${encodeURIComponent(admin.email)}`);
  await expect(page.getByLabel('Action')).toHaveValue('audit_exported');
  await expect(rows.filter({ hasText: 'Audit trail exported' })).toHaveText([/rows: 1/]);
});

test('an admin sets the team settings; idle minutes out of range are refused in clear words and nothing is lost', async ({
  page,
}) => {
  const admin = await createStaff('admin');
  await page.goto('/admin/login');
  await fillLogin(page, admin.email, admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await enterCode(page, admin.totpSecret);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Team settings', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: /Require two-step sign-in/ })).toBeChecked();
  const minutes = page.getByLabel('Idle minutes');
  await expect(minutes).toHaveValue('30');
  await minutes.fill('4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Idle minutes must be a whole number from 5 to 480.')).toBeVisible();
  await expect(minutes).toHaveValue('4');
  // Other tests share this server: what is saved is what was there.
  await minutes.fill('30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
});
