import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { DemoRequestRateLimitedError } from '../../../machines/demo-form/demo-form.machine';
import type { BrowserFlow } from './browser-flow';
import { holdRequests } from './held-requests';

// What the visitor reads, word for word (docs/landing-page.md), never from src/content: a changed
// message on the page must fail the replay.
const screenText = {
  send: 'Request Demo',
  sending: 'Sending...',
  sent: 'Sent!',
  thanks: "Thank you! We'll get back to you within 10 minutes.",
  failed: 'Something went wrong. Please try again.',
  rateLimited: 'Too many requests. Please try again in a few minutes.',
};

const labels: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  business: 'Tell us about your business',
};

const field = (event: EventObject, name: string): unknown => (event as Record<string, unknown>)[name];

/** The landing page's demo form: people type and click; the stand-in's answer is held until the path decides it. */
export const demoFormBrowser: BrowserFlow = {
  url: '/#contact',
  async open(page: Page) {
    const requests = await holdRequests(page, '**/rest/v1/contact_submissions*');
    const form = page.getByRole('form', { name: 'Demo request' });
    return {
      // The form's button is enabled once the landing page's app runs.
      ready: () => expect(form.getByRole('button', { name: screenText.send })).toBeEnabled({ timeout: 15_000 }),
      async act(event) {
        const { type } = event;
        if (type === 'form.change') {
          await form
            .getByLabel(labels[String(field(event, 'field'))] ?? '?', { exact: true })
            .fill(String(field(event, 'value')));
        } else if (type === 'form.focus') {
          await form.getByLabel(labels['firstName'] ?? '?').focus();
        } else if (type === 'form.submit') {
          await form.getByRole('button', { name: screenText.send }).click();
        } else if (type === 'xstate.done.actor.submitDemoRequest') {
          await requests.release();
        } else if (type === 'xstate.error.actor.submitDemoRequest') {
          const refused = field(event, 'error') instanceof DemoRequestRateLimitedError;
          await requests.answer(refused ? 429 : 500, {
            code: refused ? 'PGRST429' : 'XX000',
            message: 'replayed failure',
          });
        } else {
          throw new Error(`the demo form's page has no gesture for ${type}`);
        }
      },
      async expectScreen(state: AnyMachineSnapshot) {
        const values = state.context.values as Record<string, string>;
        for (const [name, label] of Object.entries(labels)) {
          await expect(form.getByLabel(label, { exact: true }), `${label} shows what was typed`).toHaveValue(
            values[name] ?? '',
          );
        }
        const status = form.getByRole('status');
        const alert = form.getByRole('alert');
        if (state.matches('submitting')) {
          await expect(form.getByRole('button', { name: screenText.sending })).toBeDisabled();
        } else if (state.matches('success')) {
          await expect(form.getByRole('button', { name: screenText.sent })).toBeDisabled();
          await expect(status).toHaveText(screenText.thanks);
        } else {
          await expect(form.getByRole('button', { name: screenText.send })).toBeEnabled();
          await expect(status).toHaveText('');
          const failure = state.matches('failure') ? state.context.failure : null;
          await expect(alert).toHaveText(
            failure === 'rateLimited' ? screenText.rateLimited : failure === 'unavailable' ? screenText.failed : '',
          );
        }
      },
    };
  },
};
