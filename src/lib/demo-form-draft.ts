import type { DemoFormValues } from '../../machines/demo-form/demo-form-rules';

/**
 * What the visitor has typed into the demo form, for the tab, in sessionStorage: switching language loads the page
 * anew in the other language, and the form comes back as it was. Forgotten once sent; no other tab sees it, and it
 * goes when the tab closes. Where storage refuses, a switch loses the draft, as before.
 */
const draftKey = 'ringwise-demo-draft';

const fields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'business',
] as const satisfies readonly (keyof DemoFormValues)[];

export function keepDemoDraft(values: DemoFormValues): void {
  try {
    if (fields.every((field) => values[field] === '')) sessionStorage.removeItem(draftKey);
    else sessionStorage.setItem(draftKey, JSON.stringify(values));
  } catch {
    // Kept nowhere; the form itself still holds it.
  }
}

/** The tab's draft, field by field (only the fields that hold text), or nothing. */
export function readDemoDraft(): Partial<DemoFormValues> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(draftKey) ?? 'null');
    if (stored === null || typeof stored !== 'object') return {};
    const record = stored as Record<string, unknown>;
    return Object.fromEntries(
      fields.flatMap((field) => {
        const value = record[field];
        return typeof value === 'string' && value !== '' ? [[field, value]] : [];
      }),
    );
  } catch {
    return {};
  }
}
