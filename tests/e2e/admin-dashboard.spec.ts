import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { startStandIn } from '../../supabase/local/server';
import { held, insertAsServiceRole, signInAsAdmin, uniqueTag, type NewSubmission } from './support/admin';
import { expectRed } from './support/colours';
import { firstRowsAt, recordFirstRows, sendDemoRequest } from './support/inbox';
import { e2eApiUrl } from './support/e2e-env';
import { routeApiTo } from './support/stand-in-route';
import { expect, test } from './support/test';

// Seeding and paging share one database with the other specs, so this file runs in order on one worker.
test.describe.configure({ mode: 'serial' });

const timeZone = 'America/New_York';
test.use({ timezoneId: timeZone, locale: 'en-US' });

const seeded = 10_000;
const seedTag = uniqueTag('seed');
const seedEmail = (index: number) => `${seedTag}-${String(index).padStart(5, '0')}@example.com`;
/**
 * Seeded rows are one minute apart, years in the past, so they sort below anything sent during the run. A retry or a
 * repeat seeds a year earlier than the attempt before it, whose rows stay in the shared database: its own oldest row is
 * then the oldest of all. (Deleting them instead would send 10,000 erasures to every dashboard open in other tests.)
 */
const seedStart = () => Date.UTC(2020 - test.info().retry - test.info().repeatEachIndex, 0, 1, 9, 0);
const seedCreatedAt = (index: number) => new Date(seedStart() + index * 60_000).toISOString();

const expectedDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));

const pageCount = (total: number) => Math.ceil(total / 50).toLocaleString('en-US');

const rows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

const submissionsQuery = `${e2eApiUrl}/rest/v1/contact_submissions?*`;

test('a demo request sent from the landing page appears at the top of the dashboard, with its date in en-US', async ({
  page,
}) => {
  const email = `${uniqueTag('visitor')}@example.com`;
  const request: NewSubmission = {
    first_name: 'Grace',
    last_name: 'Hopper',
    email,
    phone: '+1 (555) 010-0199',
    business: 'Harbour Dental — two clinics, 400 calls a month',
  };
  await sendDemoRequest(page, request);

  await signInAsAdmin(page);
  await expect(page.getByText('Manage contact submissions', { exact: true })).toBeVisible();
  const row = rows(page).filter({ hasText: email });
  await expect(row).toHaveCount(1);
  // The name, and under it the owner: nobody takes new leads on this stand-in.
  await expect(row.getByRole('cell').first()).toHaveText('Grace HopperOwner: Unassigned');
  await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(row.getByRole('link', { name: request.phone })).toHaveAttribute('href', 'tel:+15550100199');
  await expect(row.getByText(request.business)).toBeVisible();

  const time = row.locator('time');
  const createdAt = await time.getAttribute('datetime');
  expect(createdAt).not.toBeNull();
  await expect(time).toHaveText(expectedDate(createdAt ?? ''));
  await expect(time).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);

  // Other specs may submit at the same moment; "at the top" means nothing above it is older.
  const dates = await rows(page)
    .locator('time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
  const position = (await rows(page).allTextContents()).findIndex((text) => text.includes(email));
  expect(position).toBeGreaterThanOrEqual(0);
  expect(position).toBeLessThan(5);
  const mine = Date.parse(createdAt ?? '');
  for (const above of dates.slice(0, position)) expect(Date.parse(above)).toBeGreaterThanOrEqual(mine);
});

// How fast the first page shows is a benchmark's figure (npm run bench:inbox, docs/admin.md), not a timed
// assertion: on a loaded machine any threshold here fails for reasons that are not the page's.

test('a phone number typed without spaces reads grouped as its country writes it, with a working call link', async ({
  page,
}) => {
  const email = `${uniqueTag('visitor')}@example.com`;
  await sendDemoRequest(page, {
    first_name: 'Lucía',
    last_name: 'García',
    email,
    phone: '+34612345678',
    business: 'Clínica García',
  });
  await signInAsAdmin(page);
  const row = rows(page).filter({ hasText: email });
  await expect(row.getByRole('link', { name: '+34 612 34 56 78' })).toHaveAttribute('href', 'tel:+34612345678');
});

test('with 10,000 submissions seeded, the first page shows from one early request and paging reaches the oldest', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const chunk = 1_000;
  for (let start = 0; start < seeded; start += chunk) {
    await insertAsServiceRole(
      Array.from({ length: chunk }, (_, offset) => {
        const index = start + offset;
        return {
          first_name: 'Seed',
          last_name: `Row ${index}`,
          email: seedEmail(index),
          phone: `+1 555 ${String(index).padStart(7, '0')}`,
          business: `Seeded business number ${index}`,
          created_at: seedCreatedAt(index),
        };
      }),
    );
  }

  await signInAsAdmin(page);
  // The page's own clock, from the start of the reload to the first rows in the DOM.
  await recordFirstRows(page);
  const queries: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${e2eApiUrl}/rest/v1/contact_submissions?`)) queries.push(request.url());
  });
  // A Realtime join that times out on a loaded machine is retried, and the stream coming back refetches the page so
  // no lead is missed; a lead erased by a test beside this one refetches it too, so the page keeps its fifty. Those
  // refetches are the inbox's rules, not a second early request.
  let leadChannelJoins = 0;
  let erasures = 0;
  const onLeadChannel = (payload: string | Buffer) =>
    typeof payload === 'string' && payload.includes('realtime:lead-inbox');
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      if (onLeadChannel(payload) && payload.includes('phx_join')) leadChannelJoins += 1;
    });
    socket.on('framereceived', ({ payload }) => {
      if (onLeadChannel(payload) && payload.includes('"type":"DELETE"')) erasures += 1;
    });
  });
  const started = Date.now();
  await page.reload();
  await expect(rows(page)).toHaveCount(50);
  // The request the route's loader starts early is the one the page shows, not asked for a second time.
  expect(
    queries.length,
    `page 1 requests, with ${leadChannelJoins} joins of the lead channel and ${erasures} erasures: ${queries.join(' , ')}`,
  ).toBeLessThanOrEqual(1 + Math.max(0, leadChannelJoins - 1) + erasures);
  const wallClockMs = Date.now() - started;
  const firstPageMs = await firstRowsAt(page);
  console.log(
    `first page of ${seeded.toLocaleString('en-US')}+ submissions: ${Math.round(firstPageMs)} ms after the reload started (${wallClockMs} ms as Playwright saw it)`,
  );

  const total = Number((await page.getByTestId('total-submissions').textContent())?.replace(/,/g, ''));
  expect(total).toBeGreaterThanOrEqual(seeded);
  await expect(
    page.getByText(`Showing 1–50 of ${total.toLocaleString('en-US')} · Page 1 of ${pageCount(total)}`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  // Other specs may add rows while this one pages, so later totals are read, not assumed.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/Showing 51–100 of [\d,]+ · Page 2 of/)).toBeVisible();
  await expect(rows(page)).toHaveCount(50);

  const turnStarted = Date.now();
  await page.getByRole('button', { name: 'Last page' }).click();
  const oldest = rows(page).last();
  await expect(oldest).toContainText(seedEmail(0));
  console.log(`jump to the last page: ${Date.now() - turnStarted} ms`);
  await expect(oldest.locator('time')).toHaveText(expectedDate(seedCreatedAt(0)));
  const position = page.getByText(/Page ([\d,]+) of \1$/);
  await expect(position).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  const last = Number((await position.textContent())?.match(/Page ([\d,]+) of/)?.[1]?.replace(/,/g, ''));

  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByText(`Page ${(last - 1).toLocaleString('en-US')} of`)).toBeVisible();
  await page.getByRole('button', { name: 'First page' }).click();
  await expect(page.getByText(/Showing 1–50 of [\d,]+ · Page 1 of/)).toBeVisible();
  await expect(rows(page)).toHaveCount(50);
});

test('the dashboard has no serious or critical accessibility violations', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(rows(page).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('while the first page loads a spinner shows; a failed load shows the error in a red panel, and Retry loads it', async ({
  page,
}) => {
  await signInAsAdmin(page);
  // From the next load on, the API refuses connections, as when it is down; the first request is also held
  // until the spinner has been seen.
  const firstAttempt = held();
  let apiDown = true;
  await page.route(submissionsQuery, async (route) => {
    await firstAttempt.released;
    if (apiDown) await route.abort('connectionrefused');
    else await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
  firstAttempt.release();

  const panel = page.getByRole('alert');
  // supabase-js retries a failed read three times (after 1, 2 and 4 s) before it reports the error.
  await expect(panel).toContainText('Could not load submissions', { timeout: 15_000 });
  await expect(panel).toContainText('Failed to fetch');
  await expectRed(panel, 'borderTopColor');
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  apiDown = false;
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("with no submissions at all the dashboard says 'No submissions yet'", async ({ page }) => {
  // It starts a whole database (migrations included), which takes seconds on a busy machine.
  test.slow();
  // A second stand-in with an empty table answers the dashboard's query: the real server and policies, no rows.
  // It shares the JWT secret, so the admin's token is as good there. Its live feed is the empty one's too, so a
  // lead another spec sends meanwhile cannot arrive on this page.
  const empty = await startStandIn({ port: 0, dataDir: null, quiet: true });
  try {
    await signInAsAdmin(page);
    await routeApiTo(page, () => empty.url, '/rest/v1/contact_submissions?*');
    await page.reload();
    await expect(page.getByText('No submissions yet', { exact: true })).toBeVisible();
    await expect(page.getByTestId('total-submissions')).toHaveText('0');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  } finally {
    await empty.stop();
  }
});
