export const defaultAdminPage = '/admin/dashboard';

const probeOrigin = 'http://same-site.invalid';

/**
 * Where login sends the user: the page the guard remembered if it is a path on this site, else the
 * dashboard. `?redirect=//evil.example` and friends would otherwise make login an open redirect.
 */
export function safeRedirectTarget(remembered: unknown): string {
  if (typeof remembered !== 'string' || !remembered.startsWith('/')) return defaultAdminPage;
  let url: URL;
  try {
    url = new URL(remembered, probeOrigin);
  } catch {
    return defaultAdminPage;
  }
  // The URL parser drops tabs and newlines and reads backslashes as slashes, so check what it made of it.
  if (url.origin !== probeOrigin || url.pathname.startsWith('//')) return defaultAdminPage;
  if (url.pathname === '/admin/login') return defaultAdminPage;
  return `${url.pathname}${url.search}${url.hash}`;
}
