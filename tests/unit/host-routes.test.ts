import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderRedirectsFile, renderVercelConfig } from '../../src/hosting/host-files';
import { securityHeaders } from '../../src/hosting/security-headers';

const dsn = 'https://publickey@o123.ingest.sentry.io/4567';
const ingest = 'https://o123.ingest.sentry.io/api/4567/envelope/?sentry_key=publickey';
// What a build puts in dist/ that an address could name.
const files = new Set([
  '/index.html',
  '/roi.html',
  '/app-shell.html',
  '/404.html',
  '/assets/main-abc.js',
  '/robots.txt',
]);

type Answer = { serves: string; status: number };

/** Netlify's reading of `_redirects`: a file wins; else the first rule whose pattern matches (`*` is the rest). */
function netlify(redirects: string, path: string): Answer {
  if (files.has(path)) return { serves: path, status: 200 };
  if (path === '/') return { serves: '/index.html', status: 200 };
  for (const line of redirects.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [from = '', to = '', status = ''] = line.trim().split(/\s+/);
    const matches = from.endsWith('/*')
      ? path.startsWith(from.slice(0, -1)) || path === from.slice(0, -2)
      : new RegExp(`^${from.replace(/:\w+/g, '[^/]+')}$`).test(path);
    if (matches) return { serves: to, status: Number(status) };
  }
  return { serves: '(host 404)', status: 404 };
}

/** Vercel's reading of vercel.json: a file wins; else the first rewrite whose source matches; else its 404. */
function vercel(configText: string, path: string): Answer {
  if (files.has(path)) return { serves: path, status: 200 };
  if (path === '/') return { serves: '/index.html', status: 200 };
  const config = JSON.parse(configText) as { rewrites?: { source: string; destination: string }[] };
  for (const { source, destination } of config.rewrites ?? []) {
    const matches = new RegExp(`^${pathToRegexp(source)}$`).test(path);
    if (matches) return { serves: destination, status: 200 };
  }
  // Vercel answers an address nothing matches with the output's 404.html, status 404.
  return { serves: '/404.html', status: 404 };
}

/** The part of path-to-regexp vercel.json's sources use: `:name` one segment, `(…)` a regular expression. */
const pathToRegexp = (source: string) =>
  source.includes('(') ? source : source.replace(/:\w+\*/g, '.*').replace(/:\w+/g, '[^/]+');

const hosts = {
  'Netlify, from the _redirects a build writes': (withDsn: boolean, path: string) =>
    netlify(renderRedirectsFile(withDsn ? dsn : undefined), path),
  'Vercel, from vercel.json': (withDsn: boolean, path: string) =>
    vercel(renderVercelConfig(securityHeaders('x'), withDsn ? dsn : undefined), path),
};

describe.each(Object.entries(hosts))('the host config for %s', (_, answer) => {
  it('serves the prerendered pages at their addresses and the app shell for every other page', () => {
    expect(answer(false, '/')).toEqual({ serves: '/index.html', status: 200 });
    expect(answer(false, '/roi')).toEqual({ serves: '/roi.html', status: 200 });
    for (const path of ['/ai-phone-caller/ada-clinic', '/ai-phone-caller/acme-dental']) {
      expect(answer(false, path), path).toEqual({ serves: '/voice-page.html', status: 200 });
    }
    for (const path of ['/admin/growth', '/admin/dashboard/1b4e']) {
      expect(answer(false, path)).toEqual({ serves: '/app-shell.html', status: 200 });
    }
    // The report, which is not prerendered, comes with English's words only, not the main build's four.
    expect(answer(false, '/roi/report')).toEqual({ serves: '/public-shell.html', status: 200 });
    expect(answer(false, '/ai-phone-caller')).toEqual({ serves: '/ai-phone-caller.html', status: 200 });
    expect(answer(false, '/assets/main-abc.js')).toEqual({ serves: '/assets/main-abc.js', status: 200 });
  });

  it('answers an address with no page 404 with the not-found page, not the app with 200', () => {
    for (const path of ['/nothing-here', '/xx/roi', '/es/admin/login', '/admin/nothing', '/roi/report/x']) {
      expect(answer(false, path), path).toEqual({ serves: '/404.html', status: 404 });
    }
  });

  it("serves each language's prerendered pages at their addresses, and its other pages from its language's shell", () => {
    for (const locale of ['es', 'fr', 'de']) {
      expect(answer(false, `/${locale}/`)).toEqual({ serves: `/${locale}/index.html`, status: 200 });
      expect(answer(false, `/${locale}/roi`)).toEqual({ serves: `/${locale}/roi.html`, status: 200 });
      expect(answer(false, `/${locale}/ai-phone-caller/ada-clinic`)).toEqual({
        serves: `/${locale}/voice-page.html`,
        status: 200,
      });
      expect(answer(false, `/${locale}/roi/report`)).toEqual({ serves: `/${locale}/public-shell.html`, status: 200 });
      expect(answer(false, `/${locale}/ai-phone-caller`)).toEqual({
        serves: `/${locale}/ai-phone-caller.html`,
        status: 200,
      });
    }
  });

  it("forwards the error tunnel's path to the DSN's own ingest with its key, and only that path", () => {
    expect(answer(true, '/api/errors')).toEqual({ serves: ingest, status: 200 });
    for (const path of ['/api/errors/', '/api/errors/x', '/api/other', '/api']) {
      expect(answer(true, path).status, path).toBe(404);
      expect(answer(true, path).serves, path).not.toContain('sentry.io');
    }
  });

  it('refuses the tunnel path with 404 when the build has no DSN, rather than showing the app', () => {
    expect(answer(false, '/api/errors').status).toBe(404);
  });
});

describe('the committed vercel.json', () => {
  it('is the one src/hosting writes without a DSN: the app shell fallback and no tunnel', () => {
    const committed = readFileSync('vercel.json', 'utf8');
    expect(vercel(committed, '/admin/alerts')).toEqual({ serves: '/app-shell.html', status: 200 });
    expect(vercel(committed, '/api/errors').status).toBe(404);
    expect(vercel(committed, '/nothing-here')).toEqual({ serves: '/404.html', status: 404 });
  });
});
