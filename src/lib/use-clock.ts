import { useEffect, useState } from 'react';

/** The current time (ms since the epoch), read again every `everyMs`: for texts like `5 min ago`. */
export function useClock(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
