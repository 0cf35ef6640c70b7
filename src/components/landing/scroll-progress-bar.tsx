import { useEffect, useRef } from 'react';

/** How far down the page the visitor is, as a thin bar along the top edge. Purely visual. */
export function ScrollProgressBar() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      const scrollable = root.scrollHeight - root.clientHeight;
      const progress = scrollable > 0 ? Math.min(1, Math.max(0, root.scrollTop / scrollable)) : 0;
      bar.current?.style.setProperty('transform', `scaleX(${progress})`);
    };
    // One write per frame however many scroll events arrive.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1">
      <div
        ref={bar}
        data-testid="scroll-progress"
        className="h-full origin-left bg-gradient-to-r from-brand-400 to-accent-500"
        style={{ transform: 'scaleX(0)' }}
      />
    </div>
  );
}
