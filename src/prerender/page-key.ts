import type { AnyRouter } from '@tanstack/react-router';

/**
 * What a page's markup depends on: the route shown, its params and its validated search. The
 * prerender stamps it on the root element; the browser hydrates only when its own key is the same
 * (a /roi link that opens on a later step renders afresh instead of mismatching).
 */
export function pageKey(router: AnyRouter): string {
  const leaf = router.state.matches.at(-1);
  return JSON.stringify(leaf ? [leaf.routeId, leaf.params, leaf.search] : null);
}
