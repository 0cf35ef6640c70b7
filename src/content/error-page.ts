/** The page a route shows when it fails to load or render: calm, with a way forward. */
export const errorPage = {
  eyebrow: 'Something went wrong',
  title: 'This page could not be shown',
  body: 'Something stopped this page from loading. Trying again usually helps; if it does not, the home page is one click away.',
  retry: 'Retry',
  home: 'Home',
} as const;
