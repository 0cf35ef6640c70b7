import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname, join, resolve } from 'node:path';
import { sentryVitePlugin } from '@sentry/vite-plugin';
import type { Connect, Plugin, PluginOption } from 'vite';
import { errorTunnelPath } from '../errors/tunnel-path.ts';
import { readEnv } from '../lib/read-env.ts';
import { isLocaleBuild } from '../prerender/locale-builds.ts';
import { createErrorTunnel, maxEnvelopeBytes } from './error-tunnel.ts';

/**
 * The release a build reports under: `SENTRY_RELEASE` or `VITE_SENTRY_RELEASE` when given, else the commit the
 * host built (Vercel, Netlify, Cloudflare Pages, GitHub Actions name it), else the checkout's own commit.
 */
export function releaseName(vars: NodeJS.ProcessEnv = process.env): string {
  const given = [
    vars['SENTRY_RELEASE'],
    vars['VITE_SENTRY_RELEASE'],
    vars['VERCEL_GIT_COMMIT_SHA'],
    vars['COMMIT_REF'],
    vars['CF_PAGES_COMMIT_SHA'],
    vars['GITHUB_SHA'],
  ].find((value) => value?.trim());
  if (given) return given.trim();
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

/** Where a build's source maps go: the project's .data/sourcemaps/<build folder>, never inside what is served. */
export const sourceMapDir = (root: string, outDir: string) => resolve(root, '.data', 'sourcemaps', basename(outDir));

/** Moves every `.map` file under `outDir` to `target` (emptied first), keeping the folders. */
export function moveSourceMaps(outDir: string, target: string): number {
  rmSync(target, { recursive: true, force: true });
  let moved = 0;
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.map')) continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    renameSync(join(outDir, file), join(target, file));
    moved += 1;
  }
  return moved;
}

/** Serves the tunnel from Vite's dev and preview servers, as a host's function would. */
function tunnelMiddleware(dsn: string | undefined): Connect.NextHandleFunction {
  const tunnel = createErrorTunnel(dsn);
  return (request: IncomingMessage, response: ServerResponse, next) => {
    if (new URL(request.url ?? '/', 'http://site.invalid').pathname !== errorTunnelPath) return next();
    const chunks: Buffer[] = [];
    let kept = 0;
    request.on('data', (chunk: Buffer) => {
      // One byte past the limit is enough for the tunnel to refuse it; the rest is never kept.
      if (kept > maxEnvelopeBytes) return;
      chunks.push(chunk);
      kept += chunk.byteLength;
    });
    request.on('end', () => {
      const body = Buffer.concat(chunks).subarray(0, maxEnvelopeBytes + 1);
      const method = request.method ?? 'GET';
      const webRequest = new Request(`http://site.invalid${errorTunnelPath}`, {
        method,
        ...(method === 'GET' || method === 'HEAD' ? {} : { body }),
      });
      tunnel(webRequest).then(
        async (answer) => {
          response.statusCode = answer.status;
          answer.headers.forEach((value, name) => response.setHeader(name, value));
          response.end(Buffer.from(await answer.arrayBuffer()));
        },
        (error: unknown) => next(error),
      );
    });
  };
}

/**
 * Error reporting's part of the build and of the local servers:
 * - the release (the commit) baked in as `VITE_SENTRY_RELEASE`;
 * - the tunnel path served by `npm run dev` and `npm start` (vite preview), forwarding to the build's DSN;
 * - the build's source maps (hidden: vite.config.ts writes no `sourceMappingURL` comment), uploaded by
 *   `@sentry/vite-plugin` when `SENTRY_AUTH_TOKEN` is set, then moved out of the served folder into .data/sourcemaps/.
 * The hosts' forwarding of the tunnel is in `_redirects` and vercel.json (src/hosting/host-files.ts).
 */
export function errorReportingPlugins(vars: NodeJS.ProcessEnv = process.env): PluginOption[] {
  const release = releaseName(vars);
  let root = '.';
  let outDir = 'dist';
  let dsn: string | undefined;
  let building = false;
  const plugin: Plugin = {
    name: 'ringwise:error-reporting',
    config: () => ({
      define: {
        'import.meta.env.VITE_SENTRY_RELEASE': JSON.stringify(release),
        // The SDK's debug logging and tracing code, which an errors-only reporter never runs, drop out of its chunk.
        __SENTRY_DEBUG__: 'false',
        __SENTRY_TRACING__: 'false',
      },
    }),
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      dsn = readEnv(config.env).sentryDsn;
      // A language's build (started by the prerender) leaves its maps for the main build, which moves them all.
      building = config.command === 'build' && !config.build.ssr && !isLocaleBuild(config);
    },
    configureServer(server) {
      server.middlewares.use(tunnelMiddleware(dsn));
    },
    configurePreviewServer(server) {
      server.middlewares.use(tunnelMiddleware(dsn));
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!building) return;
        moveSourceMaps(outDir, sourceMapDir(root, outDir));
      },
    },
  };
  const token = vars['SENTRY_AUTH_TOKEN'];
  if (!token) return [plugin];
  const upload = sentryVitePlugin({
    authToken: token,
    org: vars['SENTRY_ORG'],
    project: vars['SENTRY_PROJECT'],
    ...(vars['SENTRY_URL'] ? { url: vars['SENTRY_URL'] } : {}),
    telemetry: false,
    release: { name: release, inject: false },
    // An upload that fails leaves the site as it is; the build goes on with a warning.
    errorHandler: (error) => console.warn(`Source maps were not uploaded: ${error.message}`),
  });
  // The browser build's maps only: not the prerender's server build, which has none.
  const clientBuildOnly: Plugin['apply'] = (config, { command }) => command === 'build' && !config.build?.ssr;
  return [plugin, ...upload.map((part) => ({ ...part, apply: clientBuildOnly }) as Plugin)];
}
