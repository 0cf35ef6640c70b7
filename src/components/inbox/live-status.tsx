import { Radio, WifiOff } from 'lucide-react';
import type { LeadFeedMode } from '../../../machines/lead-feed/lead-feed.machine';
import { Notice } from '../ui/notice';

/**
 * Whether new leads arrive by themselves. While the connection is down realtime-js keeps trying,
 * and the list catches up with what it missed once it is back.
 */
export function LiveStatus({ mode }: { mode: LeadFeedMode }) {
  return (
    <div role="status" aria-live="polite">
      {mode === 'paused' ? (
        <Notice tone="warning" icon={WifiOff} className="text-sm">
          Live updates paused — reconnecting…
        </Notice>
      ) : (
        <p className="flex items-center gap-2 text-xs text-slate-400">
          <Radio className={`h-3.5 w-3.5 ${mode === 'live' ? 'text-emerald-400' : ''}`} aria-hidden="true" />
          {mode === 'live' ? 'Live updates on' : 'Connecting live updates…'}
        </p>
      )}
    </div>
  );
}
