import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { readEnv } from '../lib/read-env.ts';
import { appModulesAttribute, errorReporterAttribute, pageKeyAttribute } from './prerendered-key.ts';
import { appShellFile } from './pages.ts';
import type * as RenderModule from './render-page.tsx';
import {
  entryKey,
  errorReporterKey,
  routeComponentKey,
  startKey,
  staticClosure,
  supabaseKey,
  type BuildManifest,
} from './route-chunks.ts';

const serverEntry = 'src/prerender/render-page.tsx';
const appHtml = 'index.html';
const rootElement = '<div id="root"></div>';
/** index.html's language, which each prerendered page replaces with its own. */
const htmlElement = '<html lang="en">';

/**
 * Prerenders the pages in `prerenderedPages`, in every language, after every production build (`npm run build`,
 * `npm start`, the end-to-end tests): builds `render-page.tsx` for Node, renders each page into the
 * built index.html, and writes the app shell, robots.txt and sitemap.xml beside them. `vite preview`
 * then answers every address without a page of its own with the app shell.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ringwise:prerender',
    // Builds and `vite preview`, but not the nested server build this plugin starts itself.
    apply: (userConfig, { command, isPreview }) =>
      (command === 'build' && !userConfig.build?.ssr) || isPreview === true,
    config: () => ({ build: { manifest: true } }),
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle({ dir }, bundle) {
      // Only a build of the app itself (the benchmark also builds its floor page with this config).
      if (!(appHtml in bundle)) return;
      const outDir = dir ?? path.resolve(config.root, config.build.outDir);
      // Inside the project, so Node finds the packages the server build leaves external; one per outDir,
      // so builds into different directories can run side by side.
      const serverDir = path.join(
        config.cacheDir,
        'prerender',
        createHash('sha256').update(outDir).digest('hex').slice(0, 12),
      );
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: serverEntry, outDir: serverDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
      });
      try {
        const render = (await import(
          pathToFileURL(path.join(serverDir, `${path.parse(serverEntry).name}.js`)).href
        )) as typeof RenderModule;
        const manifest = JSON.parse(
          await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as BuildManifest;
        const template = await readFile(path.join(outDir, appHtml), 'utf8');
        for (const expected of [rootElement, htmlElement]) {
          if (!template.includes(expected)) throw new Error(`${appHtml} has no ${expected}`);
        }
        const entryChunks = new Set(staticClosure(manifest, entryKey));
        const appChunks = staticClosure(manifest, startKey).filter((file) => !entryChunks.has(file));
        // The app's module first (staticClosure starts with it), then what it and the page need.
        // Stamped only when the build has somewhere to send reports: without a DSN the SDK is never loaded.
        const reporter = readEnv(config.env).sentryDsn
          ? ` ${errorReporterAttribute}="${config.base}${staticClosure(manifest, errorReporterKey)[0]}"`
          : '';
        const appModules = (chunks: string[]) =>
          `${appModulesAttribute}="${chunks.map((file) => `${config.base}${file}`).join(' ')}"${reporter}`;
        for (const page of render.localizedPages()) {
          const { head, body, key } = await render.renderPage(page.path);
          const pageChunks = staticClosure(manifest, routeComponentKey(page.route)).filter(
            (file) => !entryChunks.has(file) && !appChunks.includes(file),
          );
          // No preloads of the app's code in the HTML: main.tsx fetches it after the first paint.
          const html = template
            .replace(htmlElement, `<html lang="${page.locale}">`)
            .replace('</head>', `${head}</head>`)
            .replace(
              rootElement,
              `<div id="root" ${pageKeyAttribute}="${escapeAttribute(key)}" ${appModules([...appChunks, ...pageChunks])}>${body}</div>`,
            );
          await writeHtml(path.join(outDir, page.file), html);
        }
        // The shell has nothing to paint, so its app code downloads alongside main.tsx, and so does
        // supabase-js: the admin pages and the voice pages it serves cannot show anything without it.
        const shellChunks = [...new Set([...appChunks, ...staticClosure(manifest, supabaseKey)])];
        const appPreloads = shellChunks.map(
          (file) => `<link rel="modulepreload" crossorigin href="${config.base}${file}">`,
        );
        await writeFile(
          path.join(outDir, appShellFile),
          template
            .replace('</head>', `${appPreloads.join('')}</head>`)
            .replace(rootElement, `<div id="root" ${appModules(appChunks)}></div>`),
        );
        await writeFile(path.join(outDir, 'robots.txt'), render.robotsTxt());
        await writeFile(path.join(outDir, 'sitemap.xml'), render.sitemapXml());
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
    configurePreviewServer(server) {
      // Runs after Vite's own fallback has sent every unknown address to /index.html, which is now
      // the prerendered home page: those get the app shell instead.
      return () => {
        server.middlewares.use((req, _res, next) => {
          if (req.url === '/index.html' && !isHomePage(req.originalUrl)) req.url = `/${appShellFile}`;
          next();
        });
      };
    },
  };
}

const isHomePage = (url: string | undefined) => {
  const pathname = new URL(url ?? '/', 'http://localhost').pathname;
  return pathname === '/' || pathname === '/index.html';
};

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

async function writeHtml(file: string, html: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}
