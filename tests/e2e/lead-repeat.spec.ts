import { signInAsAdmin, submitAsVisitor, uniqueTag } from './support/admin';
import { uniqueEmail } from './support/demo-form';
import { leadRow, statusFilter, tableRows } from './support/inbox';
import { expect, test } from './support/test';

test('a prospect who asks for a demo again is shown on their first lead as Asked again, listed under Repeats with a link to it, and both requests are in its journey', async ({
  page,
}) => {
  const lastName = uniqueTag('Again');
  const email = uniqueEmail('again');
  const request = { first_name: 'Ada', last_name: lastName, phone: '+1 415 555 0100', business: 'Analytical clinic' };
  await submitAsVisitor({ ...request, email });
  // The same mailbox, typed otherwise: upper case and a +tag.
  await submitAsVisitor({
    ...request,
    email: email.toUpperCase().replace('@', '+second@'),
    business: 'Analytical clinic, asking again',
  });

  await signInAsAdmin(page);
  // One lead, not two: the first request, marked.
  const row = leadRow(page, lastName);
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('lead-repeat-mark')).toHaveText('Asked again');
  await expect(row.getByText('Analytical clinic, asking again')).toHaveCount(0);

  // Repeats lists the second request, with no countdown of its own and a link to the first.
  await statusFilter(page, /^Repeats/).check();
  await expect(page).toHaveURL(/[?&]status=repeats\b/);
  const repeat = leadRow(page, lastName);
  await expect(repeat).toHaveCount(1);
  await expect(repeat).toContainText('Analytical clinic, asking again');
  await expect(repeat).toContainText('No deadline of its own');
  await expect(tableRows(page).filter({ hasNot: page.getByTestId('lead-repeat-mark') })).toHaveCount(0);

  await repeat.getByRole('link', { name: 'Repeat: open first request' }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: `Ada ${lastName}` })).toBeVisible();
  await expect(panel.getByTestId('lead-repeat-mark')).toHaveText('Asked again');
  await expect(panel.getByText('Analytical clinic', { exact: true })).toBeVisible();
  await expect(panel.getByTestId('lead-journey')).toContainText('demo requested');
  await expect(panel.getByTestId('lead-journey')).toContainText('asked for a demo again');
  await expect(panel.getByTestId('lead-repeats').getByRole('link')).toHaveCount(1);
});
