/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appChunk } from './src/prerender/app-chunk.ts';
import { prerender } from './src/prerender/prerender-plugin.ts';

/** What main.tsx needs itself, besides the stylesheet: one small chunk that loads before the first paint. */
const boot = /(\/src\/prerender\/prerendered-key\.ts|vite\/preload-helper\.js)$/;
/** What start.tsx, the app, needs: one chunk that main.tsx loads after the first paint. */
const app = appChunk('/src/start.tsx');

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    app.plugin,
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
        // Two chunks besides each page's route chunk: main.tsx's few lines, fetched with the HTML, and
        // the app, fetched after the first paint. Dependencies of a group's modules are not pulled in
        // after them, or the preload helper main.tsx shares with the app would move into the app chunk.
        codeSplitting: {
          groups: [
            { name: 'boot', test: boot, priority: 2 },
            {
              name: 'app',
              test: (id) => app.includes(id) && !boot.test(id),
              priority: 1,
              includeDependenciesRecursively: false,
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
          include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts'],
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
