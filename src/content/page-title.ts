/** The product's name, the same in every language. */
export const brandName = 'Ringwise';

/** The voice page's product, named in English in every language like the brand. */
export const productName = 'AI Phone Caller';

/** "Page · Ringwise": how every page but the home page names itself in the title. */
export const pageTitle = (page: string) => `${page} · ${brandName}`;

/** The dashboard's title: set by its route's head, and by the page, which puts the unanswered count before it. */
export const dashboardTitle = pageTitle('Dashboard');
