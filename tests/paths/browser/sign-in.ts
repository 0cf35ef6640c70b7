import { expect, type Page } from '@playwright/test';
import { enterCode, localAdmin } from '../../e2e/support/admin';

/** Signs in as the stand-in's admin the way a person does (password, then a code), before a flow behind the sign-in opens its page. */
export async function signInAsLocalAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(localAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(localAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await enterCode(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}
