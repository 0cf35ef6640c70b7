import { parse } from 'smol-toml';
import { readConfigToml } from '../project-files';

type AuthUrls = { siteUrl: string; additionalRedirectUrls: string[] };

let configured: AuthUrls | null = null;

/** `[auth] site_url` and `additional_redirect_urls` of supabase/config.toml, read once. */
function authUrls(): AuthUrls {
  if (configured) return configured;
  const auth = parse(readConfigToml())['auth'];
  const table = typeof auth === 'object' && auth !== null && !Array.isArray(auth) ? auth : {};
  const site = (table as Record<string, unknown>)['site_url'];
  const additional = (table as Record<string, unknown>)['additional_redirect_urls'];
  configured = {
    siteUrl: typeof site === 'string' ? site : 'http://127.0.0.1:3000',
    additionalRedirectUrls: Array.isArray(additional) ? additional.filter((url) => typeof url === 'string') : [],
  };
  return configured;
}

export const siteUrl = (): string => authUrls().siteUrl;

/**
 * Where an email link may send the browser: the address asked for when it is the site or one of the additional
 * redirect addresses of config.toml (any path on their origin), else the site, as GoTrue decides. Locally any
 * loopback address is allowed as well, since the test suites serve the site on ports of their own.
 */
export function allowedRedirect(requested: string | undefined): string {
  if (!requested) return siteUrl();
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return siteUrl();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return siteUrl();
  if (['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return requested;
  const { siteUrl: site, additionalRedirectUrls } = authUrls();
  const sameOrigin = (allowed: string) => URL.canParse(allowed) && new URL(allowed).origin === url.origin;
  return [site, ...additionalRedirectUrls].some(sameOrigin) ? requested : siteUrl();
}
