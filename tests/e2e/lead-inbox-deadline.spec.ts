import { startStandIn } from '../../supabase/local/server';
import { createNodeClient } from '../../supabase/local/node-client';
import { signInAsAdmin, submitAsVisitor, uniqueTag } from './support/admin';
import { expectRed } from './support/colours';
import { leadRow } from './support/inbox';
import { routeApiTo } from './support/stand-in-route';
import { expect, test } from './support/test';

const minutes = (n: number) => n * 60_000;
const seconds = (n: number) => n * 1000;

test('on the clock, a new lead counts down from 10:00 and turns Overdue by 00:01, in red, at 10:01', async ({
  page,
}) => {
  // The page's clock starts at the real time and runs, so the server's created_at and the page agree.
  await page.clock.install();
  await signInAsAdmin(page);
  await expect(page.getByText('Live updates on')).toBeVisible();
  const tag = uniqueTag('deadline');
  await submitAsVisitor({
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
  test.setTimeout(90_000);
  // Its own stand-in holding exactly this fixture: the KPI counts every lead. The service role may set
  // created_at and first_response_at, which places the leads in time.
  const standIn = await startStandIn({ port: 0, dataDir: null, quiet: true });
  try {
    const now = Date.now();
    const days = (n: number) => n * 86_400_000;
    const fixture = [
      { age: days(2), status: 'contacted', answeredAfter: minutes(4) },
      { age: days(3), status: 'qualified', answeredAfter: minutes(25) },
      { age: minutes(60), status: 'new' },
      { age: minutes(2), status: 'new' },
      { age: days(5), status: 'won', answeredAfter: minutes(8) },
      { age: days(20), status: 'lost', answeredAfter: minutes(6) },
      { age: days(60), status: 'won', answeredAfter: minutes(30) },
      { age: days(1), status: 'contacted', answeredAfter: minutes(1), spam: true },
    ];
    const service = createNodeClient(standIn.url, standIn.serviceRoleKey);
    const { error } = await service.from('contact_submissions').insert(
      fixture.map((lead, index) => ({
        first_name: 'Fixture',
        last_name: `Lead ${index}`,
        email: `fixture-${index}@example.com`,
        phone: '+1 555 0100',
        business: 'KPI fixture',
        created_at: new Date(now - lead.age).toISOString(),
        status: lead.status,
        spam: lead.spam ?? false,
        first_response_at:
          lead.answeredAfter === undefined ? null : new Date(now - lead.age + lead.answeredAfter).toISOString(),
      })),
    );
    if (error) throw error;
    await routeApiTo(page, () => standIn.url);
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
  } finally {
    await standIn.stop();
  }
});
