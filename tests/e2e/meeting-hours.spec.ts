import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { uniqueEmail } from './support/demo-form';
import { freeSlots, leadWithKey } from './support/meeting-mail';
import { expect, test } from './support/test';

// The fetch runs on the stand-in as soon as an address is saved; a loaded machine gets some slack.
const withinSeconds = { timeout: 20_000 };

const icalTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const plusMinutes = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** A work calendar as Google publishes it: one busy event, and one marked free (TRANSP:TRANSPARENT). */
const calendarFeed = (busy: string, free: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ringwise tests//Work calendar//EN',
    'BEGIN:VEVENT',
    'UID:busy@tests',
    'DTSTAMP:20261101T000000Z',
    `DTSTART:${icalTime(busy)}`,
    `DTEND:${icalTime(plusMinutes(busy, 30))}`,
    'SUMMARY:Dentist',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:free@tests',
    'DTSTAMP:20261101T000000Z',
    `DTSTART:${icalTime(free)}`,
    `DTEND:${icalTime(plusMinutes(free, 30))}`,
    'TRANSP:TRANSPARENT',
    'SUMMARY:Reminder',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** Serves `body` as a calendar on a loopback port, counting the requests. */
async function serveCalendar(
  body: string,
): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  let requests = 0;
  const server: Server = createServer((_request, response) => {
    requests++;
    response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/calendar/secret-token/basic.ics`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Saves the calendar address on the open Meeting hours screen (empty unlinks it). */
async function saveCalendarAddress(page: Page, address: string) {
  const hours = page.getByRole('region', { name: 'Your meeting hours' });
  await hours.getByLabel('Calendar address (secret iCal)').fill(address);
  await hours.getByRole('button', { name: 'Save' }).click();
  await expect(hours.getByRole('status')).toHaveText('Saved.');
}

test("a busy event in the staff member's iCal feed (served locally) hides its slot on /book", async ({ page }) => {
  // Two neighbouring later slots of the local admin, which other tests are unlikely to book meanwhile.
  const slots = await freeSlots();
  const at = Math.floor(slots.length / 2) + Math.floor(Math.random() * (slots.length / 3));
  const busy = slots[at] ?? '';
  const free = slots[at + 1] ?? '';
  expect(Date.parse(free) - Date.parse(busy)).toBe(30 * 60_000);
  const calendar = await serveCalendar(calendarFeed(busy, free));
  try {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Meeting hours' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meeting hours' })).toBeVisible();
    await saveCalendarAddress(page, calendar.url);

    // The server fetched the feed on its own, at once; the screen looks again and says so without a reload.
    await expect(page.getByTestId('calendar-status')).toContainText('Last fetched', withinSeconds);
    expect(calendar.requests()).toBeGreaterThan(0);

    const key = await leadWithKey(uniqueEmail('feed-busy'));
    await page.goto(`/book?lead=${key}`);
    await expect(page.locator(`button[data-starts-at="${free}"]`)).toBeVisible();
    await expect(page.locator(`button[data-starts-at="${busy}"]`)).toHaveCount(0);

    // The screen counts what the feed holds: the event marked free is not busy.
    await page.goto('/admin/meeting-hours');
    await expect(page.getByTestId('calendar-status')).toContainText('1 busy time hides your slots');
  } finally {
    await page.goto('/admin/meeting-hours');
    await saveCalendarAddress(page, '');
    await calendar.close();
  }
  expect(await freeSlots()).toContain(busy);
});

test('the Meeting hours screen says what is wrong before saving, works with the keyboard, fits a 390 px screen and passes axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto('/admin/meeting-hours');
  const hours = page.getByRole('region', { name: 'Your meeting hours' });
  // The local admin's hours until they change them: Monday to Friday, 09:00–17:00 UTC.
  await expect(hours.getByLabel('Monday from', { exact: true })).toHaveValue('09:00');
  await expect(hours.getByLabel('Friday until', { exact: true })).toHaveValue('17:00');
  await expect(hours.getByLabel('Time zone')).toHaveValue('UTC');

  // A second range over the first, with the keyboard: Save names the problem and sends nothing.
  await hours.getByRole('button', { name: 'Add hours on Monday' }).focus();
  await page.keyboard.press('Enter');
  await expect(hours.getByLabel('Monday from (2)')).toHaveValue('09:00');
  await hours.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(hours.getByRole('alert')).toHaveText('Some fields need a look before saving.');
  await expect(hours.getByText('This overlaps other hours on the same day.').first()).toBeVisible();
  await hours.getByRole('button', { name: 'Remove Monday 09:00–17:00' }).last().focus();
  await page.keyboard.press('Enter');
  await expect(hours.getByLabel('Monday from (2)')).toHaveCount(0);
  await expect(hours.getByRole('alert')).toHaveCount(0);

  await hours.getByLabel('Calendar address (secret iCal)').fill('calendar.example/basic.ics');
  await hours.getByRole('button', { name: 'Save' }).click();
  await expect(hours.getByText("Enter your calendar's secret iCal address, starting with https://.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await hours.getByLabel('Calendar address (secret iCal)').fill('');

  // The team's settings, an admin's: the defaults, a value out of bounds named, then saved as they were.
  const settings = page.getByRole('region', { name: 'Meeting settings (the whole team)' });
  await expect(settings.getByLabel('Meeting length (minutes)')).toHaveValue('30');
  await expect(settings.getByLabel('Minimum notice (hours)')).toHaveValue('2');
  await expect(settings.getByLabel('How far ahead one can book (days)')).toHaveValue('14');
  await settings.getByLabel('How far ahead one can book (days)').fill('91');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('Enter how far ahead from 1 to 90 days.')).toBeVisible();
  await settings.getByLabel('How far ahead one can book (days)').fill('14');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByRole('status')).toHaveText('Saved.');

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
