import { expect, type Page } from '@playwright/test';

export const uniqueEmail = (tag: string) =>
  `landing-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export const typedBusiness = 'Dental clinic, 3 locations, 900 calls a month';

/**
 * Scrolls to the landing page's demo form, as a visitor would before typing: its section's code loads as it comes near
 * the screen, and its fields take input once it runs.
 */
export async function reachDemoForm(page: Page) {
  const form = page.getByRole('form', { name: 'Demo request' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'Request Demo' })).toBeEnabled();
  return form;
}

/** Types a complete demo request into the landing page's form, as a visitor would. */
export async function fillDemoForm(page: Page, email: string) {
  const form = await reachDemoForm(page);
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+1 555 0100');
  await form.getByLabel('Tell us about your business').fill(typedBusiness);
  return form;
}
