import type { Page } from '@playwright/test';
import { expect } from './test';

/** The markup as the server sends it, before any script has run. */
export async function servedHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  return response.text();
}
