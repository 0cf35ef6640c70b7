/**
 * The pages built into static HTML at build time, with the route file whose component renders each.
 * Every other address gets the app shell (`appShellFile`) and renders in the browser, as before.
 */
export const prerenderedPages = [
  { path: '/', file: 'index.html', route: 'src/routes/index.tsx' },
  { path: '/roi', file: 'roi.html', route: 'src/routes/roi.tsx' },
] as const;

/** The HTML for every address that has no prerendered page: the app with an empty root. */
export const appShellFile = 'app-shell.html';

/** The HTML a host answers with status 404: the app shell under its own name, which renders the not-found page. */
export const notFoundFile = '404.html';
