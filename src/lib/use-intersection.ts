import { useEffect, useRef, type RefObject } from 'react';

type Options = { threshold?: number; rootMargin?: string; enabled?: boolean };

/**
 * Reports every intersection change of `target`. Options are primitives so a re-render never
 * recreates the observer; `enabled: false` disconnects it (e.g. once a section has revealed).
 */
export function useIntersection(
  target: RefObject<Element | null>,
  onChange: (entry: IntersectionObserverEntry) => void,
  { threshold = 0, rootMargin = '0px', enabled = true }: Options = {},
) {
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) callback.current(entry);
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, threshold, rootMargin, enabled]);
}
