import { errorTunnelPath } from '../errors/tunnel-path.ts';
import { languageShellAddresses, localizedPages } from '../prerender/localized-pages.ts';
import { hostPattern, siteAddresses } from '../i18n/locale-path.ts';
import { appShellFile, notFoundFile } from '../prerender/pages.ts';
import { readEnv } from '../lib/read-env.ts';
import { tunnelTarget } from './error-tunnel.ts';
import {
  contentSecurityPolicy,
  hostedSupabase,
  supabaseOrigins,
  securityHeaders,
  type HeaderSet,
  type Headers,
} from './security-headers.ts';

/**
 * The header set in each static host's own format. Netlify and Cloudflare Pages read `_headers` from the
 * published folder; Vercel reads `headers` from vercel.json. Both apply every matching rule, later ones last.
 */

/** `_headers`: a path pattern, then its headers indented; `/*` is every path, `/x/*` everything below /x. */
export function renderHeadersFile(set: HeaderSet, note: string): string {
  const block = (pattern: string, headers: Headers) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    `# ${note}`,
    block('/*', set.everywhere),
    ...set.sections.flatMap(({ prefix, headers }) => [block(prefix, headers), block(`${prefix}/*`, headers)]),
  ].join('\n\n');
}

/**
 * The addresses a static host answers beyond its files, in order, the first match winning:
 * - with a DSN, the error tunnel's path proxied to that one project's ingest, with the build's public key in the
 *   address (`sentry_key`), so the ingest authenticates every envelope as the build's own project and key and refuses
 *   anything else (a static host cannot read the body to check it itself; a host that runs a function runs the
 *   tunnel's handler, which does, docs/errors.md);
 * - every other path under `/api/` (the tunnel's too, without a DSN) refused with 404, never the app;
 * - each prerendered page at its address, in every language (`/es/` → `es/index.html`; the voice page's one HTML at
 *   every `/es/ai-phone-caller/:slug`), the public pages not prerendered their language's shell
 *   (`/es/roi/report` → `es/public-shell.html`), and every other page of the site (the staff screens) the app shell,
 *   which renders what it names (the home page's `index.html` is the host's own default);
 * - any other address the not-found page with 404, so a mistyped link is no page to search engines or the funnel.
 */
export type HostRoute = { from: string; to: string; status: 200 | 404 };

export function hostRoutes(sentryDsn?: string): HostRoute[] {
  const tunnel = sentryDsn ? tunnelTarget(sentryDsn) : null;
  const prerendered = localizedPages()
    .filter(({ path }) => path !== '/')
    .map(({ path, file }) => ({ pattern: hostPattern(path), file }));
  const ownFile = [...prerendered, ...languageShellAddresses()];
  const hasOwnFile = (path: string) => ownFile.some(({ pattern }) => pattern === path);
  return [
    ...(tunnel
      ? [{ from: errorTunnelPath, to: `${tunnel.ingestUrl}?sentry_key=${tunnel.publicKey}`, status: 200 as const }]
      : []),
    { from: '/api/*', to: `/${notFoundFile}`, status: 404 },
    ...ownFile.map(({ pattern, file }) => ({ from: pattern, to: `/${file}`, status: 200 as const })),
    ...siteAddresses()
      .filter((path) => path !== '/' && !hasOwnFile(path))
      .map((path) => ({ from: path, to: `/${appShellFile}`, status: 200 as const })),
    { from: '/*', to: `/${notFoundFile}`, status: 404 },
  ];
}

/**
 * `_redirects` (Netlify, and Cloudflare Pages but for the proxy, which Pages does not do): one rule a line, applied
 * only where no file matches.
 */
export function renderRedirectsFile(sentryDsn?: string): string {
  const note = '# Written from src/hosting/host-files.ts (`hostRoutes`); do not edit.';
  return `${[note, ...hostRoutes(sentryDsn).map(({ from, to, status }) => `${from}  ${to}  ${status}`)].join('\n')}\n`;
}

/**
 * vercel.json's `headers`: path-to-regexp sources, `/(.*)` for every path and `/x/:path*` below /x. Its `rewrites`
 * are `hostRoutes` that answer 200; Vercel serves files first and cannot give a rewrite a status, so the 404s are
 * left unmatched, and Vercel answers those with the output's `404.html` and status 404.
 */
export function renderVercelConfig(set: HeaderSet, sentryDsn?: string): string {
  const rule = (source: string, headers: Headers) => ({
    source,
    headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  });
  const rewrites = hostRoutes(sentryDsn)
    .filter(({ status }) => status === 200)
    .map(({ from, to }) => ({ source: from, destination: to }));
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    headers: [
      rule('/(.*)', set.everywhere),
      ...set.sections.flatMap(({ prefix, headers }) => [rule(prefix, headers), rule(`${prefix}/:path*`, headers)]),
    ],
    rewrites,
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * The config files committed for the static hosts. `VITE_SUPABASE_URL`, when set for `npm run headers`, pins the
 * policy to that project (a deployment commits files naming its own project only); without it, as in this
 * repository, they allow any hosted Supabase project, and a build still writes dist/_headers pinned to its own
 * (docs/security.md). `VITE_SENTRY_DSN`, when set, adds Vercel's rewrite for the error tunnel (docs/errors.md); the
 * build writes `_redirects` for its own DSN into dist/.
 */
export function committedHostFiles(
  sentryDsn = readEnv(process.env).sentryDsn,
  supabaseUrl = process.env['VITE_SUPABASE_URL']?.trim() || undefined,
): { path: string; content: string }[] {
  const supabase = supabaseUrl ? supabaseOrigins(supabaseUrl) : hostedSupabase;
  const set = securityHeaders(contentSecurityPolicy({ supabase, voiceApi: readEnv({}).vapiBaseUrl }));
  return [
    {
      path: 'public/_headers',
      content: `${renderHeadersFile(set, 'Written by `npm run headers` from src/hosting/security-headers.ts; do not edit. The build replaces it in dist/ with its own.')}\n`,
    },
    { path: 'vercel.json', content: renderVercelConfig(set, sentryDsn) },
  ];
}

/**
 * Reads back a `_headers` file this module wrote, so `npm start` serves exactly what a build would deploy.
 * Only the patterns written above are understood; anything else is refused rather than half-applied.
 */
export function parseHeadersFile(text: string): HeaderSet {
  const set: HeaderSet = { everywhere: {}, sections: [] };
  let current: Headers | null = null;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = headersFor(set, line.trim());
      continue;
    }
    const match = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (!current || !match?.[1]) throw new Error(`_headers: cannot read "${line}"`);
    current[match[1]] = match[2] ?? '';
  }
  return set;
}

function headersFor(set: HeaderSet, pattern: string): Headers {
  if (pattern === '/*') return set.everywhere;
  const prefix = pattern.replace(/\/\*$/, '');
  if (!/^(\/[\w-]+)+$/.test(prefix)) throw new Error(`_headers: unsupported path pattern "${pattern}"`);
  const existing = set.sections.find((section) => section.prefix === prefix);
  if (existing) return existing.headers;
  const section = { prefix, headers: {} };
  set.sections.push(section);
  return section.headers;
}
