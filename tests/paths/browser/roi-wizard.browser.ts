import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { BrowserFlow } from './browser-flow';
import { typingWithoutBlur } from './uncommitted-typing';

// The ROI calculator's step titles and buttons, word for word; the field labels are the page's own.
const steps: Record<string, { number: number; title: string; param: string }> = {
  callVolume: { number: 1, title: 'Call Volume', param: 'volume' },
  costAssumptions: { number: 2, title: 'Cost Assumptions', param: 'costs' },
  results: { number: 3, title: 'Your Results', param: 'results' },
};
const labels: Record<string, string> = {
  calls: 'Monthly inbound calls',
  aht: 'Average handle time (minutes)',
  wage: 'Staff hourly wage',
};
const fieldsOn: Record<string, string[]> = { callVolume: ['calls', 'aht'], costAssumptions: ['wage'], results: [] };
const showEvents: Record<string, string> = {
  'wizard.showVolume': 'volume',
  'wizard.showCosts': 'costs',
  'wizard.showResults': 'results',
};

const payload = (event: EventObject) => event as Record<string, unknown> & EventObject;
const stepOf = (state: AnyMachineSnapshot) => Object.keys(steps).find((step) => state.matches(step)) ?? '?';

/** The public ROI wizard: typing, sliding, Continue / Back, and opening a link (a shared URL, the browser's Back). */
export const roiWizardBrowser: BrowserFlow = {
  url: '/roi',
  cannotDo: (path) =>
    typingWithoutBlur(path, {
      type: 'field.type',
      blur: 'field.commit',
      slide: 'field.slide',
      commits: ['wizard.next', 'wizard.back', ...Object.keys(showEvents)],
      onScreen: (state) => fieldsOn[stepOf(state)] ?? [],
    }),
  async open(page: Page) {
    const box = (field: unknown) => page.getByRole('textbox', { name: labels[String(field)] ?? '?', exact: true });
    return {
      // The prerendered step's boxes are read-only until the app runs.
      ready: () => expect(page.getByRole('textbox').first()).toBeEditable({ timeout: 15_000 }),
      async act(event, before) {
        const { field } = payload(event);
        if (event.type === 'field.type') {
          await box(field).fill(String(payload(event)['text']));
        } else if (event.type === 'field.commit') {
          await box(field).focus();
          await box(field).blur();
        } else if (event.type === 'field.slide') {
          await page
            .getByRole('slider', { name: `${labels[String(field)]} slider` })
            .fill(String(payload(event)['value']));
        } else if (event.type === 'wizard.next') {
          const next = before.matches('callVolume') ? 'Continue' : 'Calculate Savings';
          await page.getByRole('button', { name: next }).click();
        } else if (event.type === 'wizard.back') {
          await page.getByRole('button', { name: 'Back', exact: true }).click();
        } else if (showEvents[event.type]) {
          const inputs = payload(event)['inputs'] as Record<string, number>;
          const search = new URLSearchParams({ step: showEvents[event.type] ?? '', ...mapValues(inputs, String) });
          await page.goto(`/roi?${search}`);
        } else {
          throw new Error(`the ROI page has no gesture for ${event.type}`);
        }
      },
      async expectScreen(state: AnyMachineSnapshot) {
        const step = steps[stepOf(state)];
        if (!step) throw new Error(`no step for ${JSON.stringify(state.value)}`);
        await expect(page.getByText(`Step ${step.number} of 3: ${step.title}`)).toBeVisible();
        await expect(page.getByRole('heading', { level: 2 })).toHaveText(step.title);
        const { drafts, inputs } = state.context as {
          drafts: Record<string, string | null>;
          inputs: Record<string, number>;
        };
        for (const field of fieldsOn[stepOf(state)] ?? []) {
          await expect(box(field)).toHaveValue(drafts[field] ?? String(inputs[field]));
        }
        await expect(page).toHaveURL(new RegExp(`step=${step.param}`));
      },
    };
  },
};

const mapValues = (record: Record<string, number>, map: (value: number) => string) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
