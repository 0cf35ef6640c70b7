import { noteMaxLength, noteProblem } from '../../../machines/lead-panel/lead-history';
import { formatWhole } from '../../lib/number-format';
import { adminButton } from './admin-button';

/** Adds a note to the lead; the text stays until the server has it. */
export function NoteForm({
  draft,
  sending,
  onInput,
  onAdd,
}: {
  draft: string;
  sending: boolean;
  onInput: (text: string) => void;
  onAdd: () => void;
}) {
  const length = draft.trim().length;
  const tooLong = length > noteMaxLength;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onAdd();
      }}
    >
      <label className="flex flex-col gap-1 text-sm text-slate-300">
        Note
        <textarea
          value={draft}
          rows={3}
          readOnly={sending}
          aria-invalid={tooLong}
          aria-describedby="note-length"
          onChange={(event) => onInput(event.target.value)}
          className="rounded-lg border border-white/15 bg-slate-900 px-3 py-2 text-white focus-visible:outline-2 focus-visible:outline-cyan-400"
        />
      </label>
      <div className="flex items-center justify-between gap-3">
        <p id="note-length" className={`text-xs ${tooLong ? 'text-red-300' : 'text-slate-400'}`}>
          {tooLong ? noteProblem(draft) : `${formatWhole(length)} / ${formatWhole(noteMaxLength)}`}
        </p>
        <button
          type="submit"
          disabled={sending || noteProblem(draft) !== null}
          className={`${adminButton} bg-cyan-400 text-slate-950 hover:bg-cyan-300`}
        >
          {sending ? 'Adding…' : 'Add note'}
        </button>
      </div>
    </form>
  );
}
