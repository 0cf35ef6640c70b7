import type { Browser } from '@playwright/test';
import type { EventObject } from 'xstate';
import { plan as demoFormPlan } from '../machines/demo-form.plan';
import { plan as inboxPlan } from '../machines/inbox.plan';
import { plan as inboxFiguresPlan } from '../machines/inbox-figures.plan';
import { plan as leadExportPlan } from '../machines/lead-export.plan';
import { plan as leadPanelPlan } from '../machines/lead-panel.plan';
import { plan as loginPlan } from '../machines/login.plan';
import { plan as rawPricingPlan } from '../machines/raw-pricing.plan';
import { plan as roiWizardPlan } from '../machines/roi-wizard.plan';
import { plan as voicePagePlan } from '../machines/voice-page.plan';
import type { MachinePathPlan } from '../support/machine-paths';
import { browserFlows } from '../paths/browser/browser-flows';
import { replayInBrowser } from '../paths/browser/replay-in-browser';
import { namedPaths, type NamedPath } from '../paths/named-paths';
import { e2eApiUrl } from './support/e2e-env';
import { extraContext } from './support/extra-context';
import { privateStandInPerTest } from './support/private-stand-in';
import { expect, test } from './support/test';
import { fakeMicrophoneLaunchOptions } from './support/voice-browser';

// Keeps `npm run paths -- replay NAME --browser` working for every flow with a screen: one path each, chosen for
// what it walks through, replayed through the real page exactly as the command does it.
test.use({ launchOptions: fakeMicrophoneLaunchOptions() });

const has = (named: NamedPath, ...types: string[]) =>
  types.every((type) => named.path.steps.some(({ event }) => event.type === type));
const typed = (named: NamedPath, test: (event: EventObject & Record<string, unknown>) => boolean) =>
  named.path.steps.some(({ event }) => test(event as EventObject & Record<string, unknown>));

/** The first path of the flow a person can walk that `wanted` picks. */
function pathOf(flow: string, plan: MachinePathPlan, wanted: (named: NamedPath) => boolean) {
  const screen = browserFlows[flow];
  return namedPaths({ flow, plan }).find((named) => screen?.cannotDo?.(named.path) === undefined && wanted(named));
}

const replays = [
  {
    title: 'demo form: typed, sent, thanked, cleared 3000 ms later',
    named: pathOf('demo-form', demoFormPlan, (named) => typed(named, ({ type }) => type.startsWith('xstate.after.'))),
  },
  {
    title: 'login: an email typed with spaces around it, then a code, signs in and opens the dashboard',
    named: pathOf(
      'login',
      loginPlan,
      (named) =>
        has(named, 'xstate.done.actor.signIn', 'xstate.done.actor.verifyCode') &&
        typed(named, ({ field, value }) => field === 'email' && typeof value === 'string' && value !== value.trim()),
    ),
  },
  {
    title: 'raw pricing: typed figures are calculated into the monthly total',
    named: pathOf('raw-pricing', rawPricingPlan, (named) => has(named, 'field.change', 'pricing.calculate')),
  },
  {
    title: 'ROI wizard: a typed figure is committed and the wizard moves on a step',
    named: pathOf('roi-wizard', roiWizardPlan, (named) => has(named, 'field.type', 'field.commit', 'wizard.next')),
  },
  {
    title: 'voice page: the start animation runs on the clock and End stops the offline call',
    named: pathOf(
      'voice-page',
      voicePagePlan,
      (named) =>
        has(named, 'conversation.start', 'conversation.end') &&
        typed(named, ({ type }) => type.startsWith('xstate.after.untilIgniting')),
    ),
  },
  {
    title: 'lead export: Export CSV downloads the file the path names',
    named: pathOf('lead-export', leadExportPlan, (named) => has(named, 'xstate.done.actor.exportLeads')),
  },
];

for (const { title, named } of replays) {
  test(`a ${title}`, async ({ page }) => {
    expect(named, 'a walkable path of the kind').toBeDefined();
    if (!named) return;
    const lines: string[] = [];
    const passed = await replayInBrowser(page, named, (line) => lines.push(line), { apiUrl: e2eApiUrl });
    expect(passed, lines.join('\n')).toBe(true);
  });
}

test.describe('inbox', () => {
  // A lead arrives by a real insert, another admin's change is a real update: on a stand-in of their own, so no
  // other spec's rows reach the page. A test's paths share it (one start), each in a browser context of its own (the
  // page's clock is the context's).
  const api = privateStandInPerTest();

  async function replayEach(browser: Browser, baseURL: string | undefined, paths: Array<NamedPath | undefined>) {
    for (const named of paths) {
      expect(named, 'a walkable path of the kind').toBeDefined();
      if (!named) return;
      const { context, close } = await extraContext(browser, { baseURL });
      const page = await context.newPage();
      await api.route(page);
      const lines: string[] = [];
      const passed = await replayInBrowser(page, named, (line) => lines.push(line), {
        apiUrl: e2eApiUrl,
        standInUrl: api.current().url,
      });
      await close();
      expect(passed, `${named.name}\n${lines.join('\n')}`).toBe(true);
    }
  }

  test('inbox paths: a lead arrives live by a real insert; on a later page the connection drops, says so, comes back and that page is fetched again', async ({
    browser,
  }, testInfo) => {
    await replayEach(browser, testInfo.project.use.baseURL, [
      pathOf('inbox', inboxPlan, (named) => has(named, 'lead.inserted')),
      pathOf(
        'inbox',
        inboxPlan,
        (named) =>
          has(named, 'live.reconnected') &&
          typed(named, (event) => event.type === 'view.change' && (event['change'] as { page?: number }).page === 1),
      ),
    ]);
  });

  test("lead panel and figures paths: a change refused while another admin's change arrives rolls back to the server's row and says why; figures reload on a reconnection and 250 ms after a burst of live arrivals", async ({
    browser,
  }, testInfo) => {
    await replayEach(browser, testInfo.project.use.baseURL, [
      pathOf('lead-panel', leadPanelPlan, (named) =>
        has(named, 'xstate.error.actor.saveLead', 'lead.updated', 'xstate.done.actor.loadHistory'),
      ),
      pathOf(
        'inbox-figures',
        inboxFiguresPlan,
        (named) =>
          has(named, 'xstate.error.actor.loadFigures', 'lead.inserted', 'live.reconnected') &&
          typed(named, ({ type }) => type.startsWith('xstate.after.settle')),
      ),
    ]);
  });
});
