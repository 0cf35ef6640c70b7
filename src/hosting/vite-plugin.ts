import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { readEnv } from '../lib/read-env.ts';
import { parseHeadersFile, renderHeadersFile, renderRedirectsFile } from './host-files.ts';
import { inlineHashes } from './inline-hashes.ts';
import {
  contentSecurityPolicy,
  headersForPath,
  securityHeaders,
  supabaseOrigins,
  type HeaderSet,
  type PolicyOrigins,
} from './security-headers.ts';

/** The build's own backends: the Supabase URL and voice API the app was built to call (same defaults as the app). */
export function buildOrigins(vars: Record<string, string | boolean | undefined>): PolicyOrigins {
  const { supabaseUrl, vapiBaseUrl } = readEnv(vars);
  return { supabase: supabaseOrigins(supabaseUrl), voiceApi: vapiBaseUrl };
}

/** Every .html file under `dir`, the prerendered pages included. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

const policyMeta = /\s*<meta http-equiv="Content-Security-Policy" content="[^"]*" \/>/;
const charsetMeta = /<meta charset="[^"]*" \/>/i;

/** `html` carrying `policy` in a `<meta>` right after its charset, before anything the policy governs. */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}" />`;
  const page = html.replace(policyMeta, '');
  if (!charsetMeta.test(page)) throw new Error('a built page has no <meta charset> to put its policy after');
  return page.replace(charsetMeta, (charset) => `${charset}\n    ${meta}`);
}

/**
 * Writes `<outDir>/_headers` for this build: its own Supabase and voice origins, and hashes of whatever
 * inline scripts and styles its pages carry. Every page also carries the policy in a `<meta>`: a host whose header
 * file was written before the project was known (vercel.json allows any hosted Supabase project) still gets a
 * policy that names this build's project only, as a browser enforces both. A step that writes more HTML into outDir
 * afterwards calls it again.
 */
export function writeBuildHeaders(outDir: string, origins: PolicyOrigins): void {
  const pages = htmlFiles(outDir).map((file) => ({ file, html: readFileSync(file, 'utf8') }));
  const hashes = inlineHashes(pages.map((page) => page.html));
  const csp = contentSecurityPolicy(origins, hashes);
  const note = 'Written by the build from src/hosting/security-headers.ts for its own origins and inline hashes.';
  writeFileSync(join(outDir, '_headers'), renderHeadersFile(securityHeaders(csp), note));
  const metaPolicy = contentSecurityPolicy(origins, hashes, 'meta');
  for (const { file, html } of pages) writeFileSync(file, withPolicyMeta(html, metaPolicy));
}

function sendHeaders(set: HeaderSet): Connect.NextHandleFunction {
  return (request, response: ServerResponse, next) => {
    const path = new URL(request.url ?? '/', 'http://site.invalid').pathname;
    for (const [name, value] of Object.entries(headersForPath(set, path))) response.setHeader(name, value);
    next();
  };
}

/**
 * One source for the security headers everywhere Vite serves or builds the site:
 * - `vite build` writes dist/_headers (Netlify, Cloudflare Pages) for the build's own origins and inline hashes,
 *   and dist/_redirects (the app shell for every address, the error tunnel for the build's DSN);
 * - `vite preview` (`npm start`) sends exactly what that dist/_headers says;
 * - the dev server sends the same headers without the CSP (docs/security.md says why).
 */
export function securityHeadersPlugin(): Plugin {
  let outDir = 'dist';
  let origins: PolicyOrigins | null = null;
  let sentryDsn: string | undefined;
  return {
    name: 'ringwise:security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      if (config.command === 'build' && !config.build.ssr) {
        origins = buildOrigins(config.env);
        sentryDsn = readEnv(config.env).sentryDsn;
      }
    },
    configureServer(server) {
      server.middlewares.use(sendHeaders(securityHeaders(null)));
    },
    configurePreviewServer(server) {
      server.middlewares.use(sendHeaders(parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'))));
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!origins) return;
        writeBuildHeaders(outDir, origins);
        writeFileSync(join(outDir, '_redirects'), renderRedirectsFile(sentryDsn));
      },
    },
  };
}
