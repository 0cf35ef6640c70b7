/**
 * The site's public pages, by the route that renders each (a `$param` stands for one path segment): the one list
 * the language rules (which addresses exist in every language), the prerender (which pages are built into static
 * HTML, with the route file whose component renders them; a page with a `$param` is built once, for every value) and the routes' test (which holds it to `src/routes`) read. Every other
 * route is the admin area's, in English only.
 */
export const publicPages = [
  { route: '/', prerender: { file: 'index.html', routeFile: 'src/routes/index.tsx' } },
  { route: '/roi', prerender: { file: 'roi.html', routeFile: 'src/routes/roi.tsx' } },
  { route: '/roi/report' },
  { route: '/book', prerender: { file: 'book.html', routeFile: 'src/routes/book.tsx' } },
  // The default voice page, with the built-in assistant: one page, greeting "User".
  {
    route: '/ai-phone-caller/',
    prerender: { file: 'ai-phone-caller.html', routeFile: 'src/routes/ai-phone-caller/index.tsx' },
  },
  // One page for every slug: the greeting's frame, which the name fills in once the page has read it.
  {
    route: '/ai-phone-caller/$slug',
    prerender: { file: 'voice-page.html', routeFile: 'src/routes/ai-phone-caller/$slug.tsx' },
  },
] as const satisfies readonly { route: string; prerender?: { file: string; routeFile: string } }[];

export type PublicPage = (typeof publicPages)[number];
