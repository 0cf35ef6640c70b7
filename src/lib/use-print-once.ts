import { useEffect } from 'react';

/**
 * Opens the print dialog once the page has painted. StrictMode's extra mount in development
 * cancels the first frame before it fires, so the dialog still opens only once.
 */
export function usePrintOnce(): void {
  useEffect(() => {
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, []);
}
