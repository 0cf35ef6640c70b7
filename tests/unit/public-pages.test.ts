import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { isPublicPage, localizedPath } from '../../src/i18n/locale-path';
import { prerenderedPages } from '../../src/prerender/pages';
import { publicPages } from '../../src/public-pages';
import type { RouterContext } from '../../src/router-context';
import { routeTree } from '../../src/routeTree.gen';

const router = createRouter({
  routeTree,
  history: createMemoryHistory({ initialEntries: ['/'] }),
  // Listing routes reads no context; the session is never started here.
  context: {} as RouterContext,
});

describe('the one list of public pages', () => {
  it('names every route outside the admin area, and only those', () => {
    const routes = Object.keys(router.routesByPath).filter((path) => path !== '/admin' && !path.startsWith('/admin/'));
    expect(routes.map((path) => path.replace(/\/$/, '')).sort()).toEqual(
      publicPages.map(({ route }) => route.replace(/\/$/, '')).sort(),
    );
  });

  it('is what exists in every language, a voice page under any name, and nothing of the admin area', () => {
    for (const path of ['/', '/roi', '/roi/report', '/ai-phone-caller', '/ai-phone-caller/', '/ai-phone-caller/acme'])
      expect(isPublicPage(path), path).toBe(true);
    for (const path of ['/admin', '/admin/dashboard', '/nothing-here', '/roi/other', '/ai-phone-caller/a/b'])
      expect(isPublicPage(path), path).toBe(false);
    expect(localizedPath('/ai-phone-caller/acme', 'es')).toBe('/es/ai-phone-caller/acme');
    expect(localizedPath('/admin/growth', 'es')).toBe('/admin/growth');
  });

  it("says which pages are prerendered: the home page, the ROI calculator, the booking page, the default voice page (its address without the route's last slash) and the voice page's frame", () => {
    expect(prerenderedPages).toEqual([
      { path: '/', file: 'index.html', route: 'src/routes/index.tsx' },
      { path: '/roi', file: 'roi.html', route: 'src/routes/roi.tsx' },
      { path: '/book', file: 'book.html', route: 'src/routes/book.tsx' },
      { path: '/ai-phone-caller', file: 'ai-phone-caller.html', route: 'src/routes/ai-phone-caller/index.tsx' },
      { path: '/ai-phone-caller/$slug', file: 'voice-page.html', route: 'src/routes/ai-phone-caller/$slug.tsx' },
    ]);
  });
});
