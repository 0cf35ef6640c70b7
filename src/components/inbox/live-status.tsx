import { WifiOff } from 'lucide-react';

/** Said while the live connection is down; realtime-js keeps trying and the list catches up when it is back. */
export function LiveStatus({ paused }: { paused: boolean }) {
  return (
    <p role="status" aria-live="polite" className={paused ? '' : 'sr-only'}>
      {paused && (
        <span className="flex items-center gap-2 rounded-lg border border-amber-400/40 bg-amber-400/10 px-4 py-2 text-sm text-amber-100">
          <WifiOff className="h-4 w-4" aria-hidden="true" />
          Live updates paused — reconnecting…
        </span>
      )}
    </p>
  );
}
