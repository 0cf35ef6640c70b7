import settings from '../../project.inlang/settings.json' with { type: 'json' };
import type { Locale } from '../paraglide/runtime.js';

/**
 * The site's languages, read from the inlang project's settings, the one list the catalogue is compiled from. Read
 * here rather than from the compiled runtime, so the build's own config and the host files (which load before the
 * catalogue is compiled) can name every page's address too.
 */
export const baseLocale = settings.baseLocale as Locale;
export const locales = settings.locales as readonly Locale[];

export const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value);
