/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { securityHeadersPlugin } from './src/hosting/vite-plugin.ts';
import { prerender } from './src/prerender/prerender-plugin.ts';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    securityHeadersPlugin(),
    prerender(),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Every browser the es2022 target reaches supports modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry needs before it can run, in one file: a handful of requests on a first
        // visit instead of two dozen. Each page's own code stays in its route chunk.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], test: (id) => !/\/(index\.html|src\/main\.tsx)$/.test(id) },
            // The UI kit, which most pages use, as one file rather than a file per primitive.
            { name: 'ui', test: /\/src\/components\/ui\// },
            // The lead inbox's shared code (the dashboard, the lead panel and the early first page use it) as
            // one file: every chunk name is listed in the entry, which every page loads.
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
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/machines/**/*.test.ts',
            'tests/docs/**/*.test.ts',
            'tests/paths/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
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
