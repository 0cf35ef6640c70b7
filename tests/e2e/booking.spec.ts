import { fillDemoForm, uniqueEmail } from './support/demo-form';
import { held, localAdmin, signInAsAdmin } from './support/admin';
import { extraContext } from './support/extra-context';
import { caughtMessage, emailsTo } from './support/mail-catcher';
import { freeSlots, leadIdOf, leadWithKey, linkIn, meetingMailsTo } from './support/meeting-mail';
import { servedHtml } from './support/served-page';
import { leadRow } from './support/inbox';
import { slotInFull } from '../../machines/booking/slot-days';
import { expect, test } from './support/test';

// Emails go out through the outbox within seconds; a loaded machine gets some slack.
const withinSeconds = { timeout: 15_000 };

function only<T>(items: T[]): T {
  const [item] = items;
  if (items.length !== 1 || item === undefined) throw new Error(`expected exactly one, found ${items.length}`);
  return item;
}

/** A free slot other tests are unlikely to take at the same time: one of the later ones, at random. */
async function someFreeSlot(besides: string[] = []): Promise<string> {
  const slots = (await freeSlots()).filter((slot) => !besides.includes(slot));
  const later = slots.slice(Math.floor(slots.length / 3));
  return later[Math.floor(Math.random() * later.length)] ?? '';
}

test('a visitor without a lead gives name and email on /book, becomes a lead like a demo request, and books', async ({
  page,
}) => {
  const email = uniqueEmail('no-lead');
  await page.goto('/book');
  await expect(page.getByRole('heading', { level: 1, name: 'Book your demo' })).toBeVisible();
  const slot = await someFreeSlot();
  await page.locator(`button[data-starts-at="${slot}"]`).click();
  const confirm = page.getByRole('form', { name: 'Confirm your demo time' });
  // The name and email only: nothing else a demo request asks for.
  await expect(confirm.getByRole('textbox')).toHaveCount(3);
  await confirm.getByLabel('First name').fill('Grace');
  await confirm.getByLabel('Last name').fill('Hopper');
  // An address the database would refuse is stopped here, with the demo form's words.
  await confirm.getByLabel('Email').fill('grace@localhost');
  await confirm.getByRole('button', { name: /^Book / }).click();
  await expect(confirm.getByLabel('Email')).toHaveJSProperty(
    'validationMessage',
    'Please enter an email address like name@company.com.',
  );
  await confirm.getByLabel('Email').fill(email);
  await confirm.getByRole('button', { name: /^Book / }).click();
  await expect(page.getByRole('status')).toContainText('Your demo is booked');

  // A lead like a demo request: the acknowledgement with its personal link, then the invitation.
  await expect
    .poll(async () => (await emailsTo(email)).map((mail) => mail.Subject), withinSeconds)
    .toContain('We got your demo request');
  await expect.poll(async () => (await meetingMailsTo(email, 'Booked:')).length, withinSeconds).toBe(1);
  expect(only(await meetingMailsTo(email, 'Booked:')).attachment?.invitation).toMatchObject({ start: slot });
  expect(await leadIdOf(email)).toMatch(/^[0-9a-f-]{36}$/);
});

test('a visitor books from the demo form, both sides get the invitation, the lead shows it, and the links move and cancel it', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('booked');
  await page.goto('/#contact');
  const form = await fillDemoForm(page, email);
  await form.getByRole('button', { name: 'Request Demo' }).click();
  await page.getByRole('link', { name: 'Pick a time now' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Book your demo' })).toBeVisible();
  const slot = await someFreeSlot();
  await page.locator(`button[data-starts-at="${slot}"]`).click();
  await page.getByRole('button', { name: /^Book / }).click();
  await expect(page.getByRole('status')).toContainText('Your demo is booked');

  // The prospect's invitation, read by another iCalendar library than the one that wrote it.
  await expect.poll(async () => (await meetingMailsTo(email, 'Booked:')).length, withinSeconds).toBe(1);
  const invited = only(await meetingMailsTo(email, 'Booked:'));
  const invitation = invited.attachment?.invitation;
  expect(invited.attachment?.contentType).toBe('text/calendar; method=REQUEST; charset=UTF-8');
  expect(invitation).toMatchObject({ method: 'REQUEST', sequence: 0, start: slot, startIsUtc: true });
  expect(invitation?.uid).toMatch(/^[0-9a-f-]{36}@ringwise$/);
  expect(invitation?.attendees).toEqual([{ address: `mailto:${email}`, partstat: 'NEEDS-ACTION', rsvp: 'TRUE' }]);
  expect(invitation?.organizer).toBe(`mailto:${localAdmin.email}`);

  // The acknowledgement carries the same lead's personal booking link.
  const [acknowledgement] = (await emailsTo(email)).filter((mail) => mail.Subject === 'We got your demo request');
  expect((await caughtMessage(acknowledgement?.ID ?? '')).Text).toMatch(
    /Pick a time now: http\S+\/book\?lead=[0-9a-f-]{36}/,
  );

  // The staff member's copy of the same meeting.
  const hostCopy = async () =>
    (await meetingMailsTo(localAdmin.email, 'Booked:')).filter(
      (mail) => mail.attachment?.invitation.uid === invitation?.uid,
    );
  await expect.poll(async () => (await hostCopy()).length, withinSeconds).toBe(1);
  expect((await hostCopy())[0]?.attachment?.invitation).toMatchObject({ method: 'REQUEST', start: slot });

  // The lead knows: its panel shows the meeting in the staff member's zone, with whom, and who booked it.
  const staff = await extraContext(browser);
  try {
    const staffPage = await staff.context.newPage();
    await signInAsAdmin(staffPage);
    await staffPage.goto(`/admin/dashboard/${await leadIdOf(email)}`);
    const shown = staffPage.getByTestId('lead-meeting');
    await expect(shown).toContainText('Meeting booked');
    await expect(shown).toContainText(`with ${localAdmin.email.split('@')[0]}`);
    await expect(shown).toContainText('Booked by the prospect');
    // The inbox list shows it too, beside the status staff set.
    await staffPage.goto('/admin/dashboard');
    await staffPage.getByRole('searchbox', { name: 'Search' }).fill(email);
    await expect(leadRow(staffPage, email).getByTestId('lead-row-meeting')).toContainText(
      `Meeting booked · ${slotInFull(slot, 'UTC', 'en-GB')} with`,
    );
    await expect(leadRow(staffPage, email).getByRole('combobox')).toHaveValue('new');
  } finally {
    await staff.close();
  }

  // The reschedule link moves it: same UID, one more in the sequence.
  await page.goto(linkIn(invited, 'reschedule'));
  await expect(page.getByRole('heading', { level: 1, name: 'Move your demo' })).toBeVisible();
  const later = await someFreeSlot([slot]);
  await page.locator(`button[data-starts-at="${later}"]`).click();
  await page.getByRole('button', { name: /^Book / }).click();
  await expect(page.getByRole('status')).toContainText('Your demo is moved');
  await expect.poll(async () => (await meetingMailsTo(email, 'Moved:')).length, withinSeconds).toBe(1);
  const moved = only(await meetingMailsTo(email, 'Moved:'));
  expect(moved.attachment?.invitation).toMatchObject({ uid: invitation?.uid, sequence: 1, start: later });
  expect(await freeSlots()).toContain(slot);

  // The old email's cancel link stopped working with the move; the new one cancels and frees the time.
  await page.goto(linkIn(invited, 'cancel'));
  await expect(page.getByRole('alert')).toContainText('This link no longer works');
  await page.goto(linkIn(moved, 'cancel'));
  await page.getByRole('button', { name: 'Cancel the demo' }).click();
  await expect(page.getByRole('status')).toContainText('Your demo is cancelled');
  await expect.poll(async () => (await meetingMailsTo(email, 'Cancelled:')).length, withinSeconds).toBe(1);
  const [cancelled] = await meetingMailsTo(email, 'Cancelled:');
  expect(cancelled?.attachment?.invitation).toMatchObject({ method: 'CANCEL', uid: invitation?.uid, sequence: 2 });
  expect(await freeSlots()).toContain(later);
});

test('two visitors booking the same slot at once get one meeting; the other is offered the nearest free times', async ({
  page,
  browser,
}) => {
  const keys = [await leadWithKey(uniqueEmail('race-a')), await leadWithKey(uniqueEmail('race-b'))];
  const other = await extraContext(browser);
  try {
    const otherPage = await other.context.newPage();
    const pages = [page, otherPage];
    const slot = await someFreeSlot();
    await Promise.all(pages.map((each, i) => each.goto(`/book?lead=${keys[i]}`)));
    for (const each of pages) {
      await each.locator(`button[data-starts-at="${slot}"]`).click();
      await expect(each.getByRole('button', { name: /^Book / })).toBeEnabled();
    }
    await Promise.all(pages.map((each) => each.getByRole('button', { name: /^Book / }).click()));

    const booked = async (each: typeof page) => (await each.getByRole('status').textContent())?.includes('booked');
    await expect.poll(async () => (await Promise.all(pages.map(booked))).filter(Boolean).length, withinSeconds).toBe(1);
    const loser = (await booked(page)) ? otherPage : page;
    await expect(loser.getByRole('alert')).toHaveText('That time was just taken, here are the nearest free ones.');
    await expect(loser.locator(`button[data-starts-at="${slot}"]`)).toHaveCount(0);
    await expect(loser.locator('button[data-starts-at]').first()).toBeVisible();
  } finally {
    await other.close();
  }
});

test('the booking page works with the keyboard and fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const key = await leadWithKey(uniqueEmail('keyboard'));
  await page.goto(`/book?lead=${key}`);
  const first = page.locator('button[data-starts-at]').first();
  await expect(first).toBeVisible();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a visitor who only looks at the times downloads neither the details form nor the cancel page; reaching for a time brings the form', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const lateParts = /\/assets\/(booking-confirm-form|meeting-cancel-page)-/;
  await page.goto('/book');
  const first = page.locator('button[data-starts-at]').first();
  await expect(first).toBeVisible();
  await page.waitForLoadState('load');
  expect(requested.filter((url) => lateParts.test(url))).toEqual([]);

  const form = page.waitForRequest(/\/assets\/booking-confirm-form-/);
  await first.hover();
  await form;
  await first.click();
  await expect(page.getByRole('form', { name: 'Confirm your demo time' }).getByLabel('First name')).toBeVisible();
  expect(requested.filter((url) => /meeting-cancel-page-/.test(url))).toEqual([]);
});

test('while the times load the footer stays below the screen, so nothing jumps when they arrive', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const slots = held();
    await page.route('**/rest/v1/rpc/booking_slots*', async (route) => {
      await slots.released;
      await route.continue();
    });
    await page.goto('/book');
    await expect(page.getByRole('status')).toContainText('Loading free times…');
    await expect(page.getByRole('contentinfo'), `${width} px`).not.toBeInViewport();
    slots.release();
    await expect(page.locator('button[data-starts-at]').first()).toBeVisible();
    await page.unroute('**/rest/v1/rpc/booking_slots*');
  }
});

test('staff book a meeting for a prospect from the lead’s panel, and cancel it', async ({ page }) => {
  const email = uniqueEmail('staff-booked');
  await leadWithKey(email);
  await signInAsAdmin(page);
  await page.goto(`/admin/dashboard/${await leadIdOf(email)}`);
  const section = page.getByRole('region', { name: 'Meeting' });
  await expect(section).toContainText('No meeting booked.');
  await section.getByRole('button', { name: 'Book a meeting' }).click();
  const slot = await someFreeSlot();
  await section.locator(`button[data-starts-at="${slot}"]`).click();
  await expect(section.getByTestId('lead-meeting')).toContainText('Booked by staff for the prospect');
  await expect.poll(async () => (await meetingMailsTo(email, 'Booked:')).length, withinSeconds).toBe(1);
  await section.getByRole('button', { name: 'Cancel the meeting' }).click();
  await expect(section).toContainText('was cancelled');
  expect(await freeSlots()).toContain(slot);
});

test('/book arrives with its heading in the HTML in every language and is hydrated in place, with nothing logged', async ({
  page,
}) => {
  for (const [path, heading] of [
    ['/book', 'Book your demo'],
    ['/es/book', 'Reserva tu demo'],
    ['/fr/book', 'Réservez votre démo'],
    ['/de/book', 'Buchen Sie Ihre Demo'],
  ] as const) {
    expect(await servedHtml(page, path), path).toContain(`>${heading}<`);
  }
  const logged: string[] = [];
  page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => logged.push(`page error: ${error.message}`));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/start-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/book', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await heading.evaluate((element) => Object.assign(element, { servedNode: true }));
  release();
  await expect(page.locator('button[data-starts-at]').first()).toBeVisible();
  expect(await heading.evaluate((element) => 'servedNode' in element)).toBe(true);
  expect(logged).toEqual([]);
});
