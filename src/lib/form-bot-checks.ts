// What the database's spam checks read from a visitor's form (the demo form, /book's details): a hidden field only
// bots fill, and the time taken to fill the form. A module of its own, so both pages share it without the demo
// form's sending code.

/** The form's name for its honeypot field: no autofill or password manager knows it. */
export const honeypotFieldName = 'contact_me_by_fax_only';

/** What a bot typed into a form's hidden field ('' from a person). */
export function honeypotValue(form: HTMLFormElement): string {
  const honeypot = form.elements.namedItem(honeypotFieldName);
  return honeypot instanceof HTMLInputElement ? honeypot.value : '';
}

/** The clock the form's fill time is measured on (Playwright's clock drives it in the e2e tests). */
export const formClock = () => performance.now();
