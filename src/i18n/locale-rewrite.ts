import type { LocationRewrite } from '@tanstack/react-router';
import { getLocale } from '../paraglide/runtime.js';
import { localizedPath, pagePath } from './locale-path';

/**
 * The router's view of addresses: routes are written once, without a language; the address bar carries it. Every
 * link the router builds gets the page's language, so links keep the locale without each one saying so.
 */
export const localeRewrite: LocationRewrite = {
  input: ({ url }) => {
    url.pathname = pagePath(url.pathname);
    return url;
  },
  output: ({ url }) => {
    url.pathname = localizedPath(url.pathname, getLocale());
    return url;
  },
};
