import type { Page } from '@playwright/test';

export const uniqueEmail = (tag: string) =>
  `landing-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export const typedBusiness = 'Dental clinic, 3 locations, 900 calls a month';

/** Types a complete demo request into the landing page's form, as a visitor would. */
export async function fillDemoForm(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Demo request' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+1 555 0100');
  await form.getByLabel('Tell us about your business').fill(typedBusiness);
  return form;
}
