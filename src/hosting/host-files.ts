import { errorTunnelPath } from '../errors/tunnel-path.ts';
import { readEnv } from '../lib/read-env.ts';
import { tunnelTarget } from './error-tunnel.ts';
import {
  contentSecurityPolicy,
  hostedSupabase,
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
 * vercel.json's `headers`: path-to-regexp sources, `/(.*)` for every path and `/x/:path*` below /x. With a DSN, a
 * rewrite proxies the error tunnel's path to that project's ingest and nowhere else; without one, Vercel answers the
 * path with 404.
 */
export function renderVercelConfig(set: HeaderSet, sentryDsn?: string): string {
  const rule = (source: string, headers: Headers) => ({
    source,
    headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  });
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    headers: [
      rule('/(.*)', set.everywhere),
      ...set.sections.flatMap(({ prefix, headers }) => [rule(prefix, headers), rule(`${prefix}/:path*`, headers)]),
    ],
    ...(sentryDsn ? { rewrites: [{ source: errorTunnelPath, destination: tunnelTarget(sentryDsn).ingestUrl }] } : {}),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * The config files committed for the static hosts. They are written before any project is known, so the
 * policy allows any hosted Supabase project; a build writes dist/_headers pinned to its own (docs/security.md).
 * `VITE_SENTRY_DSN`, when set for `npm run headers`, adds Vercel's rewrite for the error tunnel (docs/errors.md).
 */
export function committedHostFiles(sentryDsn = readEnv(process.env).sentryDsn): { path: string; content: string }[] {
  const set = securityHeaders(contentSecurityPolicy({ supabase: hostedSupabase, voiceApi: readEnv({}).vapiBaseUrl }));
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
