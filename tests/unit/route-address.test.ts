import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type RegisteredRouter,
} from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { followRouteSearch } from '../../src/actors/route-address';
import { parseRoiSearch, type RoiSearch } from '../../src/lib/roi-search';

/** A router with the calculator's address rule and one other page; no component renders here. */
function startRouter() {
  const root = createRootRoute();
  const roi = createRoute({ getParentRoute: () => root, path: '/roi', validateSearch: parseRoiSearch });
  const home = createRoute({ getParentRoute: () => root, path: '/' });
  // Navigating is what a browser does: in Node the router would take itself for a server and ignore it.
  const router = createRouter({
    routeTree: root.addChildren([roi, home]),
    history: createMemoryHistory({ initialEntries: ['/roi'] }),
    isServer: false,
  });
  // What the app's RouterProvider does: every change of history (Back and Forward included) starts a navigation.
  router.history.subscribe(() => void router.load());
  const heard: RoiSearch[] = [];
  // The app's router type is the registered one; this one has the same /roi route.
  const registered = router as unknown as RegisteredRouter;
  const stop = followRouteSearch(registered, '/roi', parseRoiSearch, (search) => heard.push(search));
  return { router, heard, stop };
}

const inputs = { calls: 3_000, aht: 4, wage: 22 };

// The router reads the page's origin when it starts in a browser.
beforeEach(() => {
  vi.stubGlobal('window', { origin: 'http://127.0.0.1' });
  return () => vi.unstubAllGlobals();
});

describe("a page's machine hears the address", () => {
  it('within the navigate call that changed it, each address in turn, so it is never told one it has moved past', () => {
    const { router, heard } = startRouter();
    void router.navigate({ to: '/roi', search: { step: 'volume', ...inputs } });
    expect(heard).toEqual([{ step: 'volume', ...inputs }]);
    void router.navigate({ to: '/roi', search: { step: 'volume', ...inputs, calls: 3_050 }, replace: true });
    void router.navigate({ to: '/roi', search: { step: 'costs', ...inputs, calls: 3_100 } });
    expect(heard.map(({ step, calls }) => [step, calls])).toEqual([
      ['volume', 3_000],
      ['volume', 3_050],
      ['costs', 3_100],
    ]);
  });

  it("read by the route's own rule, and only for that route", () => {
    const { router, heard } = startRouter();
    void router.navigate({ to: '/roi', search: { step: 'nowhere', calls: 99_999 } as never });
    void router.navigate({ to: '/' });
    expect(heard).toEqual([{ step: 'volume', calls: 20_000, aht: 4, wage: 22 }]);
  });

  it('including Back and Forward, and not once the page has stopped listening', () => {
    const { router, heard, stop } = startRouter();
    void router.navigate({ to: '/roi', search: { step: 'costs', ...inputs } });
    router.history.back();
    expect(heard.at(-1)).toEqual({ step: 'volume', calls: 2_000, aht: 4, wage: 22 });
    router.history.forward();
    expect(heard.at(-1)).toEqual({ step: 'costs', ...inputs });
    stop();
    router.history.back();
    expect(heard).toHaveLength(3);
  });
});
