import { honeypotFieldName } from '../../lib/form-bot-checks';

/**
 * A field people never see: off-screen, hidden from screen readers, out of the tab order, with a name and
 * markers no autofill or password manager fills. Bots that fill every field fill it, and the database then
 * keeps their request flagged as spam.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input
          type="text"
          name={honeypotFieldName}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
          data-form-type="other"
        />
      </label>
    </div>
  );
}
