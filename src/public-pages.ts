/**
 * The site's public pages, by the route that renders each (a `$param` stands for one path segment): the one list
 * the language rules (which addresses exist in every language), the prerender (which pages are built into static
 * HTML, with the route file whose component renders them) and the routes' test (which holds it to `src/routes`) read. Every other
 * route is the admin area's, in English only.
 */
export const publicPages = [
  { route: '/', prerender: { file: 'index.html', routeFile: 'src/routes/index.tsx' } },
  { route: '/roi', prerender: { file: 'roi.html', routeFile: 'src/routes/roi.tsx' } },
  { route: '/roi/report' },
  { route: '/book', prerender: { file: 'book.html', routeFile: 'src/routes/book.tsx' } },
  { route: '/ai-phone-caller/' },
  { route: '/ai-phone-caller/$slug' },
] as const satisfies readonly { route: string; prerender?: { file: string; routeFile: string } }[];

export type PublicPage = (typeof publicPages)[number];
