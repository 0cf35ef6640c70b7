import type { UserConfig } from 'vite';
import type { Locale } from '../paraglide/runtime.js';

/**
 * The expression Paraglide's compiled messages read for a build that speaks one language
 * (`experimentalStaticLocale` in project.inlang/paraglide.config.js). The main build defines it as `undefined`: one
 * set of scripts for every language, which the app shell and the dev server use. Each prerendered page is built
 * again per language with it defined as that language, so the bundler drops every other language's words.
 */
export const staticLocaleDefine = 'globalThis.__PARAGLIDE_STATIC_LOCALE__';

/** The define of a build for one language. */
export const localeBuildDefine = (locale: Locale) => ({ [staticLocaleDefine]: JSON.stringify(locale) });

/** Whether a build is one language's (started by the prerender), not the main build. */
export const isLocaleBuild = (config: Pick<UserConfig, 'define'>): boolean => {
  const value: unknown = config.define?.[staticLocaleDefine];
  return value !== undefined && value !== 'undefined';
};

/** Where one language's build writes its manifest, beside the main build's `.vite/manifest.json`. */
export const localeManifestFile = (locale: Locale) => `.vite/manifest.${locale}.json`;
