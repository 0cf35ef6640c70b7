// Lives in tests/ because the top level is fixed; `npm run lint` passes it with --config.
import { resolve } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noModuleLet } from './lint/no-module-let-rule.js';
import { provideOnce } from './lint/provide-once-rule.js';

const repoRoot = resolve(import.meta.dirname, '..');

/**
 * Which folder may import what (docs/architecture.md shows the same table). Each zone names the files it applies to
 * (`target`) and what they must not import (`from`, less `except`); imports are resolved to files first, so a
 * relative path cannot slip past a rule.
 */
const layerZones = [
  {
    target: 'machines',
    from: '.',
    except: ['./machines', './node_modules/xstate'],
    message: 'Machines are pure: import only xstate and pure helpers in machines/.',
  },
  {
    target: ['src/components', 'src/routes', 'src/content'],
    from: ['src/lib/supabase.ts', 'src/lib/load-supabase.ts', 'src/lib/database.types.ts', 'src/voice'],
    message: 'Screens only select and send: Supabase, database rows and voice adapters are bound in src/actors.',
  },
  {
    target: 'src/lib',
    from: ['src/voice', 'src/actors', 'src/components', 'src/routes'],
    message: 'src/lib is the bottom layer of the app: it imports machines and packages only.',
  },
  {
    target: ['src/actors', 'src/voice'],
    from: ['src/components', 'src/routes'],
    message: 'Effects and adapters never depend on screens.',
  },
  {
    // main.tsx alone loads the reporter (by address in a build); it is not a target here.
    target: [
      'src/lib',
      'src/actors',
      'src/components',
      'src/routes',
      'src/content',
      'src/voice',
      'src/prerender',
      'src/start.tsx',
      'src/app.tsx',
      'src/router.tsx',
    ],
    from: ['node_modules/@sentry', 'src/errors/sentry-reporter.ts', 'src/errors/scrub.ts'],
    message:
      "Sentry's SDK lives in the error reporter's own chunk, loaded after the first paint: the app reports through src/lib/failure-reports.ts.",
  },
  {
    target: 'src/errors',
    from: '.',
    except: ['./src/errors', './node_modules'],
    message: "The error reporter imports only its own files and packages, so its chunk shares no code with the app's.",
  },
  {
    target: 'supabase/local',
    from: ['tests', 'src'],
    message: 'The stand-in stands alone: tests import it, never the other way round.',
  },
  {
    // The generated Database type is the one file from outside: its rows type the worker's calls, and the deploy
    // uploads it with the function (a type-only import, so nothing of it runs).
    target: 'supabase/functions',
    from: '.',
    except: ['./supabase/functions', './src/lib/database.types.ts'],
    message:
      'Edge Functions are deployed from supabase/functions: import only files in it and the generated Database type.',
  },
];

/** What creates an actor in the app; each must be given the inspector's options. */
const actorFactories = ['createActor', 'useActorRef', 'useActor', 'useMachine'];

const localPlugin = { rules: { 'provide-once': provideOnce, 'no-module-let': noModuleLet } };

/** SDKs that only adapters and actors may load. */
const effectPackages = ['@supabase/supabase-js', '@vapi-ai/web', '@daily-co/daily-js'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.data/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      // Compiled from messages/*.json by Paraglide (npm run messages).
      'src/paraglide/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: layerZones }],
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // xstate's fromPromise<void> is idiomatic; the rule misreads it as a void value.
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}', 'src/content/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: effectPackages.map((name) => ({
            name,
            message: 'Screens only select and send: SDK calls are bound in src/actors.',
          })),
        },
      ],
    },
  },
  {
    // A sleep proves nothing and fails under load: wait for what the page shows (web-first assertions, expect.poll),
    // and prove that nothing happened on Playwright's clock.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for what the page shows, or run page.clock (docs/testing.md).' },
      ],
    },
  },
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import test from ./support/test, so the spec fails on any CSP violation.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: localPlugin },
    rules: { 'local/provide-once': 'error' },
  },
  {
    // Flows and the helpers they share keep no state in a module (see tests/lint/no-module-let-rule.js).
    files: ['src/actors/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    plugins: { local: localPlugin },
    rules: { 'local/no-module-let': 'error' },
  },
  {
    // One home for the inspector: an actor made without actorOptions() would never reach `?inspect`. The build's
    // prerender runs in Node, where there is no inspector.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/prerender/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.name=/^(${actorFactories.join('|')})$/]:not(:has(CallExpression[callee.name='actorOptions']))`,
          message: 'Create every actor with actorOptions() (src/lib/inspector.ts), so ?inspect streams it.',
        },
      ],
    },
  },
  {
    // One worker for Deno (the Edge Function) and Node (the stand-in): fetch and the web platform only, files
    // imported by relative path with their extension, as Deno needs.
    files: ['supabase/functions/**/*.ts'],
    languageOptions: { globals: { ...globals.es2024, fetch: 'readonly', Request: 'readonly', Response: 'readonly' } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\.{1,2}/.*\\.ts$)', message: 'Import only relative .ts files here.' }] },
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', '__dirname', '__filename', 'global', 'setImmediate'].map((name) => ({
          name,
          message: 'Not in every runtime the worker runs in: use web APIs.',
        })),
      ],
    },
  },
  {
    // An entrypoint runs only in Deno, so it may also import a package by npm: or jsr: specifier (deno.json maps
    // them); the shared modules above stay importable from Node.
    files: ['supabase/functions/*/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/.*\\.ts$|(npm|jsr):)',
              message: 'Import relative .ts files, or packages by npm: or jsr: specifier.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!xstate$|\\.)', message: 'Machines are pure: import only xstate and local pure helpers.' },
          ],
        },
      ],
    },
  },
);
