import { expect, type Page, type Route } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { BrowserFlow } from './browser-flow';
import { localAdmin } from '../../e2e/support/admin';
import { totpCode } from '../../support/totp-code';
import type { MachinePath } from '../../support/machine-paths';
import { holdRequests } from './held-requests';

// The login page's words ('Sign In', 'Signing in...'); the error is the auth server's own message, else 'Invalid email
// or password'.
const screenText = {
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  dashboard: 'Dashboard',
  failed: 'Invalid email or password',
  verify: 'Verify',
  verifying: 'Verifying...',
  code: 'Code',
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

/**
 * The local admin has an authenticator, so after the password the page asks for a code: a path where the password
 * leads anywhere else (no second step, enrolling) is the model's only.
 */
function cannotDo(path: MachinePath): string | undefined {
  const otherStep = path.steps.some(
    ({ event }) =>
      event.type === 'xstate.done.actor.signIn' &&
      (event as unknown as { output: { next: string } }).output.next !== 'code',
  );
  return otherStep ? 'the local admin has an authenticator, so the password always leads to the code' : undefined;
}

/**
 * The admin sign-in page: the stand-in's answers to the password grant and to the code are held until the path
 * decides them. A code the path lets through is replaced by the authenticator's code of the moment, which the
 * path's digits cannot be.
 */
export const loginBrowser: BrowserFlow = {
  url: '/admin/login',
  cannotDo,
  async open(page: Page) {
    const requests = await holdRequests(page, '**/auth/v1/token?grant_type=password');
    const verifications: Route[] = [];
    await page.route('**/auth/v1/factors/*/verify', (route) => {
      verifications.push(route);
    });
    const nextVerification = async () => {
      await expect.poll(() => verifications.length).toBeGreaterThan(0);
      const route = verifications.shift();
      if (!route) throw new Error('no code was sent');
      return route;
    };
    return {
      async act(event) {
        if (event.type === 'code.change') {
          await page.getByLabel(screenText.code, { exact: true }).fill(field(event, 'value'));
          return;
        }
        if (event.type === 'form.submit' && (await page.getByLabel(screenText.code, { exact: true }).count()) > 0) {
          await page.getByRole('button', { name: screenText.verify }).click();
          return;
        }
        if (event.type === 'xstate.done.actor.verifyCode') {
          const route = await nextVerification();
          const body = route.request().postDataJSON() as Record<string, unknown>;
          await route.continue({ postData: JSON.stringify({ ...body, code: totpCode(localAdmin.totpSecret) }) });
          return;
        }
        if (event.type === 'xstate.error.actor.verifyCode') {
          const { message } = (event as unknown as { error: Error }).error;
          await (
            await nextVerification()
          ).fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({ code: 422, error_code: 'mfa_verification_failed', msg: message }),
          });
          return;
        }
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
        const { credentials, failure, code } = state.context as {
          credentials: Record<string, string>;
          failure: { reason: string | null } | null;
          code: string;
        };
        if (state.matches('code') || state.matches('verifying')) {
          await expect(page.getByLabel(screenText.code, { exact: true })).toHaveValue(code);
          if (state.matches('verifying')) {
            await expect(page.getByRole('button', { name: screenText.verifying })).toBeDisabled();
          } else {
            await expect(page.getByRole('button', { name: screenText.verify })).toBeEnabled();
            if (failure === null) await expect(page.getByRole('alert')).toHaveCount(0);
            else await expect(page.getByRole('alert')).toHaveText(failure.reason ?? '');
          }
          return;
        }
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
