import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signInAsAdmin, uniqueTag } from './support/admin';
import { fillDemoForm } from './support/demo-form';
import { extraContext } from './support/extra-context';
import { leadRow } from './support/inbox';
import { expect, test } from './support/test';

const ingestCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/ingest_event')) calls.push(request.postData() ?? '');
  });
  return calls;
};

/** Through the ROI calculator with its defaults (2,000 calls, 4 min, $22/hr) to its results, then Book a Demo. */
async function calculateThenBook(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Calculate Savings' }).click();
  await expect(page.getByTestId('yearly-savings')).toHaveText('$51,091');
  await page.getByRole('link', { name: 'Book a Demo', exact: true }).click();
  await expect(page).toHaveURL(/\/\?(.*&)?calls=2000.*#contact$/);
}

test('a visit with UTM parameters that completes the ROI calculator and requests a demo shows its source, business case and journey on its lead, and the funnel counts it; nothing is left on the device but the tab', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('growth');
  const source = `e2e-${tag}`;
  const sent = ingestCalls(page);
  await page.goto(`/roi?utm_source=${source}&utm_medium=cpc&utm_campaign=ai%20receptionist&gclid=not-kept`);
  // The tracker sends only after the page has loaded: the ROI page view is the first event.
  await expect.poll(() => sent.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({
    kind: 'page_view',
    page: '/roi',
    source,
    landing: '/roi',
    paid: true,
  });
  expect(sent[0]).not.toContain('not-kept');
  await calculateThenBook(page);

  const form = page.getByRole('form', { name: 'Demo request' });
  await expect(form.getByTestId('business-case-line')).toContainText(
    '2,000 calls/month × 4 min at $22/hr → $51,091 a year',
  );
  await fillDemoForm(page, `${tag}@example.com`);
  await form.getByRole('button', { name: 'Request Demo' }).click();
  await expect(form.getByRole('status')).toContainText("Thank you! We'll get back to you within 10 minutes.");
  await expect
    .poll(() => sent.map((body) => JSON.parse(body).kind))
    .toEqual(expect.arrayContaining(['page_view', 'roi_results', 'form_started', 'form_submitted']));

  // No cookie, no localStorage, no IndexedDB: only this tab's sessionStorage entry, which a new tab does not see.
  expect(await page.context().cookies()).toEqual([]);
  const storage = await page.evaluate(async () => ({
    local: localStorage.length,
    session: Object.keys(sessionStorage),
    databases: (await indexedDB.databases()).length,
  }));
  // The tab's visit and its ROI estimate, which the demo form offers in this tab only.
  expect(storage).toEqual({ local: 0, session: ['ringwise-visit', 'ringwise-roi-estimate'], databases: 0 });
  const tabId = await page.evaluate(() => JSON.parse(sessionStorage.getItem('ringwise-visit') ?? '{}').tabId);
  const otherTab = await page.context().newPage();
  await otherTab.goto('/');
  await expect
    .poll(() => otherTab.evaluate(() => JSON.parse(sessionStorage.getItem('ringwise-visit') ?? '{}').tabId))
    .toMatch(/^[0-9a-f-]{36}$/);
  expect(await otherTab.evaluate(() => JSON.parse(sessionStorage.getItem('ringwise-visit') ?? '{}').tabId)).not.toBe(
    tabId,
  );

  // Staff, in a browser of their own, see where the lead came from, its business case and its journey.
  const staff = await extraContext(browser);
  const admin = await staff.context.newPage();
  await signInAsAdmin(admin);
  await admin.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await expect(leadRow(admin, tag)).toHaveCount(1);
  await expect(leadRow(admin, tag)).toContainText('$51,091');
  await leadRow(admin, tag).getByRole('link', { name: 'Ada Lovelace' }).click();
  const panel = admin.getByRole('dialog', { name: 'Ada Lovelace' });
  await expect(panel.getByTestId('lead-source')).toContainText(`${source} / cpc 'ai receptionist'`);
  await expect(panel.getByTestId('lead-source')).toContainText('paid click · first page /roi');
  await expect(panel.getByTestId('lead-business-case')).toHaveText(
    'Business case: 2,000 calls/month × 4 min at $22/hr → $51,091 a year',
  );
  const journey = panel.getByTestId('lead-journey').getByRole('listitem');
  await expect(journey.nth(0)).toContainText(`Arrived from ${source} / cpc 'ai receptionist' on /roi`);
  await expect(journey.nth(1)).toContainText('ROI results (2,000 calls)');
  await expect(journey.nth(2)).toContainText('demo requested');

  // The Growth screen counts the visit under its source, step by step: in visits, then in demo requests.
  await admin.goto('/admin/growth?range=7d');
  await expect(admin.getByRole('heading', { level: 1, name: 'Growth' })).toBeVisible();
  await expect(admin.getByText('Every step counts visits. A visit is one browser tab on the site')).toBeVisible();
  const cells = (table: string, key: string) =>
    admin.getByRole('region', { name: table }).getByRole('row').filter({ hasText: key }).getByRole('cell');
  const endsWith = (texts: string[]) => texts.map((text) => new RegExp(`${text}$`));
  await expect(cells('Visits by source', source)).toHaveText([
    source,
    ...endsWith(['1', '1 · 100%', '1 · 100%', '1 · 100%']),
  ]);
  await expect(cells('Demo requests by source', source)).toHaveText([
    source,
    ...endsWith(['1', '0 · 0%', '0 · 0%', '0 · 0%', '0 · 0%', '—']),
  ]);
  await staff.close();
});

test('Growth shows visits and demo requests as two funnels with no rate over 100 %, breaks them down by campaign, compares with the period before and exports it all', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag('campaign');
  const campaign = `spring ${tag}`;
  // One person, two tabs from two campaigns: two visits, one under each, and one demo request from the second.
  const sent = ingestCalls(page);
  await page.goto(`/?utm_source=newsletter&utm_medium=email&utm_campaign=${encodeURIComponent(`${campaign} a`)}`);
  await expect.poll(() => sent.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const second = await page.context().newPage();
  const sentBySecond = ingestCalls(second);
  await second.goto(`/roi?utm_source=newsletter&utm_medium=email&utm_campaign=${encodeURIComponent(`${campaign} b`)}`);
  await expect.poll(() => sentBySecond.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await calculateThenBook(second);
  await fillDemoForm(second, `${tag}@example.com`);
  const form = second.getByRole('form', { name: 'Demo request' });
  await form.getByRole('button', { name: 'Request Demo' }).click();
  await expect(form.getByRole('status')).toContainText("Thank you! We'll get back to you within 10 minutes.");
  await expect.poll(() => sentBySecond.map((body) => JSON.parse(body).kind)).toContain('form_submitted');
  await second.close();

  await signInAsAdmin(page);
  await page.goto('/admin/growth?range=7d');
  await expect(page.getByRole('heading', { level: 2, name: 'Visits', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Demo requests', exact: true })).toBeVisible();
  // Every rate is a share of its own funnel's first step.
  for (const rate of await page.getByTestId(/^step-/).allTextContents()) {
    const percent = /· (\d+)%/.exec(rate)?.[1];
    if (percent !== undefined) expect(Number(percent)).toBeLessThanOrEqual(100);
  }
  const day = (daysAgo: number) =>
    page.evaluate((ago) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10), daysAgo);
  await expect(page.getByTestId('compared-with')).toHaveText(
    `Each change compares with the period just before: ${await day(13)} – ${await day(7)}.`,
  );
  await expect(page.getByTestId('change-visits')).toHaveText(
    /^Change on the period before: ([+-][\d,]+ \(([+-]\d+%|none before)\)|no change)$/,
  );

  await page.getByRole('tab', { name: 'By campaign' }).click();
  const cells = (table: string, key: string) =>
    page.getByRole('region', { name: table }).getByRole('row').filter({ hasText: key }).getByRole('cell');
  const endsWith = (texts: string[]) => texts.map((text) => new RegExp(`${text}$`));
  await expect(cells('Visits by campaign', `${campaign} a`)).toHaveText([
    `${campaign} a`,
    ...endsWith(['1', '0 · 0%', '0 · 0%', '0 · 0%']),
  ]);
  await expect(cells('Visits by campaign', `${campaign} b`)).toHaveText([
    `${campaign} b`,
    ...endsWith(['1', '1 · 100%', '1 · 100%', '1 · 100%']),
  ]);
  await expect(cells('Demo requests by campaign', `${campaign} b`)).toHaveText([
    `${campaign} b`,
    ...endsWith(['1', '0 · 0%', '0 · 0%', '0 · 0%', '0 · 0%', '—']),
  ]);
  await expect(cells('Demo requests by campaign', `${campaign} a`)).toHaveText([
    `${campaign} a`,
    ...endsWith(['0', '0', '0', '0', '0', '—']),
  ]);

  // The export carries every breakdown, whichever is on screen.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`growth-${await day(6)}-to-${await day(0)}.csv`);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe(
    '\uFEFFPeriod,From,To,Breakdown,Value,Visits,ROI results,Form started,Requested a demo,Demo requests,Replied within 10 minutes,Voice page opened,Call held,Meeting booked,Median first reply (min)',
  );
  const range = `Range,${await day(6)},${await day(0)}`;
  expect(lines).toContain(`${range},Campaign,${campaign} b,1,1,1,1,1,0,0,0,0,`);
  expect(lines).toContain(`${range},Campaign,${campaign} a,1,0,0,0,0,0,0,0,0,`);
  expect(lines.filter((line) => line.startsWith(`${range},Source,newsletter,`))).toHaveLength(1);
  expect(lines.filter((line) => line.startsWith(`${range},Medium,email,`))).toHaveLength(1);
  expect(lines.filter((line) => line.startsWith(`${range},All,`))).toHaveLength(1);
  const before = `Period before,${await day(13)},${await day(7)},All,`;
  expect(lines.filter((line) => line.startsWith(before))).toHaveLength(1);
});

test('with Global Privacy Control on, no event is sent and nothing is stored, yet the demo form works', async ({
  browser,
}) => {
  const visitor = await extraContext(browser, { extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await visitor.context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
  });
  const page = await visitor.context.newPage();
  const sent = ingestCalls(page);
  // The tracker's own chunk loads after the load event whatever the browser says; it then decides to send nothing.
  const trackerLoaded = page.waitForResponse((response) => /\/site-tracker-[^/]*\.js$/.test(response.url()));
  await page.goto('/roi?utm_source=gpc-test');
  await trackerLoaded;
  await calculateThenBook(page);
  await expect(page.getByRole('form', { name: 'Demo request' }).getByTestId('business-case-line')).toBeVisible();
  expect(sent).toEqual([]);
  // Nothing of the funnel: only the visitor's own ROI estimate, kept for this tab so the form can offer it.
  expect(await page.evaluate(() => ({ local: localStorage.length, session: Object.keys(sessionStorage) }))).toEqual({
    local: 0,
    session: ['ringwise-roi-estimate'],
  });
  await visitor.close();
});

test("Growth's From and To follow the range chosen, and a reversed range in the address says so and offers the nearest good one", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/growth?from=2026-11-28&to=2026-11-20');
  await expect(page.getByRole('heading', { level: 1, name: 'Growth' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'The address asks for 2026-11-28 to 2026-11-20' }),
  ).toContainText(
    'which is no range (a start on or before the end, at most ten years apart), so the last 30 days are shown.',
  );
  await page.getByRole('link', { name: 'Show 2026-11-20 – 2026-11-28 instead' }).click();
  await expect(page).toHaveURL(/\/admin\/growth\?from=2026-11-20&to=2026-11-28$/);
  await expect(page.getByText('The address asks for')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue('2026-11-20');
  await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('2026-11-28');

  // A preset moves the fields to its own days.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const day = (daysAgo: number) =>
    page.evaluate((ago) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10), daysAgo);
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(await day(6));
  await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue(await day(0));
});

test("Growth's tables fit their box on a 1280 px screen, and its chart's labels are readable on a 390 px phone", async ({
  page,
}) => {
  const tag = uniqueTag('layout');
  const sent = ingestCalls(page);
  await page.goto(`/?utm_source=layout-${tag}&utm_medium=display&utm_campaign=${encodeURIComponent(`winter ${tag}`)}`);
  await expect.poll(() => sent.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await signInAsAdmin(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/growth?range=7d');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `layout-${tag}` })
      .first(),
  ).toBeVisible();
  const tables = page.getByRole('region').filter({ has: page.getByRole('table') });
  expect(await tables.count()).toBeGreaterThan(0);
  for (const table of await tables.all()) {
    const name = await table.getAttribute('aria-label');
    expect
      .soft(await table.evaluate((box) => box.scrollWidth - box.clientWidth), `${name} overflows`)
      .toBeLessThanOrEqual(0);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  const labels = page.getByRole('img', { name: / and demo requests per day$/ }).locator('text');
  await expect(labels.first()).toBeVisible();
  const heights = await labels.evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().height));
  expect.soft(Math.min(...heights), 'the smallest chart label, in px').toBeGreaterThanOrEqual(11);
  // Side by side, the day labels do not overlap.
  const days = await labels.evaluateAll((texts) =>
    texts
      .filter((text) => /^\d{2}-\d{2}$/.test(text.textContent ?? ''))
      .map((text) => text.getBoundingClientRect())
      .map(({ left, right }) => ({ left, right })),
  );
  days.slice(1).forEach((box, index) => expect.soft(box.left).toBeGreaterThan(days[index]?.right ?? 0));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
