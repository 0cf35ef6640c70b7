import { useEffect, useState } from 'react';

/**
 * The current time, updated every whole second counted from `anchor` (ms since the epoch), so a
 * countdown to a deadline `anchor + n seconds` changes exactly when its text does, not up to a
 * second late. With `anchor` null nothing ticks.
 */
export function useSecondTicks(anchor: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (anchor === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const intoSecond = (((current - anchor) % 1000) + 1000) % 1000;
      timer = setTimeout(tick, 1000 - intoSecond);
    };
    tick();
    return () => clearTimeout(timer);
  }, [anchor]);
  return now;
}
