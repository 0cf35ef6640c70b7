import { useEffect, useRef } from 'react';

/**
 * Focuses the element on mount when the focus has just been lost (it is on the page's body), because the control
 * the person pressed went away with the view it was in. `enabled` keeps a page's first render from taking the focus.
 */
export function useFocusWhenLost<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (enabled && lost) ref.current?.focus();
  }, [enabled]);
  return ref;
}
