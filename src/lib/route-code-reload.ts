/**
 * When a route's code is missing (a deploy replaced its chunk), the router reloads the page once, marking that in
 * sessionStorage under `tanstack_router_reload:<message>`, and on the next load lets the same error through to
 * the route's error page. The page being left can still render the error before it goes, and on a busy machine
 * its report leaves too; that failure belongs to the next load, which reports it if it happens again.
 */
import { isModuleNotFoundError } from '@tanstack/router-core';

const reloadMarkPrefix = 'tanstack_router_reload:';

/**
 * Reads the router's marks once, as this page load found them (before the router could add one), and answers
 * whether an error is a missing route's code that this page is leaving for the router's reload. Without storage
 * (none, or blocked) the router cannot reload either, so nothing is left to the next load.
 */
export function leavingForReload(storage: () => Pick<Storage, 'length' | 'key'>): (error: unknown) => boolean {
  const marksAtLoad = keysOf(storage);
  return (error) =>
    marksAtLoad !== undefined &&
    isModuleNotFoundError(error) &&
    !marksAtLoad.has(`${reloadMarkPrefix}${(error as Error).message}`);
}

/** The keys in storage, or undefined when there is none or the browser refuses it (blocked site data). */
function keysOf(storage: () => Pick<Storage, 'length' | 'key'>): Set<string> | undefined {
  try {
    const store = storage();
    return new Set(Array.from({ length: store.length }, (_, index) => store.key(index) ?? ''));
  } catch {
    return undefined;
  }
}
