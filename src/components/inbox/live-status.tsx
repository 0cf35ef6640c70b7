import { Radio, WifiOff } from 'lucide-react';

export type LiveMode = 'connecting' | 'live' | 'paused';

/**
 * Whether new leads arrive by themselves. While the connection is down realtime-js keeps trying,
 * and the list catches up with what it missed once it is back.
 */
export function LiveStatus({ mode }: { mode: LiveMode }) {
  return (
    <div role="status" aria-live="polite">
      {mode === 'paused' ? (
        <p className="flex items-center gap-2 rounded-lg border border-amber-400/40 bg-amber-400/10 px-4 py-2 text-sm text-amber-100">
          <WifiOff className="h-4 w-4" aria-hidden="true" />
          Live updates paused — reconnecting…
        </p>
      ) : (
        <p className="flex items-center gap-2 text-xs text-slate-400">
          <Radio className={`h-3.5 w-3.5 ${mode === 'live' ? 'text-emerald-400' : ''}`} aria-hidden="true" />
          {mode === 'live' ? 'Live updates on' : 'Connecting live updates…'}
        </p>
      )}
    </div>
  );
}
