import { useEffect, useRef } from 'react';

const query = '(prefers-reduced-motion: reduce)';

export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** The scroll behaviour that respects the visitor's motion preference. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

/** Calls `onReduce` at mount when the visitor prefers reduced motion, and whenever they switch to it. */
export function useOnReducedMotion(onReduce: () => void) {
  const callback = useRef(onReduce);
  useEffect(() => {
    callback.current = onReduce;
  });
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(query);
    if (media.matches) callback.current();
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) callback.current();
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
}
