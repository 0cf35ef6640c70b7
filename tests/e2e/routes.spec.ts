import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eOutDir } from './support/e2e-env';
import { expect, test } from './support/test';

const publicPages = [
  { path: '/', heading: 'Transform Every Call Into Revenue' },
  { path: '/roi', heading: /ROI/ },
  { path: '/ai-phone-caller', heading: /Welcome/ },
  { path: '/admin/login', heading: 'Admin Login' },
];

for (const { path, heading } of publicPages) {
  test(`${path} shows its heading inside the shared layout`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('an unknown address answers 404 with the not-found page, titled so, and a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found · Ringwise');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a page under an unknown language, and the admin area under a language, answer 404 in that language', async ({
  page,
}) => {
  expect((await page.goto('/xx/roi'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect((await page.goto('/es/admin/login'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  expect((await page.goto('/es/roi/report'))?.status()).toBe(200);
});

test('a deep link typed in the address bar reaches the app, which sends a signed-out visitor to login', async ({
  page,
}) => {
  const response = await page.goto('/admin/raw-pricing');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
});

test('the production bundle carries no inspector code', async () => {
  const assets = join(fileURLToPath(new URL('../../', import.meta.url)), e2eOutDir, 'assets');
  const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const code = await readFile(join(assets, file), 'utf8');
    expect(code, file).not.toContain('createBrowserInspector');
    expect(code, file).not.toContain('stately.ai');
  }
});
