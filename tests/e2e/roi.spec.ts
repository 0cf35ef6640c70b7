import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, watchCspViolations } from './support/test';

/** Serious and critical axe-core findings on the page as it is now. */
async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Calculator progress' });
const callsBox = (page: Page) => page.getByRole('textbox', { name: 'Monthly inbound calls' });
const callsSlider = (page: Page) => page.getByRole('slider', { name: 'Monthly inbound calls' });
const ahtBox = (page: Page) => page.getByRole('textbox', { name: 'Average handle time (minutes)' });
const ahtSlider = (page: Page) => page.getByRole('slider', { name: 'Average handle time (minutes)' });
const wageBox = (page: Page) => page.getByRole('textbox', { name: 'Staff hourly wage' });
const card = (page: Page, title: string) =>
  page.locator('dl > div').filter({ has: page.getByText(title, { exact: true }) });

/** 5,000 calls × 3 min at $15/hr: baseline $8,750, after automation $3,640, net $5,110 a month (worked out by hand). */
async function runToResultsWithTypingAndSliders(page: Page) {
  await page.goto('/roi');
  await callsBox(page).fill('4,950');
  await callsBox(page).blur();
  await callsSlider(page).focus();
  await page.keyboard.press('ArrowRight'); // one slider step: 4,950 → 5,000
  await expect(callsBox(page)).toHaveValue('5000');
  await ahtSlider(page).fill('3');
  await expect(ahtBox(page)).toHaveValue('3');
  await page.getByRole('button', { name: 'Continue' }).click();
  await wageBox(page).fill('15');
  await page.getByRole('button', { name: 'Calculate Savings' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your Results' })).toBeVisible();
}

async function expectFiveThousandCallFigures(page: Page) {
  await expect(page.getByTestId('yearly-savings')).toHaveText('$61,320');
  await expect(page.getByTestId('savings-percent')).toHaveText('58%');
  await expect(card(page, 'Your Current Costs').getByRole('definition').first()).toHaveText('$105,000');
  await expect(card(page, 'New Annual Cost').getByRole('definition').first()).toHaveText('$43,680');
  await expect(card(page, 'Total First Year Savings').getByRole('definition').first()).toHaveText('$61,320');
  await expect(card(page, 'Hours Freed / Month').getByRole('definition').first()).toHaveText('200 hrs');
  await expect(card(page, 'Hours Freed / Month')).toContainText('≈ 1.3 FTE');
  await expect(card(page, 'Estimated Monthly For Agent').getByRole('definition').first()).toHaveText('$1,890');
  await expect(card(page, 'Estimated Monthly For Agent')).toContainText('$450 service fee + $1,440 AI runtime');
}

test('a full run with typed and slider input shows the right figures, chart and links', async ({ page }) => {
  await page.goto('/roi');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByText('Best savings typically above 1,000 calls per month.')).toBeVisible();
  await expect(page.getByText('Higher savings with calls that take 3+ minutes to resolve.')).toBeVisible();
  await runToResultsWithTypingAndSliders(page);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  await expectFiveThousandCallFigures(page);

  // Bars: amount ÷ reference × 200 px, at least 20 / 30 / 40 px.
  const heights = await Promise.all(
    ['bar-monthly', 'bar-yearly', 'bar-threeYears'].map((id) =>
      page.getByTestId(id).evaluate((el) => el.getBoundingClientRect().height),
    ),
  );
  expect(heights[0]).toBeCloseTo((5_110 / 20_000) * 200, 1);
  expect(heights[1]).toBeCloseTo((61_320 / 250_000) * 200, 1);
  expect(heights[2]).toBeCloseTo((183_960 / 750_000) * 200, 1);
  for (const label of ['Monthly', 'Year 1', '3 Years']) {
    await expect(page.getByRole('figure').getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('figure')).toContainText('$5,110');
  await expect(page.getByRole('figure')).toContainText('$183,960');

  await expect(page.getByText(/These figures are estimates, not a quote or a guarantee/)).toBeVisible();
  const bookDemo = page.getByRole('link', { name: 'Book a Demo', exact: true });
  // The inputs go along, so the demo form can offer the estimate to the team.
  await expect(bookDemo).toHaveAttribute('href', '/?calls=5000&aht=3&wage=15#contact');
  await bookDemo.click();
  await expect(page).toHaveURL(/\/\?calls=5000&aht=3&wage=15#contact$/);
});

test("the estimate computed in this tab is offered by the demo form reached from the footer's link", async ({
  page,
}) => {
  await page.goto('/roi');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Calculate Savings' }).click();
  await expect(page.getByTestId('yearly-savings')).toHaveText('$51,091');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Book a demo' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByText('Your ROI estimate goes with this request, so our team can prepare:')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave it out' })).toBeVisible();
});

test('each step shows its progress and passes axe-core', async ({ page }) => {
  await page.goto('/roi');
  await expect(page.getByText('33%', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '66');
  await expect(page.getByText('66%', { exact: true })).toBeVisible();
  await expect(page.getByText(/handles 80% of routine calls end-to-end/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Calculate Savings' }).click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
  // The defaults, 2,000 calls × 4 min at $22/hr, by hand: baseline $6,844.44, after $2,586.89, net $4,257.56 a month.
  await expect(page.getByTestId('yearly-savings')).toHaveText('$51,091');
  await expect(page.getByTestId('savings-percent')).toHaveText('62%');
  await expectNoSeriousA11yViolations(page);
});

test('blur clamps each field into its range and says why', async ({ page }) => {
  await page.goto('/roi');
  await callsBox(page).fill('50000');
  await expect(callsBox(page)).toHaveValue('50000');
  await callsBox(page).blur();
  await expect(callsBox(page)).toHaveValue('20000');
  await expect(page.getByText('The maximum is 20,000 calls, so we used that.')).toBeVisible();

  await callsBox(page).fill('lots');
  await expect(callsBox(page)).toHaveValue('lots');
  await expect(callsSlider(page)).toHaveValue('1000'); // non-numeric reads as 0 while typing; the slider stops at its minimum
  await callsBox(page).blur();
  await expect(callsBox(page)).toHaveValue('1000');
  await expect(page.getByText('That is not a number, so we used the minimum, 1,000 calls.')).toBeVisible();

  await ahtBox(page).fill('1.5');
  await ahtBox(page).blur();
  await expect(ahtBox(page)).toHaveValue('2');
  await expect(ahtSlider(page)).toHaveValue('2');
  await expect(page.getByText('The minimum is 2 minutes, so we used that.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  await wageBox(page).fill('500');
  await wageBox(page).press('Enter'); // submits without a blur: the draft is still clamped
  await expect(page.getByTestId('no-savings').or(page.getByTestId('yearly-savings'))).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(wageBox(page)).toHaveValue('120');
});

test('Back and Continue keep every input', async ({ page }) => {
  await runToResultsWithTypingAndSliders(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '66');
  await expect(wageBox(page)).toHaveValue('15');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '33');
  await expect(callsBox(page)).toHaveValue('5000');
  await expect(callsSlider(page)).toHaveValue('5000');
  await expect(ahtBox(page)).toHaveValue('3');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(wageBox(page)).toHaveValue('15');
  await page.getByRole('button', { name: 'Calculate Savings' }).click();
  await expectFiveThousandCallFigures(page);
});

test('a shared URL reproduces the results, and a reload keeps them', async ({ page, browser }) => {
  await runToResultsWithTypingAndSliders(page);
  await expect(page).toHaveURL(/step=results/);
  const shared = page.url();
  expect(new URL(shared).searchParams.get('calls')).toBe('5000');

  const other = await browser.newContext();
  const otherViolations = await watchCspViolations(other);
  const visitor = await other.newPage();
  await visitor.goto(shared);
  await expectFiveThousandCallFigures(visitor);
  await expect(
    visitor.getByText('For 5,000 calls a month at 3 minutes each and $15 / hr, with the assumptions below.'),
  ).toBeVisible();
  await other.close();
  expect(otherViolations).toEqual([]);

  await page.reload();
  await expectFiveThousandCallFigures(page);
});

test("the browser's Back button steps back through the wizard", async ({ page }) => {
  await runToResultsWithTypingAndSliders(page);
  await page.goBack();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '66');
  await expect(wageBox(page)).toHaveValue('15');
  await page.goBack();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '33');
  await expect(callsBox(page)).toHaveValue('5000');
  await page.goForward();
  await page.goForward();
  await expectFiveThousandCallFigures(page);
});

test('the top bar ROI link starts the open calculator again, and Back and Forward move between the two runs', async ({
  page,
}) => {
  await runToResultsWithTypingAndSliders(page);
  const startedAt = await page.evaluate(() => performance.timeOrigin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ROI Calculator' }).click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '33');
  await expect(callsBox(page)).toHaveValue('2000');
  await expect(ahtBox(page)).toHaveValue('4');
  await page.goBack();
  await expectFiveThousandCallFigures(page);
  await page.goForward();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '33');
  await expect(callsBox(page)).toHaveValue('2000');
  // The calculator followed the address bar: the page itself was never loaded again.
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(startedAt);
});

test('Download Results opens a printable page with the same figures and prints it once', async ({ page, context }) => {
  await context.addInitScript(() => {
    const printed = window as unknown as { printCalls: number };
    printed.printCalls = 0;
    window.print = () => {
      printed.printCalls += 1;
    };
  });
  await runToResultsWithTypingAndSliders(page);
  const [report] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /Download Results/ }).click(),
  ]);
  await expect(report).toHaveURL(/\/roi\/report\?/);
  await expect(report.getByRole('heading', { level: 1, name: 'ROI Report' })).toBeVisible();
  await expect.poll(() => report.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

  await expect(report.getByTestId('report-yearly-savings')).toHaveText('$61,320');
  const figure = (label: string) =>
    report.locator('dl > div').filter({ has: report.getByText(label, { exact: true }) });
  await expect(figure('Monthly inbound calls')).toContainText('5,000');
  await expect(figure('Average handle time (minutes)')).toContainText('3');
  await expect(figure('Staff hourly wage')).toContainText('$15 / hr');
  await expect(figure('Your Current Costs')).toContainText('$105,000');
  await expect(figure('New Annual Cost')).toContainText('$43,680');
  await expect(figure('Total First Year Savings')).toContainText('$61,320');
  await expect(figure('Savings over 3 Years')).toContainText('$183,960');
  await expect(figure('Hours Freed / Month')).toContainText('200 hrs');
  await expect(figure('Estimated Monthly For Agent')).toContainText('$1,890');
  const row = (label: string) => report.getByRole('row', { name: label });
  await expect(row('Staff cost today')).toContainText('$8,750');
  await expect(row('AI runtime')).toContainText('$1,440');
  await expect(row('Cost with the AI agent')).toContainText('$3,640');
  await expect(row('Net savings')).toContainText('$5,110');
  await expect(
    report.getByText(/AI agent handles 80% of call minutes end to end, at \$0\.12 per AI minute/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(report);

  await report.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => report.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(2);
  await report.emulateMedia({ media: 'print' });
  await expect(report.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(report.getByRole('navigation', { name: 'Main' })).toBeHidden();
});

test('the report shows fractional inputs as entered, not rounded', async ({ page, context }) => {
  await context.addInitScript(() => {
    window.print = () => {};
  });
  // 1,500 calls × 5.25 min at $18.50/hr, by hand: baseline $5,665.63, after $2,339.13, net $3,326.50 a month.
  await page.goto('/roi/report?calls=1500&aht=5.25&wage=18.5');
  const figure = (label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(figure('Monthly inbound calls')).toContainText('1,500 calls');
  await expect(figure('Average handle time (minutes)')).toContainText('5.25 minutes');
  await expect(figure('Staff hourly wage')).toContainText('$18.50 / hr');
  await expect(page.getByTestId('report-yearly-savings')).toHaveText('$39,918');
});

test('when the agent would not save money the page says so plainly, with no chart', async ({ page }) => {
  await page.goto('/roi?step=results&calls=1000&aht=2&wage=8');
  await expect(page.getByTestId('no-savings')).toHaveText(
    'At these numbers an AI agent would not save you money: it would cost $1,731 a year more than your current call handling.',
  );
  await expect(page.getByTestId('yearly-savings')).toHaveCount(0);
  await expect(page.getByRole('figure')).toHaveCount(0);
  await expect(card(page, 'Total First Year Savings').getByRole('definition').first()).toHaveText('$0');
  await expectNoSeriousA11yViolations(page);
});

test('small savings still draw each bar at its minimum height', async ({ page }) => {
  // 1,000 calls × 2 min at $12/hr: net $104.67 a month, far below every bar's reference amount.
  await page.goto('/roi?step=results&calls=1000&aht=2&wage=12');
  await expect(page.getByTestId('yearly-savings')).toHaveText('$1,256');
  const heightOf = (id: string) => page.getByTestId(id).evaluate((el) => el.getBoundingClientRect().height);
  expect(await heightOf('bar-monthly')).toBe(20);
  expect(await heightOf('bar-yearly')).toBe(30);
  expect(await heightOf('bar-threeYears')).toBe(40);
});

test('the largest figures fit a phone screen without scrolling sideways', async ({ page, context }) => {
  await context.addInitScript(() => {
    window.print = () => {};
  });
  await page.setViewportSize({ width: 375, height: 740 });
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  // Every input at its maximum: $26,183,400 a year, $78,550,200 over three years.
  await page.goto('/roi?step=results&calls=20000&aht=30&wage=120');
  await expect(page.getByTestId('yearly-savings')).toHaveText('$26,183,400');
  expect(await overflow()).toBe(0);
  await page.goto('/roi/report?calls=20000&aht=30&wage=120');
  await expect(page.getByTestId('report-yearly-savings')).toHaveText('$26,183,400');
  expect(await overflow()).toBe(0);
});

test('the header links back home, and the top bar reads ROI on small screens', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/roi');
  await expect(callsBox(page)).toBeEditable();
  const topBarLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ROI', exact: true });
  await expect(topBarLink).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a held-down slider key ends on the right value, in the box and in the URL', async ({ page }) => {
  await page.goto('/roi');
  // The slider answers keys once the app has taken the page over, as the box does when it turns editable.
  await expect(callsBox(page)).toBeEditable();
  await callsSlider(page).focus();
  for (let press = 0; press < 20; press += 1) await page.keyboard.press('ArrowRight', { delay: 0 });
  await expect(callsBox(page)).toHaveValue('3000');
  await expect(page).toHaveURL(/calls=3000/);
  await expect(callsSlider(page)).toHaveValue('3000');
});
