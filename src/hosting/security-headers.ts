/**
 * The site's security headers: the one source for the static hosts' config files (public/_headers, vercel.json),
 * the headers file every build writes (dist/_headers) and the headers `npm start` and `npm run dev` send.
 * Why each source is allowed: docs/security.md.
 */

/** Where the page's own code may connect, as the build was configured. */
export type PolicyOrigins = {
  /** The Supabase project: its HTTP origin and the websocket origin Realtime uses. */
  supabase: string[];
  /** The voice provider's API (VITE_VAPI_BASE_URL). */
  voiceApi: string;
};

/** `'sha256-…'` sources for the inline scripts and styles a build's HTML carries (prerendered pages). */
export type InlineHashes = { scripts: string[]; styles: string[]; styleAttributes: string[] };

export const noInlineHashes: InlineHashes = { scripts: [], styles: [], styleAttributes: [] };

/** Any hosted Supabase project, for config files written before the project's URL is known. */
export const hostedSupabase = ['https://*.supabase.co', 'wss://*.supabase.co'];

/** The video embed: YouTube's privacy-enhanced host only. */
const videoHost = 'https://www.youtube-nocookie.com';
/** The call library (Daily) joins rooms on its own hosts over HTTPS and websockets. */
const callHosts = ['https://*.daily.co', 'wss://*.daily.co'];
/** Daily's call machine is a script loaded at join time (with avoidEval, as a script tag, never eval). */
const callScriptHost = 'https://c.daily.co';
/** Daily reports its fatal errors here, redacted. */
const callErrorReports = 'https://o77906.ingest.sentry.io';

/** A Supabase URL's origin and its websocket twin (http→ws, https→wss), which Realtime connects to. */
export function supabaseOrigins(url: string): string[] {
  const { origin, protocol, host } = new URL(url);
  return [origin, `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`];
}

/**
 * The policy as a header sends it, or as a page's `<meta>` carries it (`'meta'`): the same sources without
 * frame-ancestors, which a browser ignores there, with a console warning.
 */
export function contentSecurityPolicy(
  origins: PolicyOrigins,
  inline: InlineHashes = noInlineHashes,
  delivery: 'header' | 'meta' = 'header',
): string {
  const styleSources = [...inline.styles, ...inline.styleAttributes];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", callScriptHost, ...inline.scripts]],
    ['style-src', ["'self'", ...(inline.styleAttributes.length ? ["'unsafe-hashes'"] : []), ...styleSources]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...origins.supabase, new URL(origins.voiceApi).origin, ...callHosts, callErrorReports]],
    ['frame-src', [videoHost, ...callHosts.filter((host) => host.startsWith('https:'))]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives
    .filter(([name]) => delivery === 'header' || name !== 'frame-ancestors')
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

export type Headers = Record<string, string>;

/** Headers for every path, plus those of path sections (a prefix and everything below it). */
export type HeaderSet = { everywhere: Headers; sections: { prefix: string; headers: Headers }[] };

/** Pages that must stay out of search engines: personal voice pages and the staff area. */
export const noindexPrefixes = ['/ai-phone-caller', '/admin'];

/**
 * The headers of every path and of the no-index sections. `csp` is null only for Vite's dev server, whose
 * inline React Refresh preamble and HMR websocket the policy would refuse; the policy is proven on the
 * production build instead (docs/security.md).
 */
export function securityHeaders(csp: string | null): HeaderSet {
  return {
    everywhere: {
      ...(csp === null ? {} : { 'Content-Security-Policy': csp }),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // The voice page needs the microphone (and Daily may ask for the camera when a call records video);
      // no frame, the video embed included, gets either.
      'Permissions-Policy': 'microphone=(self), camera=(self), geolocation=(), payment=(), usb=()',
    },
    sections: noindexPrefixes.map((prefix) => ({ prefix, headers: { 'X-Robots-Tag': 'noindex' } })),
  };
}

/** The headers a request for `path` gets: everywhere's, then each matching section's. */
export function headersForPath(set: HeaderSet, path: string): Headers {
  const matching = set.sections.filter(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
  return Object.assign({}, set.everywhere, ...matching.map(({ headers }) => headers));
}
