import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { BrowserFlow } from './browser-flow';
import { holdRequests } from './held-requests';

// The login page's words ('Sign In', 'Signing in...'); the error is the auth server's own message, else 'Invalid email
// or password'.
const screenText = {
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  dashboard: 'Dashboard',
  failed: 'Invalid email or password',
};
const labels: Record<string, string> = { email: 'Email', password: 'Password' };

const field = (event: EventObject, name: string): string => String((event as Record<string, unknown>)[name]);

/**
 * What a box shows of what was typed. An <input type="email"> drops newlines and surrounding spaces from its value
 * (HTML's value sanitization), so a person who types ' admin@example.com ' sees, and the form holds,
 * 'admin@example.com': the replay types the path's text as it is and expects the box to show it sanitized. The
 * machine trims the email before signing in either way, and spaces alone are no email on both sides.
 */
const shown = (name: string, typed: string): string =>
  name === 'email' ? typed.replace(/[\r\n]/g, '').replace(/^[\t\f ]+|[\t\f ]+$/g, '') : typed;

/** The admin sign-in page: the stand-in's answer to the password grant is held until the path decides it. */
export const loginBrowser: BrowserFlow = {
  url: '/admin/login',
  async open(page: Page) {
    const requests = await holdRequests(page, '**/auth/v1/token?grant_type=password');
    return {
      async act(event) {
        if (event.type === 'field.change') {
          await page.getByLabel(labels[field(event, 'field')] ?? '?', { exact: true }).fill(field(event, 'value'));
        } else if (event.type === 'form.submit') {
          await page.getByRole('button', { name: screenText.signIn }).click();
        } else if (event.type === 'xstate.done.actor.signIn') {
          await requests.release();
        } else if (event.type === 'xstate.error.actor.signIn') {
          const { message } = (event as unknown as { error: Error }).error;
          await requests.answer(400, { code: 400, error_code: 'invalid_credentials', msg: message });
        } else {
          throw new Error(`the login page has no gesture for ${event.type}`);
        }
      },
      async expectScreen(state: AnyMachineSnapshot) {
        if (state.matches('signedIn')) {
          await expect(page.getByRole('heading', { level: 1, name: screenText.dashboard })).toBeVisible();
          await expect(page).toHaveURL(/\/admin\/dashboard$/);
          return;
        }
        const { credentials, failure } = state.context as {
          credentials: Record<string, string>;
          failure: { reason: string | null } | null;
        };
        for (const [name, label] of Object.entries(labels)) {
          await expect(page.getByLabel(label, { exact: true })).toHaveValue(shown(name, credentials[name] ?? ''));
        }
        if (state.matches('submitting')) {
          await expect(page.getByRole('button', { name: screenText.signingIn })).toBeDisabled();
        } else {
          await expect(page.getByRole('button', { name: screenText.signIn })).toBeEnabled();
          if (failure === null) await expect(page.getByRole('alert')).toHaveCount(0);
          else await expect(page.getByRole('alert')).toHaveText(failure.reason ?? screenText.failed);
        }
      },
    };
  },
};
