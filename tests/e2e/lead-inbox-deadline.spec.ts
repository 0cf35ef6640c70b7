import { kpiFixtureRows } from '../support/kpi-fixture';
import { signInAsAdmin, uniqueTag } from './support/admin';
import { expectRed } from './support/colours';
import { leadRow } from './support/inbox';
import { privateStandInPerTest } from './support/private-stand-in';
import { expect, test } from './support/test';

// Each test has a stand-in of its own: the KPI counts every lead, and the clock test's page holds a live channel.
const api = privateStandInPerTest();

const minutes = (n: number) => n * 60_000;
const seconds = (n: number) => n * 1000;

test('on the clock, a new lead counts down from 10:00 and turns Overdue by 00:01, in red, at 10:01', async ({
  page,
}) => {
  // The page's clock starts at the real time and runs, so the server's created_at and the page agree.
  await page.clock.install();
  await api.route(page);
  await signInAsAdmin(page);
  await expect(page.getByText('Live updates on')).toBeVisible();
  const tag = uniqueTag('deadline');
  await api.submit({
    first_name: 'Linus',
    last_name: 'Deadline',
    email: `${tag}@example.com`,
    phone: '+1 555 0142',
    business: tag,
  });
  const row = leadRow(page, tag);
  await expect(row).toBeVisible();
  const createdAt = Date.parse((await row.locator('time').getAttribute('datetime')) ?? '');

  await page.clock.pauseAt(createdAt + minutes(5));
  await expect(row.getByText('05:00 left', { exact: true })).toBeVisible();
  await page.clock.pauseAt(createdAt + minutes(9) + seconds(59));
  await expect(row.getByText('00:01 left', { exact: true })).toBeVisible();
  await page.clock.pauseAt(createdAt + minutes(10));
  await expect(row.getByText('00:00 left', { exact: true })).toBeVisible();
  await page.clock.pauseAt(createdAt + minutes(10) + seconds(1));
  const overdue = row.getByText('Overdue by 00:01', { exact: true });
  await expect(overdue).toBeVisible();
  await expectRed(overdue);
});

test('the 10-minute KPI and the median first response match a known set of leads, for 7 days, 30 days and all time', async ({
  page,
}) => {
  // The stand-in holds exactly the shared KPI fixture: the KPI counts every lead.
  await api.insert(kpiFixtureRows(Date.now()));
  await api.route(page);
  await signInAsAdmin(page);

  const kpi = page.getByTestId('reply-kpi');
  const median = page.getByTestId('reply-median');
  const period = page.getByRole('group', { name: 'Period' });
  // Worked out by hand. 7 days: answered in 4, 25 and 8 min, and the hour-old lead nobody answered
  // (the 2-minute-old one is not judged yet; spam never is): 2 of 4 in time, median of 4, 8, 25 min.
  await expect(kpi).toHaveText('Answered within 10 minutes: 50% (2 of 4)');
  await expect(median).toHaveText('Median first response: 8 min');
  await expect(period.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  // 30 days adds the lead answered in 6 min: 3 of 5, median of 4, 6, 8, 25 min is 7 min.
  await period.getByRole('button', { name: '30 days' }).click();
  await expect(kpi).toHaveText('Answered within 10 minutes: 60% (3 of 5)');
  await expect(median).toHaveText('Median first response: 7 min');
  // All time adds the lead answered in 30 min, 60 days ago: 3 of 6, median of 4, 6, 8, 25, 30 min.
  await period.getByRole('button', { name: 'All time' }).click();
  await expect(kpi).toHaveText('Answered within 10 minutes: 50% (3 of 6)');
  await expect(median).toHaveText('Median first response: 8 min');
});

test('figures that fail to load say why, and Retry loads them', async ({ page }) => {
  await api.insert(kpiFixtureRows(Date.now()));
  await api.route(page);
  // Asked before the stand-in's route: the KPI's read fails until the server is let answer it.
  let failing = true;
  await page.route('**/rest/v1/rpc/lead_response_stats', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            code: '57014',
            details: null,
            hint: null,
            message: 'canceling statement due to statement timeout',
          }),
        })
      : route.fallback(),
  );
  await signInAsAdmin(page);
  const alert = page.getByRole('alert').filter({ hasText: 'statement timeout' });
  await expect(alert).toHaveText('Could not load the figures: canceling statement due to statement timeout Retry');
  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByTestId('reply-kpi')).toHaveText('Answered within 10 minutes: 50% (2 of 4)');
});
