import type { Plugin, UserConfig } from 'vite';
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

/** The check each compiled message makes that a call does not ask a one-language build for another language. */
const otherLanguageWarning =
  /^[ \t]*if \([^\n]*__PARAGLIDE_STATIC_LOCALE__[^\n]* !== undefined && options\.locale !== undefined[^\n]*console\.warn\([^\n]*\n/m;

/**
 * In one language's build, drops the warning every compiled message carries for a call asking it for another language
 * (Paraglide's own, written into each of the few hundred messages): no public page asks for one, the message answers in
 * the build's language whatever it is asked, and each copy of the warning's text cost every page's first load bytes.
 */
export function oneLanguageMessages(): Plugin {
  let oneLanguage = false;
  return {
    name: 'ringwise:one-language-messages',
    apply: 'build',
    configResolved(config) {
      oneLanguage = isLocaleBuild(config);
    },
    transform(code, id) {
      if (!oneLanguage || !/\/src\/paraglide\/messages\/[a-z0-9]\w*\.js$/.test(id)) return null;
      const trimmed = code.replace(otherLanguageWarning, '');
      if (trimmed === code) throw new Error(`${id}: Paraglide's other-language warning is not where it was`);
      return { code: trimmed, map: null };
    },
  };
}
