import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { scrollBehavior } from './reduced-motion';

/**
 * Scrolls smoothly to the element named by the URL's hash, when the page opens with one and
 * whenever in-app navigation changes it. The router's own hash scroll runs before a code-split
 * page has rendered its sections, so the page that owns the anchors does it.
 */
export function useHashScroll() {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(decodeURIComponent(hash))?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
