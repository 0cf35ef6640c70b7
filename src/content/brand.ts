import { m } from '../paraglide/messages.js';

/**
 * The brand as visitors see it; one place so every screen names the product the same way. The name stays the same in
 * every language; the sentences are the page's language's (getters, read when a page renders).
 */
export const brand = {
  name: 'Ringwise',
  productTitle: 'AI Phone Caller',
  get tagline() {
    return m.site_tagline();
  },
  get description() {
    return m.site_description();
  },
  productDescription: 'Talk to an AI voice assistant in your browser: ask it anything, the way your callers would.',
} as const;

/** "Page · Ringwise": how every page but the home page names itself in the title. */
export const pageTitle = (page: string) => `${page} · ${brand.name}`;

/** The dashboard's title: set by its route's head, and by the page, which puts the unanswered count before it. */
export const dashboardTitle = pageTitle('Dashboard');
