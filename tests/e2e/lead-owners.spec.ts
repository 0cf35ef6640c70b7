import { randomUUID } from 'node:crypto';
import { createNodeClient } from '../../supabase/local/node-client';
import { localAdmin, signInAsAdmin, uniqueTag, type NewSubmission } from './support/admin';
import { leadRow, tableRows } from './support/inbox';
import { privateStandInPerTest } from './support/private-stand-in';
import { expect, test } from './support/test';

// A stand-in of the test's own: staff taking leads here must not take other specs' leads (nor their alerts).
const api = privateStandInPerTest();

const lead = (tag: string, n: number): NewSubmission => ({
  first_name: 'Grace',
  last_name: `${tag} ${n}`,
  email: `${tag.toLowerCase()}-${n}@example.com`,
  phone: '+1 415 555 0100',
  business: 'Harbour clinic',
});

/** A salesperson of the team, taking new leads (their own Alerts screen's switch, stored for them). */
async function teammateTakingLeads(): Promise<string> {
  const service = createNodeClient(api.current().url, api.current().serviceRoleKey);
  const email = `sales-${randomUUID()}@staff.example`;
  const created = await service.auth.admin.createUser({
    email,
    password: 'a-sales-password',
    email_confirm: true,
    app_metadata: { role: 'sales' },
  });
  if (created.error) throw created.error;
  const taking = await service.from('alert_preferences').insert({ user_id: created.data.user.id, taking_leads: true });
  if (taking.error) throw taking.error;
  return email;
}

test('staff taking new leads receive them in turn; the inbox shows each owner, Mine and Unassigned filter it in the address, and an admin reassigns a lead with a reason kept in its history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('Owners');
  // Nobody takes leads yet: this one stays unassigned.
  await api.submit(lead(tag, 0));
  const teammate = await teammateTakingLeads();

  await api.route(page);
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Alerts' }).click();
  const taking = page.getByRole('switch', { name: 'Taking new leads' });
  await expect(taking).toHaveAttribute('aria-checked', 'false');
  await taking.click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(taking).toHaveAttribute('aria-checked', 'true');

  for (let n = 1; n <= 4; n++) await api.submit(lead(tag, n));

  await page.goto(`/admin/dashboard?q=${encodeURIComponent(tag)}`);
  const owners = async () => {
    const found: Record<string, string> = {};
    for (let n = 0; n <= 4; n++)
      found[String(n)] = (await leadRow(page, `${tag} ${n}`).getByTestId('lead-owner').textContent()) ?? '';
    return found;
  };
  await expect(leadRow(page, `${tag} 4`)).toHaveCount(1, { timeout: 15_000 });
  const seen = await owners();
  expect(seen['0']).toBe('Unassigned');
  // In turn: never the same person twice running, two each.
  const turns = ['1', '2', '3', '4'].map((n) => seen[n]);
  expect(turns.filter((owner) => owner === localAdmin.email)).toHaveLength(2);
  expect(turns.filter((owner) => owner === teammate)).toHaveLength(2);
  for (let i = 1; i < turns.length; i++) expect(turns[i]).not.toBe(turns[i - 1]);
  const mine = ['1', '2', '3', '4'].filter((n) => seen[n] === localAdmin.email);

  const ownerFilter = (name: string) => page.getByRole('group', { name: 'Owner' }).getByRole('radio', { name });
  await ownerFilter('Mine').check();
  await expect(page).toHaveURL(/[?&]owner=mine\b/);
  await expect(tableRows(page)).toHaveCount(2);
  for (const n of mine) await expect(leadRow(page, `${tag} ${n}`)).toHaveCount(1);

  await ownerFilter('Unassigned').check();
  await expect(page).toHaveURL(/[?&]owner=unassigned\b/);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(leadRow(page, `${tag} 0`)).toHaveCount(1);

  // Back undoes one choice at a time, like the other filters.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]owner=mine\b/);
  await expect(tableRows(page)).toHaveCount(2);

  const [first] = mine;
  await leadRow(page, `${tag} ${first}`)
    .getByRole('link', { name: `Grace ${tag} ${first}` })
    .click();
  const panel = page.getByRole('dialog', { name: `Grace ${tag} ${first}` });
  await expect(panel.getByTestId('panel-owner')).toHaveText(localAdmin.email, { timeout: 15_000 });
  await panel.getByRole('button', { name: 'Reassign' }).click();
  const form = panel.getByRole('form', { name: 'Reassign this lead' });
  await form.getByLabel('New owner').selectOption({ label: `${teammate} (taking new leads)` });
  // A reason is asked for: the browser will not send the form without one.
  await form.getByRole('button', { name: 'Reassign lead' }).click();
  await expect(form).toBeVisible();
  await form.getByLabel('Reason').fill('  Speaks German with the clinic  ');
  await form.getByRole('button', { name: 'Reassign lead' }).click();

  await expect(panel.getByTestId('panel-owner')).toHaveText(teammate);
  await expect(form).toHaveCount(0);
  const history = panel.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(history.filter({ hasText: 'reassigned the lead' })).toContainText(
    `${localAdmin.email} reassigned the lead from ${localAdmin.email} to ${teammate} ·`,
  );
  await expect(history.filter({ hasText: 'reassigned the lead' })).toContainText(
    'Reason: Speaks German with the clinic',
  );

  // Back on the list the row names its new owner at once; rows never vanish while the page is open, so Mine drops
  // it at the next load.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(leadRow(page, `${tag} ${first}`).getByTestId('lead-owner')).toHaveText(teammate);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(tableRows(page)).toHaveCount(1);
  await expect(leadRow(page, `${tag} ${first}`)).toHaveCount(0);
});
