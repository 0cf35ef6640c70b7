import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../supabase/local/project-files';
import {
  committedHostFiles,
  parseHeadersFile,
  renderHeadersFile,
  renderVercelConfig,
} from '../../src/hosting/host-files';
import { inlineHashes } from '../../src/hosting/inline-hashes';
import {
  contentSecurityPolicy,
  headersForPath,
  hostedSupabase,
  securityHeaders,
  supabaseOrigins,
} from '../../src/hosting/security-headers';
import { buildOrigins, writeBuildHeaders } from '../../src/hosting/vite-plugin';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('security headers', () => {
  it('public/_headers and vercel.json are exactly what src/hosting writes (run `npm run headers` after a change)', () => {
    for (const { path, content } of committedHostFiles()) {
      expect(readFileSync(join(repoRoot, path), 'utf8'), path).toBe(content);
    }
  });

  it("`npm run headers` with the project's VITE_SUPABASE_URL writes files that name that project and no other", () => {
    for (const { path, content } of committedHostFiles(undefined, 'https://abcdefgh.supabase.co')) {
      expect(content, path).toContain('https://abcdefgh.supabase.co wss://abcdefgh.supabase.co');
      expect(content, path).not.toContain('*.supabase.co');
    }
  });

  it('the committed files allow any hosted Supabase project; a build pins its own URL, Realtime websocket included', () => {
    const committed = parseHeadersFile(readFileSync(join(repoRoot, 'public/_headers'), 'utf8'));
    expect(directive(committed.everywhere['Content-Security-Policy'] ?? '', 'connect-src')).toEqual(
      expect.arrayContaining(hostedSupabase),
    );
    expect(supabaseOrigins('https://abc.supabase.co/')).toEqual(['https://abc.supabase.co', 'wss://abc.supabase.co']);
    const built = buildOrigins({
      VITE_SUPABASE_URL: 'http://127.0.0.1:56502',
      VITE_VAPI_BASE_URL: 'https://v.example/api',
    });
    expect(directive(contentSecurityPolicy(built), 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:56502',
      'ws://127.0.0.1:56502',
      'https://v.example',
      'https://*.daily.co',
      'wss://*.daily.co',
      'https://o77906.ingest.sentry.io',
    ]);
  });

  it('an unset VITE_SUPABASE_URL means the same local stand-in the app then calls', () => {
    expect(buildOrigins({}).supabase).toEqual(['http://127.0.0.1:54321', 'ws://127.0.0.1:54321']);
  });

  it('noindex covers a section and everything below it, and nothing that merely starts alike', () => {
    const set = securityHeaders('default-src ' + "'self'");
    for (const path of ['/admin', '/admin/login', '/ai-phone-caller', '/ai-phone-caller/acme-dental']) {
      expect(headersForPath(set, path)['X-Robots-Tag'], path).toBe('noindex');
    }
    for (const path of ['/', '/roi', '/administrator', '/ai-phone-callers']) {
      expect(headersForPath(set, path)['X-Robots-Tag'], path).toBeUndefined();
    }
    expect(securityHeaders(null).everywhere['Content-Security-Policy']).toBeUndefined();
  });

  it('a _headers file reads back as the header set it was written from', () => {
    const set = securityHeaders(contentSecurityPolicy(buildOrigins({})));
    expect(parseHeadersFile(renderHeadersFile(set, 'note'))).toEqual(set);
    expect(() => parseHeadersFile('/blog/:slug\n  X-Test: 1')).toThrow(/unsupported path pattern/);
  });

  it('vercel.json sets the same headers for every path, and noindex on each section with and below it', () => {
    const config = JSON.parse(renderVercelConfig(securityHeaders('x'))) as { headers: { source: string }[] };
    expect(config.headers.map((rule) => rule.source)).toEqual([
      '/(.*)',
      '/ai-phone-caller',
      '/ai-phone-caller/:path*',
      '/admin',
      '/admin/:path*',
    ]);
  });
});

describe('inline hashes for prerendered pages', () => {
  it('hashes inline scripts that run, not external ones or data blocks', () => {
    const hashes = inlineHashes([
      `<script>window.a = 1</script><script type="module">import './x.js'</script>
       <script type="module" src="/assets/app.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>`,
    ]);
    expect(hashes.scripts).toEqual([sha256('window.a = 1'), sha256("import './x.js'")].sort());
  });

  it('hashes style elements and style attributes (decoded), and allows the attributes with unsafe-hashes', () => {
    const hashes = inlineHashes([`<style>.a{color:red}</style><div style="font-family:&quot;Inter&quot;"></div>`]);
    expect(hashes.styles).toEqual([sha256('.a{color:red}')]);
    expect(hashes.styleAttributes).toEqual([sha256('font-family:"Inter"')]);
    expect(directive(contentSecurityPolicy(buildOrigins({}), hashes), 'style-src')).toEqual([
      "'self'",
      "'unsafe-hashes'",
      sha256('.a{color:red}'),
      sha256('font-family:"Inter"'),
    ]);
  });

  it('a build writes dist/_headers with its own origins and the hashes of every page it emitted', () => {
    const dir = mkdtempSync(join(tmpdir(), 'headers-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<meta charset="UTF-8" /><script>boot()</script>');
      writeBuildHeaders(dir, buildOrigins({ VITE_SUPABASE_URL: 'https://ref.supabase.co' }));
      const policy = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8')).everywhere[
        'Content-Security-Policy'
      ];
      expect(directive(policy ?? '', 'script-src')).toEqual(["'self'", 'https://c.daily.co', sha256('boot()')]);
      expect(directive(policy ?? '', 'connect-src')).toContain('wss://ref.supabase.co');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('every built page carries the policy for its own project, so a host file that allows any project cannot widen it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'headers-'));
    try {
      mkdirSync(join(dir, 'es'));
      const page = '<!doctype html><html><head><meta charset="UTF-8" /><script src="/a.js"></script></head></html>';
      writeFileSync(join(dir, 'index.html'), page);
      writeFileSync(join(dir, 'es', 'index.html'), page);
      const origins = buildOrigins({ VITE_SUPABASE_URL: 'https://ref.supabase.co' });
      // The prerender step writes pages after the bundle and runs the same step again.
      writeBuildHeaders(dir, origins);
      writeBuildHeaders(dir, origins);
      for (const file of [join(dir, 'index.html'), join(dir, 'es', 'index.html')]) {
        const html = readFileSync(file, 'utf8');
        const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/g)];
        expect(metas).toHaveLength(1);
        const policy = metas[0]?.[1] ?? '';
        expect(html.indexOf('http-equiv')).toBeLessThan(html.indexOf('<script'));
        expect(directive(policy, 'connect-src')).toEqual(
          expect.arrayContaining(['https://ref.supabase.co', 'wss://ref.supabase.co']),
        );
        expect(policy).not.toContain('*.supabase.co');
        expect(policy).not.toContain('frame-ancestors');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
