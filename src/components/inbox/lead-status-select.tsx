import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { fieldBox } from '../ui/field-styles';
import { statusLabels } from '../../../machines/inbox/lead';
import { isLeadStatus, leadStatuses, type LeadStatus } from '../../../machines/inbox/lead-status';
import { statusSelectCopy } from '../../content/lead-story';

/** Keys that step a closed select's value in Chrome and Firefox: each would fire a change on its own. */
const steppingKeys = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * A lead's place in the pipeline; `label` names the lead for screen readers. A choice picked from the open list
 * (mouse, touch, or the keyboard's Enter in it) is saved at once. Stepping through the closed box with the arrow
 * keys only shows the choice, which Enter saves and Escape or leaving the box drops, so one stray key saves
 * nothing. While a change is saved the box stays focusable and ignores input, so the focus stays where it is.
 */
export function LeadStatusSelect({
  status,
  label,
  busy,
  onChange,
}: {
  status: LeadStatus;
  label: string;
  busy: boolean;
  onChange: (status: LeadStatus) => void;
}) {
  const [choice, setChoice] = useState<LeadStatus | null>(null);
  const stepped = useRef(false);
  const hintId = useId();
  const commit = (next: LeadStatus) => {
    setChoice(null);
    if (next !== status) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter' && choice !== null) {
      event.preventDefault();
      commit(choice);
    } else if (event.key === 'Escape' && choice !== null) {
      event.preventDefault();
      event.stopPropagation();
      setChoice(null);
    } else if (steppingKeys.has(event.key) || event.key.length === 1) {
      stepped.current = true;
    }
  };
  return (
    <span className="inline-flex flex-col gap-1">
      <select
        aria-label={label}
        aria-busy={busy || undefined}
        aria-describedby={choice !== null ? hintId : undefined}
        value={choice ?? status}
        onKeyDown={onKeyDown}
        onBlur={() => setChoice(null)}
        onChange={(event) => {
          const next = event.target.value;
          const wasStepped = stepped.current;
          stepped.current = false;
          if (busy || !isLeadStatus(next)) return;
          if (wasStepped) setChoice(next === status ? null : next);
          else commit(next);
        }}
        className={`${fieldBox} px-2 py-1.5 text-sm text-white outline-none aria-busy:opacity-60`}
      >
        {leadStatuses.map((option) => (
          <option key={option} value={option}>
            {statusLabels[option]}
          </option>
        ))}
      </select>
      {choice !== null && (
        <span id={hintId} className="text-xs text-slate-400">
          {statusSelectCopy.pending}
        </span>
      )}
    </span>
  );
}
