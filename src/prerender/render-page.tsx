import { createRequestHandler } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { createActor } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import { App } from '../app';
import { nearScreenSectionsLoaded } from '../components/landing/near-screen';
import { adoptPathLocale } from '../i18n/page-locale';
import { createAppRouter } from '../router';
import { pageKey } from './page-key';

/** React writes the route's title, meta and link tags first, ahead of the markup they sit in. */
const leadingHeadTags = /^(?:<title>[^<]*<\/title>|<(?:meta|link) [^>]*\/>)*/;

export type RenderedPage = {
  /** The title, meta and link tags, for `<head>`. */
  head: string;
  /** The markup, for `#root`. */
  body: string;
  /** What the browser checks before hydrating (see `pageKey`). */
  key: string;
};

/**
 * The build's server entry: renders one page through TanStack Router's request handler with the
 * same routes and components the browser runs. A page whose address is not canonical (a bare /roi
 * gains its default search) is rendered at the address the router redirects to.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  let page: RenderedPage | undefined;
  adoptPathLocale(path);
  const handle = createRequestHandler({
    request: new Request(new URL(path, 'http://localhost')),
    // Public pages never start the session, so it needs no effects here.
    createRouter: () => createAppRouter({ loadSession: async () => createActor(sessionMachine) }, 'server'),
  });
  const response = await handle(async ({ router }) => {
    await nearScreenSectionsLoaded();
    const html = renderToString(<App router={router} />);
    const head = leadingHeadTags.exec(html)?.[0] ?? '';
    page = { head, body: html.slice(head.length), key: pageKey(router) };
    return new Response(html);
  });
  const redirect = response.headers.get('Location');
  if (redirect !== null && redirect !== path) return renderPage(redirect);
  if (!page?.head.includes('<title>')) throw new Error(`prerender of ${path}: no <title> in the rendered page`);
  return page;
}

export { localizedPages } from './localized-pages';
export { robotsTxt, sitemapXml } from './site-files';
