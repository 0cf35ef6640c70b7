import { useEffect, useState } from 'react';
import { m } from '../../paraglide/messages.js';

export const formatElapsed = (ms: number): string => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/** mm:ss since the assistant picked up; a display clock, so it lives here and not in the machine. */
export function CallTimer({ since }: { since: number | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return (
    <span className="font-mono text-slate-300 tabular-nums" aria-label={m.voice_call_duration()}>
      {since === null ? '00:00' : formatElapsed(now - since)}
    </span>
  );
}
