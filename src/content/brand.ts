/** The brand as visitors see it; one place so every screen names the product the same way. */
export const brand = {
  name: 'Ringwise',
  productTitle: 'AI Phone Caller',
  tagline: 'AI voice agents that answer every call',
  description:
    'An AI voice agent that answers every call: appointments, FAQs and lead capture, in any language, with any CRM.',
  productDescription: 'Talk to an AI voice assistant in your browser: ask it anything, the way your callers would.',
} as const;

/** "Page · Ringwise": how every page but the home page names itself in the title. */
export const pageTitle = (page: string) => `${page} · ${brand.name}`;

/** The dashboard's title: set by its route's head, and by the page, which puts the unanswered count before it. */
export const dashboardTitle = pageTitle('Dashboard');
