import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { staticLocaleDefine } from './locale-builds.ts';

/** How Paraglide's compiled messages read the build's language (project.inlang/paraglide.config.js). */
const staticLocaleExpression = '/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__';
const everyLanguage = '?every-language';
const compiledMessage = /\/src\/paraglide\/messages\/[^/]+\.js$/;

/**
 * The language suggestion speaks the language it offers, not the page's. In a language's build every message keeps
 * that language alone, so the messages `importer` imports get a copy of their own that keeps every language (the
 * build's language is not known to them), which only that module's chunk carries.
 */
export function everyLanguageMessages(importer: RegExp): Plugin {
  return {
    name: 'ringwise:every-language-messages',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, from) {
      if (!from || !importer.test(from) || !source.includes('/paraglide/messages/')) return null;
      const resolved = await this.resolve(source, from, { skipSelf: true });
      if (!resolved || !compiledMessage.test(resolved.id)) return null;
      return `${resolved.id}${everyLanguage}`;
    },
    async load(id) {
      if (!id.endsWith(everyLanguage)) return null;
      const code = await readFile(id.slice(0, -everyLanguage.length), 'utf8');
      if (!code.includes(staticLocaleExpression)) {
        throw new Error(`${id}: no ${staticLocaleDefine} to keep every language for`);
      }
      return code.replaceAll(staticLocaleExpression, 'undefined');
    },
  };
}
