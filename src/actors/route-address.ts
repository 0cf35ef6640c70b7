import type { ParsedLocation, RegisteredRouter, RouteIds } from '@tanstack/react-router';

/**
 * Tells a page's machine where the address stands: calls `follow` with the search of every navigation that lands
 * on `routeId` (or a route inside it), read by `read`, the rule the route's `validateSearch` uses.
 *
 * It listens where the router starts a navigation, which happens in the same call as the `navigate` that caused
 * it, so the machine hears each address in the order the address bar held them, its own writes included, before
 * the visitor can do anything else. The route's search as the page renders it comes later (the router renders in a
 * transition): a machine fed from there could be told an address it has already moved past.
 */
export function followRouteSearch<View>(
  router: RegisteredRouter,
  routeId: RouteIds<RegisteredRouter['routeTree']>,
  read: (search: ParsedLocation['search']) => View,
  follow: (view: View) => void,
): () => void {
  return router.subscribe('onBeforeNavigate', ({ toLocation }) => {
    const [routes] = router.getMatchedRoutes(toLocation.pathname);
    if (routes.some((route) => route.id === routeId)) follow(read(toLocation.search));
  });
}
