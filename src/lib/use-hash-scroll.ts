import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { scrollBehavior } from './reduced-motion';

function scrollToHash(hash: string) {
  if (!hash) return;
  document.getElementById(decodeHash(hash))?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
}

/** A hand-typed hash like `#100%` is not valid percent-encoding; look it up as written rather than throw. */
function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/**
 * Scrolls smoothly to the element named by the URL's hash: when the page opens with one, and after
 * every in-app navigation that carries one, including a second click on a link to the same hash
 * (which the router treats as a reload of the same location, not a hash change). The router's own
 * hash scroll runs before a code-split page has rendered its sections, so the page that owns them does it.
 */
export function useHashScroll() {
  const router = useRouter();
  useEffect(() => {
    const frame = requestAnimationFrame(() => scrollToHash(router.state.location.hash));
    const unsubscribe = router.subscribe('onResolved', (event) => {
      requestAnimationFrame(() => scrollToHash(event.toLocation.hash));
    });
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, [router]);
}
