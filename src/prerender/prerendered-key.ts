/** Where the prerender stamps a page's key (see page-key.ts): on the root element. */
export const pageKeyAttribute = 'data-page-key';

/** The key the build rendered this page with, or undefined in the app shell (nothing prerendered). */
export const prerenderedKey = (root: HTMLElement): string | undefined =>
  root.getAttribute(pageKeyAttribute) ?? undefined;
