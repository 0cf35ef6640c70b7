import { Bell, BellOff } from 'lucide-react';
import { Button } from '../ui/button';

export type NotifyMode = 'off' | 'asking' | 'on' | 'blocked' | 'unavailable';

const notes: Partial<Record<NotifyMode, string>> = {
  blocked: 'Notifications are blocked for this site in the browser settings.',
  unavailable: 'This browser cannot show notifications.',
};

/** `Notify me`: a desktop notification and a short sound for each new lead. */
export function NotifyToggle({ mode, onChange }: { mode: NotifyMode; onChange: (on: boolean) => void }) {
  const on = mode === 'on';
  const note = notes[mode];
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant={on ? 'primary' : 'quiet'}
        size="sm"
        shape="box"
        role="switch"
        aria-checked={on}
        disabled={mode === 'asking' || mode === 'unavailable'}
        aria-describedby={note ? 'notify-note' : undefined}
        onClick={() => onChange(!on)}
      >
        {on ? <Bell className="h-4 w-4" aria-hidden="true" /> : <BellOff className="h-4 w-4" aria-hidden="true" />}
        Notify me
      </Button>
      {note && (
        <p id="notify-note" className="text-xs text-slate-400">
          {note}
        </p>
      )}
    </div>
  );
}
