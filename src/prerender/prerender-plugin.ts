import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { hostPattern, isSiteAddress, matchesPage } from '../i18n/locale-path.ts';
import { locales } from '../i18n/locales.ts';
import { readEnv } from '../lib/read-env.ts';
import type { Locale } from '../paraglide/runtime.js';
import { isLocaleBuild, localeBuildDefine, localeManifestFile } from './locale-builds.ts';
import {
  appModulesAttribute,
  errorReporterAttribute,
  pageKeyAttribute,
  reactModuleAttribute,
} from './prerendered-key.ts';
import { languageShellAddresses, languageShells, localizedPages } from './localized-pages.ts';
import { appShellFile, notFoundFile, servesEveryParam } from './pages.ts';
import type * as RenderModule from './render-page.tsx';
import {
  entryKey,
  errorReporterKey,
  namedChunkKey,
  reactChunkName,
  routeComponentKey,
  startKey,
  staticClosure,
  type BuildManifest,
} from './route-chunks.ts';

const serverEntry = 'src/prerender/render-page.tsx';
const appHtml = 'index.html';
const rootElement = '<div id="root"></div>';
/** index.html's language, which each prerendered page replaces with its own. */
const htmlElement = '<html lang="en">';

/** A client build's HTML template and manifest, read from the output folder it wrote. */
type ClientBuild = { template: string; manifest: BuildManifest };

/**
 * Prerenders the pages in `prerenderedPages`, in every language, after every production build (`npm run build`,
 * `npm start`, the end-to-end tests): builds the client again once per language (`locale-builds.ts`) into the same
 * folder, builds `render-page.tsx` for Node, renders each page into its language's index.html with its language's
 * scripts, and writes the app shell (the main build's scripts, every language), robots.txt and sitemap.xml beside
 * them. `vite preview` then answers every address without a page of its own with the app shell.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ringwise:prerender',
    // Builds and `vite preview`, but not the nested server build this plugin starts itself.
    apply: (userConfig, { command, isPreview }) =>
      (command === 'build' && !userConfig.build?.ssr && !isLocaleBuild(userConfig)) || isPreview === true,
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
      const readBuild = async (manifestFile: string): Promise<ClientBuild> => ({
        template: await readFile(path.join(outDir, appHtml), 'utf8'),
        manifest: JSON.parse(await readFile(path.join(outDir, manifestFile), 'utf8')) as BuildManifest,
      });
      const main = await readBuild(path.join('.vite', 'manifest.json'));
      // Each language's build writes its own index.html over the last one; its chunks share the folder (a file
      // that is the same in every language has the same hashed name).
      //
      // Each nested build loads vite.config.ts again, so the configuration is read once per output the build
      // writes: the main client, one client per language (each defines its own static locale, so they cannot be one
      // build) and the Node renderer. Not fewer: passing this build's config on instead would share its plugin
      // instances, which keep per-build state (this plugin's resolved config, the route generator's and Paraglide's
      // compilers); loading the file is what makes fresh ones.
      const localeBuilds = new Map<Locale, ClientBuild>();
      for (const locale of locales) {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          define: localeBuildDefine(locale),
          build: { outDir, emptyOutDir: false, copyPublicDir: false, manifest: localeManifestFile(locale) },
        });
        localeBuilds.set(locale, await readBuild(localeManifestFile(locale)));
      }
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
        for (const expected of [rootElement, htmlElement]) {
          if (!main.template.includes(expected)) throw new Error(`${appHtml} has no ${expected}`);
        }
        // The app's module first (staticClosure starts with it), then what it needs beyond main.tsx's chunks.
        const appChunksOf = ({ manifest }: ClientBuild) => {
          const entryChunks = new Set(staticClosure(manifest, entryKey));
          return staticClosure(manifest, startKey).filter((file) => !entryChunks.has(file));
        };
        // The reporter is stamped only when the build has somewhere to send reports: without a DSN the SDK is never
        // loaded. Each page names its own build's, which shares that build's chunks with main.tsx.
        const reports = Boolean(readEnv(config.env).sentryDsn);
        const appModules = ({ manifest }: ClientBuild, chunks: string[]) => {
          const reporter = reports
            ? ` ${errorReporterAttribute}="${config.base}${staticClosure(manifest, errorReporterKey)[0]}"`
            : '';
          const react = manifest[namedChunkKey(manifest, reactChunkName)]?.file ?? '';
          return `${appModulesAttribute}="${chunks.map((file) => `${config.base}${file}`).join(' ')}" ${reactModuleAttribute}="${config.base}${react}"${reporter}`;
        };
        for (const page of render.localizedPages()) {
          const { head, body, key } = await render.renderPage(page.path);
          const localeBuild = localeBuilds.get(page.locale);
          if (!localeBuild) throw new Error(`no build for the language ${page.locale}`);
          const { manifest, template } = localeBuild;
          const entryChunks = new Set(staticClosure(manifest, entryKey));
          const appChunks = appChunksOf(localeBuild);
          const pageChunks = staticClosure(manifest, routeComponentKey(manifest, page.route)).filter(
            (file) => !entryChunks.has(file) && !appChunks.includes(file),
          );
          // No preloads of the app's code in the HTML: main.tsx fetches it after the first paint.
          const html = template
            .replace(htmlElement, `<html lang="${page.locale}">`)
            .replace('</head>', `${head}</head>`)
            .replace(
              rootElement,
              `<div id="root" ${pageKeyAttribute}="${escapeAttribute(key)}" ${appModules(localeBuild, [...appChunks, ...pageChunks])}>${body}</div>`,
            );
          await writeHtml(path.join(outDir, page.file), html);
        }
        // A shell has nothing to paint, so its app code downloads alongside main.tsx. supabase-js does not:
        // the voice page it serves reaches the call host with plain requests (src/lib/visitor-call.ts) and must
        // not pay for it; the staff pages load it when their route first asks for it.
        const shellOf = (clientBuild: ClientBuild, locale?: Locale) => {
          const shellAppChunks = appChunksOf(clientBuild);
          const appPreloads = shellAppChunks.map(
            (file) => `<link rel="modulepreload" crossorigin href="${config.base}${file}">`,
          );
          return clientBuild.template
            .replace(htmlElement, locale ? `<html lang="${locale}">` : htmlElement)
            .replace('</head>', `${appPreloads.join('')}</head>`)
            .replace(rootElement, `<div id="root" ${appModules(clientBuild, shellAppChunks)}></div>`);
        };
        const shell = shellOf(main);
        await writeFile(path.join(outDir, appShellFile), shell);
        for (const { locale, file } of languageShells()) {
          const localeBuild = localeBuilds.get(locale);
          if (!localeBuild) throw new Error(`no build for the language ${locale}`);
          await writeHtml(path.join(outDir, file), shellOf(localeBuild, locale));
        }
        // The app renders the not-found page, in the address's language, for whatever it is sent with the 404.
        await writeFile(path.join(outDir, notFoundFile), shell);
        await writeFile(path.join(outDir, 'robots.txt'), render.robotsTxt());
        await writeFile(path.join(outDir, 'sitemap.xml'), render.sitemapXml());
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
    configurePreviewServer(server) {
      // Runs after Vite's own fallback has sent every address without a file to /index.html, which is now
      // the prerendered home page: a voice page gets its prerendered frame, the public pages not prerendered their
      // language's shell, the site's other pages the app shell, and any other address the
      // not-found page with 404, as the host files say (src/hosting/host-files.ts). The static server always
      // answers 200, so the 404 is sent here.
      const notFoundPage = path.join(path.resolve(server.config.root, server.config.build.outDir), notFoundFile);
      // A page with its own HTML for every value of its params (the voice page) is a file no address names, and so
      // is a language's shell.
      const unnamedFiles = [
        ...localizedPages()
          .filter(({ page }) => servesEveryParam(page))
          .map(({ path: pagePath, file }) => ({ pattern: hostPattern(pagePath), file })),
        ...languageShellAddresses(),
      ];
      return () => {
        server.middlewares.use((req, res, next) => {
          if (req.url !== '/index.html' || isHomePage(req.originalUrl)) return next();
          const pathname = pathOf(req.originalUrl);
          const page = unnamedFiles.find(({ pattern }) => matchesPage(pattern, pathname));
          if (page) {
            req.url = `/${page.file}`;
            return next();
          }
          if (isSiteAddress(pathname)) {
            req.url = `/${appShellFile}`;
            return next();
          }
          readFile(notFoundPage).then((html) => {
            res.statusCode = 404;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(html);
          }, next);
        });
      };
    },
  };
}

const pathOf = (url: string | undefined) => new URL(url ?? '/', 'http://localhost').pathname;

const isHomePage = (url: string | undefined) => {
  const pathname = pathOf(url);
  return pathname === '/' || pathname === '/index.html';
};

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

async function writeHtml(file: string, html: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}
