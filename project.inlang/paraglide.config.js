// Read by both `paraglide-js compile` (npm run messages) and the Vite plugin (vite.config.ts), so the two compile alike.
export default {
  outdir: './src/paraglide',
  // The locale comes from the address (src/i18n/locale-path.ts), set once per page load and per prerendered page:
  // no cookie, no storage, and none of the runtime's address matching in the bundle.
  strategy: ['globalVariable', 'baseLocale'],
  // The prerender's server build is Vite's SSR build.
  isServer: 'import.meta.env.SSR',
  emitReadme: false,
  // A module per message, as the CLI writes them: language-suggestion.tsx imports three by their own files. The Vite
  // plugin would otherwise write one module per language outside production builds (the dev server, vitest), and the
  // next typecheck or dev page would miss those files.
  outputStructure: 'message-modules',
  // A build for one language defines this as that language, and the bundler drops the others' words from every
  // message (src/prerender/locale-builds.ts). Paraglide takes this exact expression as is.
  experimentalStaticLocale: '/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__',
};
