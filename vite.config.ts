/// <reference types="vitest/config" />
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { errorReportingPlugins } from './src/hosting/error-reporting-plugin.ts';
import { securityHeadersPlugin } from './src/hosting/vite-plugin.ts';
import { appChunk } from './src/prerender/app-chunk.ts';
import { pageChunk } from './src/prerender/page-chunk.ts';
import { pageChunkNames } from './src/prerender/page-chunks.ts';
import { everyLanguageMessages } from './src/prerender/every-language-messages.ts';
import { oneLanguageMessages, staticLocaleDefine } from './src/prerender/locale-builds.ts';
import { prerender } from './src/prerender/prerender-plugin.ts';
import { reactChunkName } from './src/prerender/route-chunks.ts';

/** React and its renderer, evaluated in a task of their own before the app (src/react-dom-client.ts). */
// Small modules the site tracker shares with the staff screens: in the app chunk rather than a script of their own
// each, or the tracker, which every page fetches after its load event, would fetch the inbox's chunk.
const sharedWithTheTracker =
  /\/(src\/lib\/(site-events|visit-store|auth-storage-key)|machines\/growth\/(attribution|personal-shape))\.ts$/;
/**
 * What nearly every machine imports (its placeholders for actors a screen provides, its failure reports, its error
 * words): in the app chunk, or the first page to import one would carry it for every other page.
 */
const machineBasics = /\/machines\/(not-provided|failure-report|shared\/error-message)\.ts$/;
/**
 * supabase-js's few-byte loader, which the sign-in, the session and every staff screen import: in the app chunk, or
 * the inbox's chunk takes it and the sign-in page loads the inbox's code.
 */
const supabaseLoader = /\/src\/lib\/load-supabase\.ts$/;
/** The small modules /book and the voice pages share (see the group below). */
const visitorKit =
  /\/(src\/(lib\/(visitor-call|time-zones|visit-columns|form-bot-checks)|actors\/booking-answer)\.ts|machines\/(booking\/(slot-days|booking)|voice-pages\/pages-loading|demo-form\/demo-form-rules|shared\/contact-rules)\.ts|src\/paraglide\/messages\/book_(booked|taken)\.js)$/;
const reactRuntime = /(\/node_modules\/(react|react-dom|scheduler)\/|\/src\/react-dom-client\.ts$)/;
/**
 * The compiled messages, one module each. The app reaches them all through the catalogue's index, but each page uses
 * a few: left out of the app chunk, each lands with the code that uses it (the bundler tree-shakes the rest).
 */
const pageMessages = /\/src\/paraglide\/messages\//;
/**
 * Walks of the largest machines' paths and of the import graph are seconds of CPU work, and `npm test` runs vitest
 * beside the browsers: vitest's 5 s default timed four of them out at load 30. A timeout only catches a test that
 * hangs; how fast things are is for the benchmarks to say.
 */
const cpuBoundTestTimeoutMs = 20_000;
/**
 * The UI kit's parts every public page shows with its first screen (buttons and cards): the rest (fields, notices,
 * spinners, dialogs) go with the pages that use them, since every visit downloads the app chunk.
 */
const everyPageKit = /\/src\/components\/ui\/(button|card|field-styles)\.tsx?$/;
/** The few lines that load a page's later part (the calculator's later steps, /book's form): a script of its own else. */
const lateParts = /\/src\/lib\/late-module\.ts$/;
/** What start.tsx, the app, needs: one chunk that main.tsx loads after the first paint. */
const app = appChunk('/src/start.tsx');
/** The pages whose own code is one script (the home page's first screen; its late sections are scripts of their own). */
const pages = Object.entries(pageChunkNames).map(([routeFile, name]) => ({ name, ...pageChunk(`/${routeFile}`) }));

export default defineConfig({
  // One set of scripts for every language (the app shell, the dev server, the prerender's server build); the
  // prerender builds each prerendered page's language again with its own (src/prerender/locale-builds.ts).
  define: { [staticLocaleDefine]: 'undefined' },
  plugins: [
    // Compiles messages/*.json into src/paraglide (its options: project.inlang/paraglide.config.js).
    paraglideVitePlugin({ project: './project.inlang' }),
    oneLanguageMessages(),
    everyLanguageMessages(/\/src\/components\/language-suggestion\.tsx$/),
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    securityHeadersPlugin(),
    errorReportingPlugins(),
    app.plugin,
    ...pages.map((page) => page.plugin),
    prerender(),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // Maps for the error reports' stacks, never served: src/hosting/error-reporting-plugin.ts moves them out of dist.
    sourcemap: 'hidden',
    // Every browser the es2022 target reaches supports modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app is an entry of its own: main.tsx imports it by the address the prerender stamps on the page.
      // So is the error reporter (the SDK), which main.tsx loads at the first error or report.
      input: { index: 'index.html', start: 'src/start.tsx', reporter: 'src/errors/sentry-reporter.ts' },
      // Vite drops an entry's exports by default; main.tsx calls the app's `start`.
      preserveEntrySignatures: 'exports-only',
      output: {
        // Besides each page's route chunk, the home page loads main.tsx (with the HTML) and then, after
        // the first paint, the app's entry, rolldown's runtime, React, and the app: six scripts.
        codeSplitting: {
          groups: [
            { name: reactChunkName, test: reactRuntime, priority: 2 },
            {
              // Everything start.tsx needs, and the UI kit most pages use. The app's closure is walked
              // through lucide-react's index, so it holds every icon the site uses (about 3 kB gzipped):
              // the icons the home page shares with other pages would otherwise be a seventh script.
              name: 'app',
              test: (id) =>
                (app.includes(id) ||
                  everyPageKit.test(id) ||
                  lateParts.test(id) ||
                  sharedWithTheTracker.test(id) ||
                  machineBasics.test(id) ||
                  supabaseLoader.test(id)) &&
                !reactRuntime.test(id) &&
                !pageMessages.test(id) &&
                !id.endsWith('/src/start.tsx'),
              priority: 1,
            },
            ...pages.map(({ name, includes }) => ({
              name,
              test: (id: string) => includes(id) && !reactRuntime.test(id) && !app.includes(id),
            })),
            // What the visitor's pages (/book and the voice pages) share, most of it a few hundred bytes: one file, not
            // ten scripts, each of which costs its own request and gzip stream (/book loaded 19 before). The database's
            // booking answers are here too, which the lead panel also reads: on their own, or the bundler folds them
            // into the inbox's chunk and the voice page loads all of that.
            { name: 'visitor-kit', test: visitorKit },
            // The ROI model and the business case it makes, which the calculator, the report, the demo form, raw
            // pricing and the inbox's lead origin read: a file of their own, or the bundler folds them into the
            // inbox's chunk and the calculator loads all of that.
            {
              name: 'roi-model',
              test: /\/(machines\/roi-wizard\/roi-model|machines\/growth\/business-case|src\/content\/business-case)\.ts$/,
            },
            // The notices and the labelled fields, which the pages with a form show together (sign-in, /book, the
            // voice page, the staff screens): one file.
            { name: 'form-kit', test: /\/src\/components\/ui\/(notice|text-field)\.tsx$/ },
            // The lead inbox's shared code (the dashboard, the lead panel and the early first page use it) as
            // one file: every chunk name is listed in the app chunk, which every page loads.
            {
              name: 'inbox',
              test: /\/(src\/actors\/lead-|src\/lib\/(two-digits|contact-links|submission-date|reply-text|use-second-ticks)\.ts|src\/components\/inbox\/(reply-deadline|lead-status-select)\.tsx|machines\/inbox\/(lead|reply-deadline|view-match)\.ts)/,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      // Threads, not vitest's default forks: about 13,000 path tests report one by one, and a fork sends each result
      // over IPC (the machine paths took 159 s in forks, 57 s in threads). docs/testing.md has the figures.
      {
        test: {
          name: 'unit',
          environment: 'node',
          pool: 'threads',
          // Isolated: some files mock modules (vi.mock) that others import for real.
          include: ['tests/unit/**/*.test.ts'],
          testTimeout: cpuBoundTestTimeoutMs,
        },
      },
      {
        test: {
          // Pure replays of pure machines: no mocks and no module state, so the files share a module cache and the
          // machines are imported once per thread instead of once per file (57 s → 38 s).
          name: 'paths',
          environment: 'node',
          pool: 'threads',
          isolate: false,
          include: ['tests/machines/**/*.test.ts', 'tests/docs/**/*.test.ts', 'tests/paths/**/*.test.ts'],
          testTimeout: cpuBoundTestTimeoutMs,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          pool: 'threads',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // SQL-level tests: the migrations' grants, policies and functions, run as each API role.
          name: 'db',
          environment: 'node',
          include: ['tests/db/**/*.test.ts'],
          globalSetup: ['tests/db/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // `npm run test:reliability`: servers under load, kill -9, malformed input. One file at a time, so
          // their figures are not measured against each other; the table of figures prints at the end.
          name: 'reliability',
          environment: 'node',
          include: ['tests/reliability/*.test.ts'],
          globalSetup: ['tests/reliability/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
