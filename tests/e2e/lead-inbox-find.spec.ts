import { signInStaff } from '../support/staff-sign-in';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { createNodeClient } from '../../supabase/local/node-client';
import { held, signInAsAdmin, uniqueTag, type ServiceRoleColumns } from './support/admin';
import { extraContext } from './support/extra-context';
import { leadRow, statusFilter, tableRows } from './support/inbox';
import { privateStandInPerTest } from './support/private-stand-in';
import { expect, test } from './support/test';

// Each test has a stand-in of its own: its counts are exact, and its bulk inserts reach no other spec's pages.
const api = privateStandInPerTest();

const minutes = (n: number) => n * 60_000;

type Change = ServiceRoleColumns & { first_name?: string; last_name?: string; email?: string; business?: string };

/**
 * `count` new leads carrying `tag` in their email, one second apart (newest first), with `change` applied to
 * each. Every row has the same keys, as a bulk insert requires.
 */
const tagged = (tag: string, count: number, change: (index: number) => Change = () => ({})) =>
  Array.from({ length: count }, (_, index) => ({
    first_name: 'Tagged',
    last_name: `Lead ${index}`,
    email: `${tag}-${index}@example.com`,
    phone: `+1 555 ${String(index).padStart(4, '0')}`,
    business: `Business ${index}`,
    created_at: new Date(Date.now() - 1000 * (index + 1)).toISOString(),
    status: 'new' as const,
    spam: false,
    ...change(index),
  }));

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const savingsFilter = (page: Page) => page.getByRole('combobox', { name: 'Estimated savings' });
const order = (page: Page) => page.getByRole('combobox', { name: 'Order' });
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test('search, status filter, overdue switch and page live in the URL: reload, a shared link and Back show the same view', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag('find');
  await api.route(page);
  await signInAsAdmin(page);
  // 54 leads found by the tag: 51 new (3 of them overdue: created over an hour ago), 2 won, and one found only by its
  // email. The others are a few minutes old, so still within their 10 minutes.
  await api.insert([
    ...tagged(tag, 53, (index) => ({
      business: `Dental ${tag.toUpperCase()} ${index}`,
      status: index < 2 ? 'won' : 'new',
      ...(index >= 50 ? { created_at: new Date(Date.now() - minutes(20 + index)).toISOString() } : {}),
    })),
    ...tagged(`${tag}-x`, 1, () => ({ first_name: 'Only', last_name: 'Email', email: `${tag}@example.org` })),
  ]);
  await search(page).fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(page.getByText('Matching submissions')).toBeVisible();
  await expect(page.getByTestId('total-submissions')).toHaveText('54', { timeout: 15_000 });
  await expect(statusFilter(page, /^All 54$/)).toBeChecked();
  await expect(statusFilter(page, /^Won 2$/)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Overdue only 3' })).toBeVisible();
  await expect(tableRows(page)).toHaveCount(50);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Showing 51–54 of 54 · Page 2 of 2')).toBeVisible();
  await expect.poll(() => query(page)).toEqual({ q: tag, page: '2' });
  await page.reload();
  await expect(page.getByText('Showing 51–54 of 54 · Page 2 of 2')).toBeVisible();
  await expect(search(page)).toHaveValue(tag);
  await page.goBack();
  await expect(page.getByText('Showing 1–50 of 54 · Page 1 of 2')).toBeVisible();
  await expect.poll(() => query(page)).toEqual({ q: tag });

  await statusFilter(page, /^Won/).check();
  await expect(tableRows(page)).toHaveCount(2);
  await expect.poll(() => query(page)).toEqual({ q: tag, status: 'won' });
  await page.getByRole('switch', { name: /Overdue only/ }).click();
  await expect(page.getByText('No submissions match this search and filter')).toBeVisible();
  await statusFilter(page, /^New/).check();
  await expect(tableRows(page)).toHaveCount(3);
  await expect.poll(() => query(page)).toEqual({ q: tag, status: 'new', overdue: 'true' });
  for (const row of await tableRows(page).all()) await expect(row.getByText(/^Overdue by /)).toBeVisible();

  // A colleague opens the same link: the same view, case-insensitive search and all.
  const colleague = await extraContext(browser);
  const shared = await colleague.context.newPage();
  await api.route(shared);
  await signInAsAdmin(shared);
  await shared.goto(page.url().replace(tag, tag.toUpperCase()));
  await expect(tableRows(shared)).toHaveCount(3);
  await expect(statusFilter(shared, /^New/)).toBeChecked();
  await expect(shared.getByRole('switch', { name: /Overdue only/ })).toHaveAttribute('aria-checked', 'true');
  await colleague.close();

  // Back undoes one choice at a time: overdue, then New, then Won.
  const loadedAt = await page.evaluate(() => performance.timeOrigin);
  await page.goBack();
  await expect(page.getByText('No submissions match this search and filter')).toBeVisible();
  await page.goBack();
  await expect(tableRows(page)).toHaveCount(2);
  await page.goBack();
  await expect(statusFilter(page, /^All/)).toBeChecked();
  await expect(tableRows(page)).toHaveCount(50);
  // Forward redoes them in turn, without loading the page again.
  await page.goForward();
  await expect(statusFilter(page, /^Won/)).toBeChecked();
  await expect(tableRows(page)).toHaveCount(2);
  await expect.poll(() => query(page)).toEqual({ q: tag, status: 'won' });
  await page.goForward();
  await expect(page.getByText('No submissions match this search and filter')).toBeVisible();
  await expect(search(page)).toHaveValue(tag);
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt);
});

test('Export CSV downloads every row of the search and filter, all pages, parsed back exactly, with formula cells neutralised', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag('csv');
  await api.route(page);
  await signInAsAdmin(page);
  await api.insert([
    ...tagged(tag, 62, (index) => ({
      business: index === 7 ? `=cmd|' /C calc'!A0 ${tag}` : `Clinic, "${tag}" ${index}\nsecond line`,
    })),
    ...tagged(`${tag}-lost`, 4, () => ({ status: 'lost', business: `Lost ${tag}` })),
  ]);
  await search(page).fill(tag);
  await statusFilter(page, /^New/).check();
  await expect.poll(() => query(page)).toEqual({ q: tag, status: 'new' });
  await expect(page.getByTestId('total-submissions')).toHaveText('62', { timeout: 15_000 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  expect(download.suggestedFilename()).toBe(`leads-${today}.csv`);
  await expect(page.getByText(`62 rows saved to leads-${today}.csv`)).toBeVisible();
  const text = await readDownload(download);
  expect(text.startsWith('\uFEFFSubmitted,')).toBe(true);
  const [header, ...rows] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  expect(header).toEqual([
    'Submitted',
    'First name',
    'Last name',
    'Email',
    'Phone',
    'Business',
    'Status',
    'First response',
    'Lead ID',
    'Language',
    'Source',
    'Medium',
    'Campaign',
    'First page',
    'Estimated yearly savings ($)',
    'Repeat of',
    'Asked again',
    'Owner',
  ]);

  // What the database holds for the same search and filter, as an admin reads it.
  const admin = createNodeClient(api.current().url, api.current().anonKey);
  await signInStaff(admin, api.current().admin);
  const { data, error } = await admin
    .from('contact_submissions')
    .select('*')
    .eq('status', 'new')
    .is('spam', false)
    .ilike('business', `%${tag}%`)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw error;
  expect(data).toHaveLength(62);
  // A cell starting with =, +, - or @ reads back with a leading ' (shown as text by spreadsheets).
  const neutralised = (cell: string) => (/^[=+\-@]/.test(cell) ? `'${cell}` : cell);
  expect(rows).toEqual(
    data.map((lead) => [
      new Date(lead.created_at).toISOString(),
      lead.first_name,
      lead.last_name,
      lead.email,
      neutralised(lead.phone),
      neutralised(lead.business),
      'New',
      '',
      lead.id,
      'en',
      // These leads came with no campaign, first page or estimate.
      ...[lead.utm_source, lead.utm_medium, lead.utm_campaign, lead.landing_page].map((value) => value ?? ''),
      lead.roi_yearly_savings === null ? '' : String(lead.roi_yearly_savings),
      // None of them is a repeat, nor asked again.
      lead.repeat_of ?? '',
      String(lead.repeat_count),
      lead.owner_email ?? '',
    ]),
  );
  expect(rows.map((row) => row[5])).toContain(`'=cmd|' /C calc'!A0 ${tag}`);
});

test('Export CSV clicked while the search is still being typed exports that search only, and says what the file holds', async ({
  page,
}) => {
  const tag = uniqueTag('typed');
  await api.route(page);
  await api.insert([...tagged(tag, 2), ...tagged(uniqueTag('other'), 5)]);
  await page.clock.install();
  await signInAsAdmin(page);
  await expect(tableRows(page)).toHaveCount(7);

  // The page's clock stands still: the search typed below has not been applied when Export CSV is clicked.
  await page.clock.pauseAt(Date.now() + 1000);
  await search(page).fill(tag);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const rows = Papa.parse<string[]>((await readDownload(download)).slice(1), { skipEmptyLines: true }).data.slice(1);
  expect(rows.map((row) => row[3])).toEqual([`${tag}-0@example.com`, `${tag}-1@example.com`]);
  await expect(page.getByRole('status').filter({ hasText: 'rows saved to' })).toHaveText(
    new RegExp(`^2 rows saved to leads-\\d{4}-\\d{2}-\\d{2}\\.csv: search “${tag}”, status All$`),
  );
  // The export applied the search: the list and the address show what was exported.
  await expect(tableRows(page)).toHaveCount(2);
  await expect.poll(() => query(page)).toEqual({ q: tag });
  await page.clock.resume();
});

test('the search box keeps what is typed while the search typed before it loads, and the list follows the whole text', async ({
  page,
}) => {
  const tag = uniqueTag('keep');
  await api.insert([...tagged(tag, 2), ...tagged(`${tag.slice(0, -2)}zz`, 3)]);
  await api.route(page);
  await signInAsAdmin(page);
  const load = held();
  const partial = tag.slice(0, -2);
  await page.route('**/rest/v1/contact_submissions?*', async (route) => {
    if (new URL(route.request().url()).search.includes(partial)) await load.released;
    await route.fallback();
  });
  await search(page).fill(partial);
  await expect.poll(() => query(page)).toEqual({ q: partial });
  await search(page).pressSequentially(tag.slice(-2));
  load.release();
  await expect(search(page)).toHaveValue(tag);
  await expect.poll(() => query(page)).toEqual({ q: tag });
  await expect(tableRows(page)).toHaveCount(2);
});

test('suspected spam stays out of the inbox and its counts; staff find it under Spam and mark it Not spam', async ({
  page,
}) => {
  const tag = uniqueTag('spam');
  await api.insert(tagged(tag, 1, () => ({ spam: true, first_name: 'Maybe', last_name: 'Spam' })));
  await api.route(page);
  await signInAsAdmin(page);
  await search(page).fill(tag);
  await expect(page.getByText('No submissions match this search and filter')).toBeVisible();
  await expect(statusFilter(page, /^All 0$/)).toBeVisible();
  await expect(statusFilter(page, /^Spam 1$/)).toBeVisible();

  await statusFilter(page, /^Spam/).check();
  const row = leadRow(page, tag);
  await expect(row.getByText('Suspected spam')).toBeVisible();
  await expect(row.getByText(/left$|^Overdue/)).toHaveCount(0);
  await row.getByRole('button', { name: 'Not spam' }).click();
  await expect(row.getByLabel('Status of Maybe Spam')).toHaveValue('new');
  await expect(statusFilter(page, /^Spam 0$/)).toBeVisible();
  await expect(statusFilter(page, /^All 1$/)).toBeVisible();
  await statusFilter(page, /^All/).check();
  await expect(leadRow(page, tag)).toHaveCount(1);
});

async function readDownload(download: { createReadStream(): Promise<NodeJS.ReadableStream> }) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

test('the savings filter keeps the leads whose estimate reaches it, the savings order puts the largest first, and every count beside the list agrees with the rows shown', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag('savings');
  await api.route(page);
  await signInAsAdmin(page);
  // The database prices the inputs itself (the ROI model): these calls at 4 min and $22 save about the figure named.
  const callsSaving = {
    12_000: [1000, 4, 15],
    30_000: [1300, 4, 22],
    60_000: [2300, 4, 22],
    80_000: [3000, 4, 22],
    120_000: [4500, 4, 22],
  };
  const estimate = (yearlySavings: keyof typeof callsSaving) => {
    const [calls, aht, wage] = callsSaving[yearlySavings];
    return { roi_calls: calls, roi_aht: aht, roi_wage: wage, roi_yearly_savings: yearlySavings };
  };
  const none = { roi_calls: null, roi_aht: null, roi_wage: null, roi_yearly_savings: null };
  const leads: Array<Change & Record<string, unknown>> = [
    estimate(12_000),
    none,
    estimate(60_000),
    { ...estimate(30_000), status: 'contacted' },
    none,
    { ...estimate(120_000), status: 'won' },
    // Over an hour old and still new: overdue.
    { ...estimate(80_000), created_at: new Date(Date.now() - minutes(70)).toISOString() },
    { ...none, created_at: new Date(Date.now() - minutes(80)).toISOString() },
  ];
  await api.insert(tagged(tag, leads.length, (index) => leads[index] ?? {}));
  await search(page).fill(tag);
  await expect(page.getByTestId('total-submissions')).toHaveText('8', { timeout: 15_000 });
  const businesses = (indexes: number[]) => indexes.map((index) => new RegExp(`Business ${index}(?!\\d)`));

  await savingsFilter(page).selectOption({ label: '$25,000+ a year' });
  await expect.poll(() => query(page)).toEqual({ q: tag, savings: '25000' });
  await expect(tableRows(page)).toHaveText(businesses([2, 3, 5, 6]));
  await expect(page.getByText('Matching submissions')).toBeVisible();
  await expect(page.getByTestId('total-submissions')).toHaveText('4');
  await expect(page.getByText('Showing 1–4 of 4 · Page 1 of 1')).toBeVisible();
  for (const chip of [/^All 4$/, /^New 2$/, /^Contacted 1$/, /^Qualified 0$/, /^Won 1$/, /^Lost 0$/]) {
    await expect(statusFilter(page, chip)).toBeVisible();
  }
  await expect(page.getByRole('switch', { name: 'Overdue only 1' })).toBeVisible();

  await order(page).selectOption({ label: 'Highest estimated savings first' });
  await expect.poll(() => query(page)).toEqual({ q: tag, savings: '25000', sort: 'savings' });
  await expect(tableRows(page)).toHaveText(businesses([5, 6, 2, 3]));
  // 4,500 calls × 4 min at $22/hr, as the ROI model prices them.
  await expect(tableRows(page).first()).toContainText('$121,704');

  await page.getByRole('switch', { name: /Overdue only/ }).click();
  await expect(tableRows(page)).toHaveText(businesses([6]));
  await expect(page.getByTestId('total-submissions')).toHaveText('1');
  await expect(page.getByText('Showing 1–1 of 1 · Page 1 of 1')).toBeVisible();
  await page.getByRole('switch', { name: /Overdue only/ }).click();

  // Without the filter the savings order still holds, and leads without an estimate come last, newest first.
  await savingsFilter(page).selectOption({ label: 'Any (with or without an estimate)' });
  await expect(tableRows(page)).toHaveText(businesses([5, 6, 2, 3, 0, 1, 4, 7]));
  await expect(page.getByTestId('total-submissions')).toHaveText('8');
  await expect(statusFilter(page, /^All 8$/)).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Overdue only 2' })).toBeVisible();

  await savingsFilter(page).selectOption({ label: '$100,000+ a year' });
  await page.reload();
  await expect(savingsFilter(page)).toHaveValue('100000');
  await expect(order(page)).toHaveValue('savings');
  await expect(tableRows(page)).toHaveText(businesses([5]));
  await expect(page.getByTestId('total-submissions')).toHaveText('1');
  await expect(statusFilter(page, /^Won 1$/)).toBeVisible();
});
