import type { AnyRouter } from '@tanstack/react-router';
import { prerenderedPages, servesEveryParam } from './pages';

/** The routes prerendered once for every value of their params: their markup does not depend on them. */
const everyParamRoutes = new Set<string>(
  prerenderedPages.filter(({ path }) => servesEveryParam(path)).map(({ path }) => path),
);

/**
 * What a page's markup depends on: the route shown, its params and its validated search. The
 * prerender stamps it on the root element; the browser hydrates only when its own key is the same
 * (a /roi link that opens on a later step renders afresh instead of mismatching). A page built once for every value
 * of its params (the voice page's frame, whatever the slug) leaves them out.
 */
export function pageKey(router: AnyRouter): string {
  const leaf = router.state.matches.at(-1);
  if (!leaf) return JSON.stringify(null);
  return JSON.stringify([leaf.routeId, everyParamRoutes.has(leaf.routeId) ? {} : leaf.params, leaf.search]);
}
