import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { BrowserFlow } from './browser-flow';
import { signInAsLocalAdmin } from './sign-in';
import { typingWithoutBlur } from './uncommitted-typing';

// The raw pricing calculator's labels, and the figures its results must show (docs/roi-calculator.md).
const labels: Record<string, string> = { calls: 'Monthly calls', aht: 'Average handle time (AHT)' };
const aiShare = 0.8;
const runtimePerMinute = 0.12;
const platformFee = 0;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

const field = (event: EventObject, name: string): string => String((event as Record<string, unknown>)[name]);

/** The staff's raw pricing calculator, behind the admin sign-in, which `open` does as the admin would. */
export const rawPricingBrowser: BrowserFlow = {
  url: '/admin/raw-pricing',
  cannotDo: (path) =>
    typingWithoutBlur(path, {
      type: 'field.change',
      blur: 'field.blur',
      commits: ['pricing.calculate', 'pricing.back'],
    }),
  async open(page: Page) {
    await signInAsLocalAdmin(page);
    const box = (name: string) => page.getByRole('textbox', { name: labels[name] ?? '?', exact: true });
    return {
      async act(event) {
        if (event.type === 'field.change') {
          await box(field(event, 'field')).fill(field(event, 'value'));
        } else if (event.type === 'field.blur') {
          await box(field(event, 'field')).focus();
          await box(field(event, 'field')).blur();
        } else if (event.type === 'pricing.calculate') {
          await page.getByRole('button', { name: 'Calculate' }).click();
        } else if (event.type === 'pricing.back') {
          await page.getByRole('button', { name: 'Back' }).click();
        } else {
          throw new Error(`the raw pricing page has no gesture for ${event.type}`);
        }
      },
      async expectScreen(state: AnyMachineSnapshot) {
        const context = state.context as Record<string, string>;
        if (state.matches('results')) {
          await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
          const minutes = Number(context['calls']) * Number(context['aht']) * aiShare;
          await expect(page.getByTestId('monthly-total')).toHaveText(
            usd.format(minutes * runtimePerMinute + platformFee),
          );
          return;
        }
        await expect(page.getByRole('heading', { name: 'Results' })).toHaveCount(0);
        for (const name of Object.keys(labels)) await expect(box(name)).toHaveValue(context[name] ?? '');
      },
    };
  },
};
