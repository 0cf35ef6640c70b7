import { fieldBox } from '../ui/field-styles';
import { statusLabels } from '../../../machines/inbox/lead';
import { isLeadStatus, leadStatuses, type LeadStatus } from '../../../machines/inbox/lead-status';

/** A lead's place in the pipeline, changed in one step; `label` names the lead for screen readers. */
export function LeadStatusSelect({
  status,
  label,
  disabled,
  onChange,
}: {
  status: LeadStatus;
  label: string;
  disabled: boolean;
  onChange: (status: LeadStatus) => void;
}) {
  return (
    <select
      aria-label={label}
      value={status}
      disabled={disabled}
      onChange={(event) => {
        if (isLeadStatus(event.target.value)) onChange(event.target.value);
      }}
      className={`${fieldBox} px-2 py-1.5 text-sm text-white outline-none disabled:opacity-60`}
    >
      {leadStatuses.map((option) => (
        <option key={option} value={option}>
          {statusLabels[option]}
        </option>
      ))}
    </select>
  );
}
